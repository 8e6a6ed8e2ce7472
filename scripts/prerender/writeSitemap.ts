import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ServerEntry } from './serverEntry';

export interface SitemapPage {
  /** The page's URL path in its language. */
  url: string;
  /** The same page's path without the language prefix, from which its alternates follow. */
  path: string;
}

/** What the sitemap needs to know of the site's URLs. */
export type SiteUrls = Pick<ServerEntry, 'LANGUAGES' | 'LOCALE_TAGS' | 'alternatePaths' | 'absoluteUrl'>;

/** Every written page with its hreflang alternates; English is the x-default, for languages the site does not have. */
export function sitemapXml(site: SiteUrls, pages: readonly SitemapPage[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...pages.map(({ url, path }) => {
      const alternates = site.alternatePaths(path);
      const links = [
        ...site.LANGUAGES.map(
          (lang) => `<xhtml:link rel="alternate" hreflang="${site.LOCALE_TAGS[lang]}" href="${site.absoluteUrl(alternates[lang])}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${site.absoluteUrl(alternates.en)}"/>`,
      ];
      return `  <url><loc>${site.absoluteUrl(url)}</loc>${links.join('')}</url>`;
    }),
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(site: Pick<SiteUrls, 'absoluteUrl'>): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.absoluteUrl('/sitemap.xml')}\n`;
}

export async function writeSitemap(siteDir: string, site: SiteUrls, pages: readonly SitemapPage[]): Promise<void> {
  await writeFile(join(siteDir, 'sitemap.xml'), sitemapXml(site, pages));
  await writeFile(join(siteDir, 'robots.txt'), robotsTxt(site));
}
