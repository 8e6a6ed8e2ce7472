import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CORE_URLS, MESSAGES } from '../e2e/pages';
import { siteDir } from '../scripts/siteDir';
import { crops } from '../src/game/crops';
import { LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, SAVED_STATE_KEYS, wikiCropPath, wikiEggPath } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import { builtFile, builtPage, headingOf, structuredDataOf } from './builtFiles';

describe('every core page in every language, as written', () => {
  it.each(CORE_URLS)('$url is $lang, $dir, with its translated h1, head tags and disclaimer', ({ url, language, lang, dir, h1 }) => {
    const html = builtPage(url);
    expect(html).toContain(`<html lang="${lang}" dir="${dir}">`);
    expect(headingOf(html)).toBe(h1);
    expect(html).toContain('<title>');
    expect(html).toContain('rel="canonical"');
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain(MESSAGES[language].footer.disclaimer.replace(/'/g, '&#x27;'));
    // Nothing competes with the HTML for a slow first visit's bandwidth: nothing is preloaded.
    expect(html).not.toContain('rel="preload"');
    // Nor carries what only React Router's framework mode reads (src/ui/Link.tsx).
    expect(html).not.toContain('data-discover');
  });
});

it('every file a core page links or loads from its own site is in the build (icon, manifest, styles, scripts, images)', () => {
  const missing = CORE_URLS.flatMap(({ url }) =>
    [...builtPage(url).matchAll(/(?:href|src)="(\/[^"/][^"]*)"/g)]
      .map((match) => match[1]!.split(/[?#]/)[0]!)
      .filter((path) => /\.[a-z0-9]+$/.test(path) && !existsSync(join(siteDir, decodeURIComponent(path))))
      .map((path) => `${url}: ${path}`),
  );
  expect(missing).toEqual([]);
});

it('every page names all six languages and x-default as alternates', () => {
  const html = builtPage(`/id${PAGE_PATHS.moonMango}`);
  const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map((match) => [match[1], match[2]]);
  expect(alternates).toEqual([
    ...LANGUAGES.map((language) => [LOCALE_TAGS[language], absoluteUrl(localizePath(language, PAGE_PATHS.moonMango))]),
    ['x-default', absoluteUrl(PAGE_PATHS.moonMango)],
  ]);
});

it('a page’s structured data comes at the end of its body, after the text it repeats, where compression finds the repeat', () => {
  for (const language of LANGUAGES) {
    const html = builtPage(localizePath(language, PAGE_PATHS.valueList));
    const structuredData = html.indexOf('<script type="application/ld+json">');
    expect(structuredData).toBeGreaterThan(html.indexOf('</main>'));
    const [list] = structuredDataOf(html) as [{ itemListElement: { name: string }[] }];
    const lastRowName = `>${list.itemListElement.at(-1)!.name}<`;
    expect(html.indexOf(lastRowName)).toBeGreaterThan(html.indexOf('<main'));
    expect(html.indexOf(lastRowName)).toBeLessThan(structuredData);
  }
});

it("each page's boot script names its own saved state only, and a page that saves none names none", () => {
  /** The saved-state keys a page's (minified) boot script is given, by path. */
  const savedStateKeysOf = (html: string) => {
    const map = /savedStateKeys:\{([^}]*)\}/.exec(html)?.[1];
    if (map === undefined) throw new Error('no boot script with saved-state keys');
    return Object.fromEntries([...map.matchAll(/"([^"]+)":[`"]([^`"]+)[`"]/g)].map(([, path, key]) => [path, key]));
  };
  for (const language of LANGUAGES)
    for (const [path, key] of Object.entries(SAVED_STATE_KEYS))
      expect(savedStateKeysOf(builtPage(localizePath(language, path)))).toEqual({ [path]: key });
  expect(savedStateKeysOf(builtPage(localizePath('ar', wikiCropPath('carrot'))))).toEqual({});
  expect(savedStateKeysOf(builtFile('/404.html'))).toEqual(SAVED_STATE_KEYS);
});

it('every crop has its prerendered page in every language', () => {
  // Collected and checked once: thousands of separate expect calls would take most of a minute.
  const problems: string[] = [];
  for (const language of LANGUAGES) {
    for (const crop of crops) {
      const url = localizePath(language, wikiCropPath(crop.id));
      const html = builtPage(url);
      const h1 = crop.id === 'moon-mango' ? MESSAGES[language].wiki.moonMango.title : crop.name;
      if (!html.includes(`<html lang="${LOCALE_TAGS[language]}"`)) problems.push(`${url}: lang`);
      if (headingOf(html) !== h1) problems.push(`${url}: h1`);
      if (!html.includes(`data-icon="crop/${crop.id}"`)) problems.push(`${url}: icon`);
      if (!html.includes('"@type":"BreadcrumbList"')) problems.push(`${url}: breadcrumb`);
      if (!html.includes(`data-testid="fact-baseValue" data-value="${crop.baseValue}"`)) problems.push(`${url}: infobox`);
    }
  }
  expect(problems).toEqual([]);
});

it('the wiki index lists every crop in every language', () => {
  for (const language of LANGUAGES) {
    expect(builtPage(localizePath(language, PAGE_PATHS.wikiIndex)).match(/class="crop-card"/g), language).toHaveLength(crops.length);
  }
});

describe('a data note dated by a year or about a month, as the sources date the copy', () => {
  /** The text of a shop clock's card on the stock page: what its confidence and data date say. */
  const clockSure = (html: string, key: string) =>
    new RegExp(`data-testid="clock-${key}"[\\s\\S]*?class="shop-clock__sure">([\\s\\S]*?)</p>`).exec(html)?.[1]?.replace(/<!-- -->/g, '');

  it.each([
    ['en', 'Data from 2026', 'Data from about April 2026', 'The sources give no date'],
    ['ar', 'بيانات تعود إلى عام 2026', 'بيانات تعود إلى نحو أبريل 2026', 'لا تذكر المصادر تاريخًا'],
  ] as const)('%s: the Tier 2 clock says its year, the Christmas Egg its month', (language, year, aboutMonth, noDate) => {
    // "game ShopTabData, stored file 53393398884 (2026)".
    expect(clockSure(builtPage(localizePath(language, PAGE_PATHS.stock)), 'seed-tier-2')).toContain(year);
    // Its pet-gifting script, dated ~Apr 2026 by the pet data's notes on its sources.
    const eggPage = builtPage(localizePath(language, wikiEggPath('christmas-egg')));
    expect(eggPage).toContain(aboutMonth);
    expect(eggPage).not.toContain(noDate);
  });
});
