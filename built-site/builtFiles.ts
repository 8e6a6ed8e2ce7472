/* Reads the built site (dist/, or SITE_DIST) as a static host would serve it: these checks need no server or browser. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from '../scripts/siteDir';

/** A file of the built site by its URL path, e.g. `/sitemap.xml`. */
export function builtFile(urlPath: string): string {
  return readFileSync(join(siteDir, urlPath), 'utf8');
}

/** The prerendered HTML of a page by its URL, e.g. `/fr/wiki`. */
export function builtPage(url: string): string {
  return readFileSync(join(siteDir, url, 'index.html'), 'utf8');
}

/** Every HTML file of the built site (the prerendered pages, the app shell, 404.html), as paths on disk. */
export function builtHtmlFiles(dir: string = siteDir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : builtHtmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

/** The text of a page's h1, without the decorative icon some headings begin with. */
export function headingOf(html: string): string | undefined {
  return html
    .match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]
    ?.replace(/<[^>]*>/g, '')
    .replace(/&#x27;/g, "'");
}

/** The JSON-LD blocks of a page. */
export function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}
