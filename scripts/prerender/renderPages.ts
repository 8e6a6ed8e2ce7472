import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BootScripts } from './bootScripts';
import type { InlinedStyles } from './inlineStyles';
import { inlineScript, pageDocument } from './pageTemplate';
import type { ServerEntry } from './serverEntry';

export interface WrittenPage {
  /** The page's URL path in its language. */
  url: string;
  /** The same page's path without the language prefix. */
  path: string;
}

interface Options {
  siteDir: string;
  /** The inlined styles of each page module (see inlineStyles.ts). */
  stylesOf: (pageModule: string) => InlinedStyles;
  boot: BootScripts;
  /** The Content-Security-Policy of each page module's pages, which allows their inline blocks (see securityHeaders.ts). */
  policyOf: (pageModule: string) => string;
}

/**
 * Writes every page in every language as `<url>/index.html`. The route's chunks are not preloaded:
 * they would compete with the first paint, and the prerendered page needs no script to be read.
 */
export async function renderPages(server: ServerEntry, { siteDir, stylesOf, policyOf, boot }: Options): Promise<WrittenPage[]> {
  const pages: WrittenPage[] = [];
  const dataWritten = new Set<string>();
  for (const language of server.LANGUAGES) {
    for (const path of await server.prerenderedPagePaths()) {
      const url = server.localizePath(language, path);
      const page = await server.renderPage(url);
      const pageModule = server.PAGE_MODULES[page.page];
      const styles = stylesOf(pageModule);
      const html = pageDocument({
        policy: policyOf(pageModule),
        lang: server.LOCALE_TAGS[page.language],
        dir: page.dir,
        head: [inlineScript(boot.beforePaint), page.head, ...styles.tags],
        body: page.html,
        scripts: [
          ...page.structuredData,
          ...(page.data === undefined ? [] : [server.embeddedPageData(page.path, page.data)]),
          inlineScript(boot.loader),
        ],
      });
      // The same data serves the page in every language when it is reached by a link.
      if (page.data !== undefined && !dataWritten.has(page.path)) {
        const dataFile = join(siteDir, server.pageDataUrl(page.path));
        await mkdir(dirname(dataFile), { recursive: true });
        await writeFile(dataFile, JSON.stringify(page.data));
        dataWritten.add(page.path);
      }
      const file = join(siteDir, url, 'index.html');
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, html);
      pages.push({ url, path });
    }
  }
  return pages;
}
