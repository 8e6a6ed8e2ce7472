import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BootScripts } from './bootScripts';
import { addFirstScreenTokens } from './firstScreenStyles';
import type { InlinedStyles } from './inlineStyles';
import { inlineScript, pageDocument } from './pageTemplate';
import type { ServerEntry } from './serverEntry';

export interface WrittenPage {
  /** The page's URL path in its language. */
  url: string;
  /** The same page's path without the language prefix. */
  path: string;
  /** The page's route module, whose styles and policy the page takes. */
  module: string;
  /** The written file. */
  file: string;
  /** The boot script in its head (its policy allows it by its hash). */
  bootScript: string;
}

export interface RenderedPages {
  pages: WrittenPage[];
  /** For each route module, the element names, classes and ids its pages show outside sections drawn when near. */
  firstScreenTokens: Map<string, Set<string>>;
}

// A page kind's inlined styles depend on every page of the kind, so pages are written with these in their place first.
// Both come before any of the page's own text (the policy first after the charset), so their first occurrence is theirs.
const STYLES_SLOT = '<!--page-styles-->';
const POLICY_SLOT = 'page-policy';

/**
 * Writes every page in every language as `<url>/index.html`, its styles and policy left to `fillStylesAndPolicies`.
 * The route's chunks are not preloaded: they would compete with the first paint, and the prerendered page needs no
 * script to be read.
 */
export async function renderPages(server: ServerEntry, { siteDir, boot }: { siteDir: string; boot: BootScripts }): Promise<RenderedPages> {
  const pages: WrittenPage[] = [];
  const firstScreenTokens = new Map<string, Set<string>>();
  const dataWritten = new Set<string>();
  for (const language of server.LANGUAGES) {
    for (const path of await server.prerenderedPagePaths()) {
      const url = server.localizePath(language, path);
      const page = await server.renderPage(url);
      const module = server.PAGE_MODULES[page.page];
      const bootScript = boot.beforePaintFor(path);
      const tokens = firstScreenTokens.get(module) ?? new Set<string>();
      firstScreenTokens.set(module, addFirstScreenTokens(page.html, tokens));
      const html = pageDocument({
        policy: POLICY_SLOT,
        lang: server.LOCALE_TAGS[page.language],
        dir: page.dir,
        head: [inlineScript(bootScript), page.head, STYLES_SLOT],
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
      pages.push({ url, path, module, file, bootScript });
    }
  }
  return { pages, firstScreenTokens };
}

/** Writes each page's styles and Content-Security-Policy (see securityHeaders.ts) where renderPages left their slots. */
export async function fillStylesAndPolicies(
  pages: readonly WrittenPage[],
  stylesOf: (pageModule: string) => InlinedStyles,
  policyOf: (pageModule: string) => string,
): Promise<void> {
  for (const { file, module } of pages) {
    const html = await readFile(file, 'utf8');
    const filled = html.replace(POLICY_SLOT, () => policyOf(module)).replace(STYLES_SLOT, () => stylesOf(module).tags.join('\n'));
    await writeFile(file, filled);
  }
}
