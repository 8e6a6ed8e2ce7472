// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { LANGUAGES, LOCALE_TAGS } from '../../src/i18n/languages';
import { alternatePaths } from '../../src/lib/paths';
import { robotsTxt, sitemapXml, type SiteUrls } from './writeSitemap';

const site: SiteUrls = { LANGUAGES, LOCALE_TAGS, alternatePaths, absoluteUrl: (path) => `https://garden.test${path}` };

const XHTML = 'http://www.w3.org/1999/xhtml';

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('sitemap.xml', () => {
  const pages = [
    { url: '/wiki', path: '/wiki' },
    { url: '/es/wiki', path: '/wiki' },
    { url: '/ar/pets', path: '/pets' },
  ];
  const xml = sitemapXml(site, pages);

  it('is a well-formed urlset with one url per written page, in order', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    const doc = parse(xml);
    expect(doc.documentElement.localName).toBe('urlset');
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    const locs = [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toEqual(['https://garden.test/wiki', 'https://garden.test/es/wiki', 'https://garden.test/ar/pets']);
  });

  it('lists every language of a page and English as x-default, whichever language the page is in', () => {
    const doc = parse(xml);
    const spanish = doc.getElementsByTagName('url')[1]!;
    const links = [...spanish.getElementsByTagNameNS(XHTML, 'link')].map((link) => [
      link.getAttribute('rel'),
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['alternate', 'en', 'https://garden.test/wiki'],
      ['alternate', 'es', 'https://garden.test/es/wiki'],
      ['alternate', 'fr', 'https://garden.test/fr/wiki'],
      ['alternate', 'ar', 'https://garden.test/ar/wiki'],
      ['alternate', 'id', 'https://garden.test/id/wiki'],
      ['alternate', 'pt-BR', 'https://garden.test/pt/wiki'],
      ['alternate', 'x-default', 'https://garden.test/wiki'],
    ]);
  });

  it('is an empty urlset when no page was written', () => {
    expect(parse(sitemapXml(site, [])).getElementsByTagName('url')).toHaveLength(0);
  });
});

describe('robots.txt', () => {
  it('allows everything and points at the sitemap by its absolute URL', () => {
    expect(robotsTxt(site)).toBe('User-agent: *\nAllow: /\n\nSitemap: https://garden.test/sitemap.xml\n');
  });
});
