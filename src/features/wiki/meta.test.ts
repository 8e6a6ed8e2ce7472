import { beforeAll, describe, expect, it } from 'vitest';
import { crops } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import type { PageMeta } from '../../lib/pageMeta';
import { wikiCropPath, wikiEggPath } from '../../lib/paths';
import { absoluteUrl } from '../../lib/siteUrl';
import { loadContext } from '../../test/loadContext';
import { pageData } from './cropPage.build';
import cropRoute from './cropRoute';
import { pageData as eggPageData } from './eggPage.build';
import eggRoute from './eggRoute';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

const slugOf = (cropId: string) => wikiCropPath(cropId).split('/').pop();
const metaOf = (language: Language, slug: string | undefined): PageMeta =>
  cropRoute.meta({ t: i18nFor(language).t, language, params: { slug }, props: pageData({ slug })! });

type Node = Record<string, unknown>;
const ofType = (meta: PageMeta, type: string) => (meta.structuredData as Node[]).find((node) => node['@type'] === type);

describe('wiki page meta', () => {
  for (const language of LANGUAGES) {
    it(`${language}: every crop page has its own title and description naming the crop`, () => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const crop of crops) {
        const meta = metaOf(language, slugOf(crop.id));
        expect(meta.title).toContain(crop.name);
        titles.add(meta.title);
        descriptions.add(meta.description);
      }
      expect(titles.size).toBe(crops.length);
      expect(descriptions.size).toBe(crops.length);
    });
  }

  it('the description gives the engine’s base value in the page’s language', () => {
    const meta = metaOf('fr', 'grow-a-garden-carrot');
    expect(meta.description).toContain(formatNumber(400, 'fr'));
    expect(metaOf('en', 'grow-a-garden-moon-mango').title).toBe(i18nFor('en').t('wiki.moonMango.meta.title'));
  });

  it('carries an Article and a breadcrumb trail home › wiki › crop', () => {
    const meta = metaOf('es', 'grow-a-garden-moon-mango');
    expect(ofType(meta, 'Article')).toMatchObject({
      '@context': 'https://schema.org',
      headline: meta.title,
      description: meta.description,
      inLanguage: 'es',
      url: absoluteUrl('/es/wiki/grow-a-garden-moon-mango'),
      about: { '@type': 'Thing', name: 'Moon Mango' },
    });
    const trail = ofType(meta, 'BreadcrumbList')!['itemListElement'] as Node[];
    expect(trail.map((item) => [item['position'], item['item']])).toEqual([
      [1, absoluteUrl('/es')],
      [2, absoluteUrl('/es/wiki')],
      [3, absoluteUrl('/es/wiki/grow-a-garden-moon-mango')],
    ]);
    expect(trail[2]?.['name']).toBe('Moon Mango');
  });

  it('an unknown crop is no page: its load gives nothing to render (and the visitor goes to its list)', async () => {
    const slug = 'grow-a-garden-nothing';
    expect(await cropRoute.load(loadContext(pageData({ slug }), { slug }, 'ar'))).toBeNull();
  });

  it('an entry of the egg data that is no egg does not promise pet odds or a hatch time in its title', () => {
    const eggMeta = (id: string) => {
      const slug = wikiEggPath(id).split('/').pop();
      return eggRoute.meta({ t: i18nFor('en').t, language: 'en', params: { slug }, props: eggPageData({ slug })! });
    };
    expect(eggMeta('common-egg').title).toBe('Common Egg in Grow a Garden: pet odds, price and hatch time');
    expect(eggMeta('exotic-buttercup-chest').title).toBe('Exotic Buttercup Chest in Grow a Garden: a Robux chest, not an egg');
    expect(eggMeta('exotic-buttercup-chest').description).toMatch(/is not an egg/);
    expect(eggMeta('fake-egg').title).toBe('Fake Egg in Grow a Garden: an internal entry players cannot get');
  });
});
