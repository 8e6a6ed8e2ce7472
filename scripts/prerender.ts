/**
 * Writes one static HTML file per page and language from the SSR build, plus the files a static
 * host reads: _headers (caching and security), _redirects (unknown paths fall back to the app),
 * sitemap.xml and robots.txt.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { stylesOf, type Manifest } from './manifest';
import { fontPreloadTags } from './fontPreloads';
import { securityHeaders } from './securityHeaders';
import { APP_SHELL_FILE as APP_SHELL, SERVICE_WORKER_FILE } from './serviceWorker';
import { serverBuildDir, siteDir as dist } from './siteDir';

type ServerEntry = typeof import('../src/entry-server');

function fileFor(urlPath: string): string {
  return join(dist, urlPath, 'index.html');
}

/** Renders every page; returns how many were written. */
export async function prerender(): Promise<number> {
  const server = (await import(pathToFileURL(join(serverBuildDir, 'entry-server.js')).href)) as ServerEntry;
  const template = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const themeScript = `<script>${server.THEME_BOOT_SCRIPT}</script>`;

  const fill = (page: { html: string; head: string; lang: string; dir: string; preload: string }) =>
    template
      .replace('<html lang="en" dir="ltr">', `<html lang="${page.lang}" dir="${page.dir}">`)
      .replace('<!--app-head-->', `${themeScript}\n    ${page.head}${page.preload}`)
      .replace('<!--app-html-->', page.html);

  const urls: { url: string; path: string }[] = [];
  for (const language of server.LANGUAGES) {
    for (const path of server.prerenderedPagePaths()) {
      const url = server.localizePath(language, path);
      const page = await server.renderPage(url);
      const keys = page.routeIds
        .map((id) => id.split('@')[0])
        .filter((key): key is keyof typeof server.PAGE_MODULES => !!key && key in server.PAGE_MODULES);
      const modules: string[] = [
        ...keys.map((key) => server.PAGE_MODULES[key]),
        ...new Set(keys.map((key) => server.textModulePath(page.language, server.PAGE_TEXTS[key]))),
      ];
      const styles = stylesOf(manifest, modules);
      // The page's stylesheets are linked so it renders styled before any script runs. Its route
      // chunks are not preloaded: under a slow connection they would compete with the stylesheets
      // and fonts for the first paint (measured with Lighthouse), and the prerendered page needs no
      // script to be read; the app fetches them as soon as it starts.
      const preload =
        fontPreloadTags(dist, page.language) +
        styles.filter((file) => !template.includes(file)).map((file) => `\n    <link rel="stylesheet" href="/${file}">`).join('');
      const file = fileFor(url);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, fill({ html: page.html, head: page.head, lang: page.language, dir: page.dir, preload }));
      urls.push({ url, path });
    }
  }

  // Unknown paths get an empty shell; the app then sends them home.
  await writeFile(join(dist, APP_SHELL), fill({ html: '', head: '<title>Garden Values</title>', lang: 'en', dir: 'ltr', preload: '' }));

  const headers = securityHeaders([server.THEME_BOOT_SCRIPT]);
  await writeFile(
    join(dist, '_headers'),
    [
      '/*',
      ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      // The worker must be re-checked on every visit, or updates would wait for the cache to expire.
      `/${SERVICE_WORKER_FILE}`,
      '  Cache-Control: no-cache',
      '',
    ].join('\n'),
  );
  await writeFile(join(dist, '_redirects'), `/*  /${APP_SHELL}  200\n`);

  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls.map(({ url, path }) => {
      const alternates = server.alternatePaths(path);
      const links = [
        ...server.LANGUAGES.map(
          (lang) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${server.absoluteUrl(alternates[lang])}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${server.absoluteUrl(alternates.en)}"/>`,
      ];
      return `  <url><loc>${server.absoluteUrl(url)}</loc>${links.join('')}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
  await writeFile(join(dist, 'sitemap.xml'), sitemap);
  await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${server.absoluteUrl('/sitemap.xml')}\n`);

  return urls.length;
}
