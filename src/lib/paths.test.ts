import { describe, expect, it } from 'vitest';
import { nearMissPath } from './nearMiss';
import {
  alternatePaths,
  canonicalPathname,
  changelogPath,
  homePathFor,
  localizePath,
  pathLanguageTag,
  splitLanguage,
  wikiListFor,
} from './paths';

describe('paths', () => {
  it('prefixes every language but English', () => {
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('es', '/')).toBe('/es');
    expect(localizePath('ar', '/grow-a-garden-pet-age-calculator')).toBe('/ar/grow-a-garden-pet-age-calculator');
  });

  it('splits a prefixed pathname into language and page', () => {
    expect(splitLanguage('/fr/wiki/grow-a-garden-moon-mango')).toEqual({ language: 'fr', path: '/wiki/grow-a-garden-moon-mango' });
    expect(splitLanguage('/es')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguage('/')).toEqual({ language: 'en', path: '/' });
    // "/en/..." is not a language prefix: English has none.
    expect(splitLanguage('/en/x')).toEqual({ language: 'en', path: '/en/x' });
    expect(splitLanguage('/esx')).toEqual({ language: 'en', path: '/esx' });
    expect(splitLanguage('/pt/wiki')).toEqual({ language: 'pt', path: '/wiki' });
    expect(splitLanguage('/id')).toEqual({ language: 'id', path: '/' });
    expect(splitLanguage('/pt-BR/wiki')).toEqual({ language: 'en', path: '/pt-BR/wiki' });
  });

  it('names a page the way the site does, whatever slash or index.html a host added', () => {
    expect(canonicalPathname('/grow-a-garden-values/')).toBe('/grow-a-garden-values');
    expect(canonicalPathname('/ar/wiki/grow-a-garden-carrot//')).toBe('/ar/wiki/grow-a-garden-carrot');
    expect(canonicalPathname('/ar/grow-a-garden-pet-age-calculator/index.html')).toBe('/ar/grow-a-garden-pet-age-calculator');
    expect(canonicalPathname('/index.html')).toBe('/');
    expect(canonicalPathname('/fr/')).toBe('/fr');
    expect(canonicalPathname('/')).toBe('/');
    expect(canonicalPathname('/wiki/grow-a-garden-carrot')).toBe('/wiki/grow-a-garden-carrot');
    // Never an address on another host.
    expect(canonicalPathname('//x/')).toBe('/x');
    expect(canonicalPathname('///grow-a-garden-values/index.html')).toBe('/grow-a-garden-values');
  });

  it('reads a mistyped or mangled address as the one the site writes: lower case, single slashes, no extension', () => {
    expect(nearMissPath('/Grow-A-Garden-Values')).toBe('/grow-a-garden-values');
    expect(nearMissPath('/FR//wiki//grow-a-garden-carrot.html')).toBe('/fr/wiki/grow-a-garden-carrot');
    expect(nearMissPath('/ar/grow-a-garden-stock.htm/')).toBe('/ar/grow-a-garden-stock');
    expect(nearMissPath('/AR/')).toBe('/ar');
    // Never an address on another host.
    expect(nearMissPath('//Evil.example//x')).toBe('/evil.example/x');
    // An address the site writes is its own near miss.
    expect(nearMissPath('/pt/wiki/grow-a-garden-moon-mango')).toBe('/pt/wiki/grow-a-garden-moon-mango');
    expect(nearMissPath('/es/es/es')).toBe('/es/es/es');
    // What a link pasted from a sentence or a chat ends with: these went to the crop list searched for "carrot." …
    for (const tail of ['.', ',', ').', '%20', '%0A', '%E2%80%8B', '%2F', '!'])
      expect(nearMissPath(`/wiki/grow-a-garden-carrot${tail}`), tail).toBe('/wiki/grow-a-garden-carrot');
    expect(nearMissPath('/fr/grow-a-garden-values.html).')).toBe('/fr/grow-a-garden-values');
    // A top-level page's name with a typo or two: these went home, their filters only named in the notice.
    expect(nearMissPath('/grow-a-garden-value')).toBe('/grow-a-garden-values');
    expect(nearMissPath('/fr/grow-a-garden-trade-calculatr')).toBe('/fr/grow-a-garden-trade-calculator');
    expect(nearMissPath('/wik')).toBe('/wiki');
    // Not a wiki slug, nor a name three letters off.
    expect(nearMissPath('/wiki/grow-a-garden-peas')).toBe('/wiki/grow-a-garden-peas');
    expect(nearMissPath('/grow-a-garden-vls')).toBe('/grow-a-garden-vls');
  });

  // These went home: the site prefixes only the languages it offers, and none with a region.
  it('reads a language prefix with a region as the site’s own, and one the site does not offer as English', () => {
    expect(nearMissPath('/pt-BR/grow-a-garden-values')).toBe('/pt/grow-a-garden-values');
    expect(nearMissPath('/es-419/wiki/grow-a-garden-carrot')).toBe('/es/wiki/grow-a-garden-carrot');
    expect(nearMissPath('/fr-CA')).toBe('/fr');
    expect(nearMissPath('/de/wiki')).toBe('/wiki');
    expect(nearMissPath('/en/wiki/grow-a-garden-pets')).toBe('/wiki/grow-a-garden-pets');
    expect(nearMissPath('/zh-hans-cn/')).toBe('/');
    expect(nearMissPath('/es_ES/wiki')).toBe('/es/wiki');
    // Slugs and short words are no language tags.
    expect(nearMissPath('/no-such-page')).toBe('/no-such-page');
    expect(nearMissPath('/faq')).toBe('/faq');
    // A segment that is no language tag stays.
    expect(nearMissPath('/wiki/grow-a-garden-pets')).toBe('/wiki/grow-a-garden-pets');
    expect(nearMissPath('/grow-a-garden-stock')).toBe('/grow-a-garden-stock');
  });

  it('sends a path that is no page to the home page of the language it names, in any case', () => {
    // English named itself, which start-up keeps English (main.tsx); a page's slug names no language.
    expect([pathLanguageTag('/en-GB/x'), pathLanguageTag('/pt_BR'), pathLanguageTag('/no-such-page')]).toEqual(['en', 'pt', null]);
    expect(homePathFor('/no-such-page')).toBe('/');
    expect(homePathFor('/fr/nulle-part')).toBe('/fr');
    expect(homePathFor('/AR/')).toBe('/ar');
    expect(homePathFor('/es/es/es/')).toBe('/es');
    expect(homePathFor('/xx/wiki')).toBe('/');
    expect(homePathFor('/en/wiki')).toBe('/');
    expect(homePathFor('/pt-BR/nowhere')).toBe('/pt');
    expect(homePathFor('/ar-eg')).toBe('/ar');
    expect(homePathFor('')).toBe('/');
  });

  it('sends a wiki address that is no page to the wiki list it would be in, searched for its name where the list can be', () => {
    expect(wikiListFor('/wiki/grow-a-garden-carot')).toBe('/wiki?q=carot');
    // A list named by its kind: these went to the crop list searched for "pets".
    expect(wikiListFor('/wiki/pets')).toBe('/wiki/grow-a-garden-pets');
    expect(wikiListFor('/fr/wiki/grow-a-garden-pet')).toBe('/fr/wiki/grow-a-garden-pets');
    expect(wikiListFor('/wiki/mutations')).toBe('/wiki/grow-a-garden-mutations');
    expect(wikiListFor('/ar/wiki/egg')).toBe('/ar/wiki/grow-a-garden-eggs');
    expect(wikiListFor('/wiki/gear')).toBe('/wiki/grow-a-garden-gear');
    expect(wikiListFor('/wiki/weather')).toBe('/wiki/grow-a-garden-weather');
    expect(wikiListFor('/fr/wiki/grow-a-garden-moon-mangoo')).toBe('/fr/wiki?q=moon+mangoo');
    expect(wikiListFor('/wiki/grow-a-garden-pet-golden_lab')).toBe('/wiki/grow-a-garden-pets?q=golden+lab');
    expect(wikiListFor('/ar/wiki/grow-a-garden-mutation-frozn')).toBe('/ar/wiki/grow-a-garden-mutations?q=frozn');
    expect(wikiListFor('/es/wiki/grow-a-garden-egg-nite-egg')).toBe('/es/wiki/grow-a-garden-eggs?q=nite+egg');
    expect(wikiListFor('/wiki/grow-a-garden-egg-fall-eg')).toBe('/wiki/grow-a-garden-eggs?q=fall+eg');
    expect(wikiListFor('/wiki/grow-a-garden-gear-sprinkler')).toBe('/wiki/grow-a-garden-gear?q=sprinkler');
    // A weather is a row of the weather page: "weather rain" searched the crops and found none.
    expect(wikiListFor('/ar/wiki/grow-a-garden-weather-rain')).toBe('/ar/wiki/grow-a-garden-weather?q=rain');
    // A name typed in its own letters, a slug without the site's prefix, one of only dashes, one past a list's longest search.
    expect(wikiListFor('/ar/wiki/%D8%AC%D8%B2%D8%B1')).toBe(`/ar/wiki?${new URLSearchParams({ q: 'جزر' })}`);
    // A link cut short inside a letter (as start-up has it, in lower case): the search is its readable start, never its
    // %-codes; with none, the list opens unsearched.
    expect(wikiListFor('/fr/wiki/grow-a-garden-pet-carr%e2%80')).toBe('/fr/wiki/grow-a-garden-pets?q=carr');
    expect(wikiListFor('/ar/wiki/%D8%AC%D8%B2%D8')).toBe(`/ar/wiki?${new URLSearchParams({ q: 'جز' })}`);
    expect(wikiListFor('/wiki/grow-a-garden-moon-mango%E2%80%A')).toBe('/wiki?q=moon+mango');
    expect(wikiListFor('/wiki/%E0%A4%A')).toBe('/wiki');
    expect(wikiListFor('/wiki/grow-a-garden-egg-%FF-egg')).toBe('/wiki/grow-a-garden-eggs');
    // A `%` that starts no %-code is read as itself, as a list reads its search.
    expect(wikiListFor('/wiki/grow-a-garden-100%')).toBe('/wiki?q=100%25');
    expect(wikiListFor('/wiki/grow-a-garden-salt&pepper')).toBe('/wiki?q=salt%26pepper');
    expect(wikiListFor('/wiki/carrot-seed/x')).toBe('/wiki?q=carrot+seed');
    expect(wikiListFor('/wiki/grow-a-garden---')).toBe('/wiki');
    // A list's own address with more after it is that list, searched for nothing.
    expect(wikiListFor('/wiki/grow-a-garden-pets/x')).toBe('/wiki/grow-a-garden-pets');
    expect(wikiListFor('/es/wiki/grow-a-garden-weather/rain')).toBe('/es/wiki/grow-a-garden-weather');
    expect(new URLSearchParams(wikiListFor(`/wiki/${'ab-'.repeat(40)}`)!.split('?')[1]).get('q')).toHaveLength(59);
    // Off the wiki there is no list to go to.
    expect(wikiListFor('/grow-a-garden-valeus')).toBeNull();
    expect(wikiListFor('/fr/wiki')).toBeNull();
  });

  it('lists the same page in every language', () => {
    expect(alternatePaths('/wiki')).toEqual({
      en: '/wiki',
      es: '/es/wiki',
      fr: '/fr/wiki',
      ar: '/ar/wiki',
      id: '/id/wiki',
      pt: '/pt/wiki',
    });
  });
});

describe('changelogPath', () => {
  it('leads to the data changelog on the value formula page, in the page’s language', () => {
    expect(changelogPath('en')).toBe('/grow-a-garden-value-formula#formula-changelog');
    expect(changelogPath('ar')).toBe('/ar/grow-a-garden-value-formula#formula-changelog');
  });
});

describe('egg and gear slugs', () => {
  it('tell every egg from every crop, and no crop or gear from an egg', async () => {
    const { crops } = await import('../game/crops');
    const { eggs, gear } = await import('../game/shopData');
    const { isEggSlug, wikiCropPath, wikiEggPath, wikiGearPath } = await import('./paths');
    const slug = (path: string) => path.split('/').at(-1);
    for (const egg of eggs) expect(isEggSlug(slug(wikiEggPath(egg.id))), egg.id).toBe(true);
    for (const crop of crops) expect(isEggSlug(slug(wikiCropPath(crop.id))), crop.id).toBe(false);
    for (const item of gear) expect(isEggSlug(slug(wikiGearPath(item.id))), item.id).toBe(false);
    expect(crops.filter((crop) => crop.id.startsWith('gear-'))).toEqual([]);
  });
});
