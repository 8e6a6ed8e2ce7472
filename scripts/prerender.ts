/**
 * Writes one static HTML file per page and language from the SSR build, plus the files a static
 * host reads: _headers (caching and security), _redirects (unknown paths fall back to the app),
 * sitemap.xml and robots.txt.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { stylesOf, type Manifest } from './prerender/manifest';
import { fontPreloadTags } from './prerender/fontPreloads';
import { loadServerEntry } from './prerender/serverEntry';
import { writeHostFiles } from './prerender/writeHostFiles';
import { writeSitemap, type SitemapPage } from './prerender/writeSitemap';
import { APP_SHELL_FILE as APP_SHELL } from './serviceWorker';
import { serverBuildDir, siteDir as dist } from './siteDir';

function fileFor(urlPath: string): string {
  return join(dist, urlPath, 'index.html');
}

/** Inline script that adds the app's entry module once the page has painted. */
export function startAfterFirstPaint(entry: string): string {
  return `requestAnimationFrame(function(){setTimeout(function(){var s=document.createElement("script");s.type="module";s.src=${JSON.stringify(entry)};document.head.appendChild(s)})})`;
}

/**
 * One disabled stylesheet link per inlined file. A disabled link is never fetched nor applied, but
 * Vite's dynamic-import helper counts it as loaded: without it, loading the page's code linked the
 * route's stylesheet again, which cost a round trip before hydration and a style recalculation of
 * the whole page (14 ms on this machine, so about 60 ms at Lighthouse's 4× CPU).
 */
export function inlinedStyleMarkers(files: readonly string[]): string {
  return files.map((file) => `\n    <link rel="stylesheet" href="/${file}" disabled>`).join('');
}

/** Renders every page; returns how many were written. */
export async function prerender(): Promise<number> {
  const server = await loadServerEntry(serverBuildDir);
  const builtTemplate = await readFile(join(dist, 'index.html'), 'utf8');
  // The entry's own stylesheet is inlined with the page's other styles (below), so its link goes.
  const entryStyles = [...builtTemplate.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)">\n?\s*/g)];
  const withoutStyles = entryStyles.reduce((html, [tag]) => html.replace(tag, ''), builtTemplate);
  // The app's script starts after the first paint: fetched earlier, it competes with the page's
  // first paint on a slow connection (Lighthouse: first paint 1.7 s → 0.9 s on a phone profile),
  // and the prerendered page is readable without it. The loader is one inline script, allowed by hash.
  const entryScript = /<script type="module" crossorigin src="(\/assets\/[^"]+)"><\/script>\n?\s*/.exec(withoutStyles);
  if (!entryScript) throw new Error('the built index.html has no module entry script');
  const entryLoader = startAfterFirstPaint(entryScript[1]!);
  const template = withoutStyles
    .replace(entryScript[0], '')
    .replace(/<link rel="modulepreload"[^>]*>\n?\s*/g, '')
    .replace('</body>', `  <script>${entryLoader}</script>\n  </body>`);
  const entryStyleFiles = entryStyles.map(([, file]) => file!);
  const cssCache = new Map<string, string>();
  const cssOf = async (file: string) => {
    let css = cssCache.get(file);
    if (css === undefined) {
      css = await readFile(join(dist, file), 'utf8');
      cssCache.set(file, css);
    }
    return css;
  };
  const inlineStyles = new Set<string>();
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const themeScript = `<script>${server.THEME_BOOT_SCRIPT}</script>`;

  const fill = (page: { html: string; head: string; lang: string; dir: string; preload: string }) =>
    template
      .replace('<html lang="en" dir="ltr">', `<html lang="${page.lang}" dir="${page.dir}">`)
      .replace('<!--app-head-->', `${themeScript}\n    ${page.head}${page.preload}`)
      .replace('<!--app-html-->', page.html);

  const urls: SitemapPage[] = [];
  for (const language of server.LANGUAGES) {
    for (const path of server.prerenderedPagePaths()) {
      const url = server.localizePath(language, path);
      const page = await server.renderPage(url);
      // The page's styles are inlined: a slow connection paints the page after one round trip instead
      // of waiting for stylesheets (each inline block is allowed by its hash in the CSP). The route
      // chunks are not preloaded either: they would compete with the first paint (measured with
      // Lighthouse), and the prerendered page needs no script to be read.
      const styleFiles = [...new Set([...entryStyleFiles, ...stylesOf(manifest, [server.PAGE_MODULES[page.page]])])];
      const css = (await Promise.all(styleFiles.map(cssOf))).join('\n');
      inlineStyles.add(css);
      const preload = fontPreloadTags(dist, page.language) + `\n    <style>${css}</style>` + inlinedStyleMarkers(styleFiles);
      const file = fileFor(url);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fill({ html: page.html, head: page.head, lang: page.language, dir: page.dir, preload }));
      urls.push({ url, path });
    }
  }

  // Unknown paths get an empty shell; the app then sends them home.
  const shellStyles = entryStyleFiles.map((file) => `\n    <link rel="stylesheet" href="/${file}">`).join('');
  await writeFile(join(dist, APP_SHELL), fill({ html: '', head: `<title>${await server.siteName()}</title>`, lang: 'en', dir: 'ltr', preload: shellStyles }));

  await writeHostFiles(dist, { scripts: [server.THEME_BOOT_SCRIPT, entryLoader], styles: [...inlineStyles] });
  await writeSitemap(dist, server, urls);

  return urls.length;
}
