import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages';

/** Slugs of the site's pages, without language prefix. One place, so links and routes agree. */
export const PAGE_PATHS = {
  cropCalculator: '/',
  petCalculator: '/grow-a-garden-pet-age-calculator',
  valueList: '/grow-a-garden-values',
  tradeChecker: '/grow-a-garden-trade-calculator',
  valueFormula: '/grow-a-garden-value-formula',
  wikiIndex: '/wiki',
  petIndex: '/wiki/grow-a-garden-pets',
  mutationIndex: '/wiki/grow-a-garden-mutations',
  moonMango: '/wiki/grow-a-garden-moon-mango',
  stock: '/grow-a-garden-stock',
  eggIndex: '/wiki/grow-a-garden-eggs',
  gearIndex: '/wiki/grow-a-garden-gear',
  weather: '/wiki/grow-a-garden-weather',
} as const;

/**
 * Where each page with state in its address keeps its last state in this browser, by the page's unprefixed path.
 * The boot script reads it too, to know before the first paint that a page will open on a saved calculation.
 */
export const SAVED_STATE_KEYS = {
  [PAGE_PATHS.cropCalculator]: 'crop-calculator:last',
  [PAGE_PATHS.petCalculator]: 'pet-calculator',
  [PAGE_PATHS.valueList]: 'value-list',
  [PAGE_PATHS.tradeChecker]: 'trade-checker',
  [PAGE_PATHS.wikiIndex]: 'crop-index',
  [PAGE_PATHS.mutationIndex]: 'mutation-index',
  [PAGE_PATHS.petIndex]: 'pet-index',
  [PAGE_PATHS.eggIndex]: 'egg-index',
  [PAGE_PATHS.gearIndex]: 'gear-index',
} as const;

/** The data changelog's id on the value formula page: the footer's data date links to it. */
export const CHANGELOG_ANCHOR = 'formula-changelog';

/** The data changelog in the page's language. */
export function changelogPath(language: Language): string {
  return `${localizePath(language, PAGE_PATHS.valueFormula)}#${CHANGELOG_ANCHOR}`;
}

export const WIKI_CROP_PREFIX = 'grow-a-garden-';

export function wikiCropPath(cropId: string): string {
  return `/wiki/${WIKI_CROP_PREFIX}${cropId}`;
}

/** Pet pages share the wiki's `grow-a-garden-` slugs with the crops, told apart by this longer prefix. */
export const WIKI_PET_PREFIX = `${WIKI_CROP_PREFIX}pet-`;

export function wikiPetPath(petId: string): string {
  return `/wiki/${WIKI_PET_PREFIX}${petId}`;
}

/** Mutation pages share the wiki's slugs too, told apart by their own longer prefix (no crop id starts with it). */
export const WIKI_MUTATION_PREFIX = `${WIKI_CROP_PREFIX}mutation-`;

export function wikiMutationPath(mutationId: string): string {
  return `/wiki/${WIKI_MUTATION_PREFIX}${mutationId}`;
}

/**
 * Egg pages share the wiki's slugs too. Two crops' ids start with `egg-` (Egg Melon, Egg Shroom), so the prefix alone
 * cannot tell an egg from a crop: every egg id ends in `-egg` or `-chest` (checked against the data in paths.test.ts
 * and the shop data's tests), and no crop's slug ends so.
 */
export const WIKI_EGG_PREFIX = `${WIKI_CROP_PREFIX}egg-`;

export function wikiEggPath(eggId: string): string {
  return `/wiki/${WIKI_EGG_PREFIX}${eggId}`;
}

export function isEggSlug(slug: string | undefined): boolean {
  return slug?.startsWith(WIKI_EGG_PREFIX) === true && /-(egg|chest)$/.test(slug);
}

/** Gear pages: no crop id starts with `gear-`. */
export const WIKI_GEAR_PREFIX = `${WIKI_CROP_PREFIX}gear-`;

export function wikiGearPath(gearId: string): string {
  return `/wiki/${WIKI_GEAR_PREFIX}${gearId}`;
}

/** A slug that would name a weather's page: a weather has none, but a row of the weather page. */
export const WIKI_WEATHER_PREFIX = `${WIKI_CROP_PREFIX}weather-`;

/** A weather's row on the weather page. */
export function wikiWeatherPath(weatherId: string): string {
  return `${PAGE_PATHS.weather}#weather-${weatherId}`;
}

/** `/es` for Spanish, `` for English (the default language has no prefix). */
export function languagePrefix(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** Adds the language prefix to an unprefixed path such as `/wiki` or `/`. */
export function localizePath(language: Language, path: string): string {
  const prefix = languagePrefix(language);
  if (path === '/' || path === '') return prefix || '/';
  return `${prefix}${path}`;
}

/**
 * A page's address as the site writes it, from what a host put in the address bar: GitHub Pages redirects `/wiki` to
 * its folder `/wiki/`, and hosts answer `/wiki/index.html` too. Routes and data files are named without either.
 */
export function canonicalPathname(pathname: string): string {
  // One leading slash: `//x` as an address would name another host (history.replaceState refuses it).
  return (
    pathname
      .replace(/^\/+/, '/')
      .replace(/\/index\.html$/, '/')
      .replace(/\/+$/, '') || '/'
  );
}

/** Splits `/fr/wiki?x` style pathnames into their language and unprefixed path. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    return { language: first, path: `/${rest.join('/')}` };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/**
 * A path segment that is a language tag, in any case, with a script or region or both (`AR`, `pt-BR`, `es_419`,
 * `zh-Hans-CN`, `de`): two letters, as every language the site could offer is written, then a four-letter script and a
 * two-letter or three-digit region, so a page's slug (`no-such-page`) or `faq` is none.
 */
export const LANGUAGE_TAG_SEGMENT = /^([a-z]{2})(?:[-_][a-z]{4})?(?:[-_](?:[a-z]{2}|\d{3}))?$/i;

/** The language a path's first segment names as a language tag; null for a segment that is no tag (`wiki`). */
export function languageTagOf(segment: string): string | null {
  return LANGUAGE_TAG_SEGMENT.exec(segment)?.[1]?.toLowerCase() ?? null;
}

/** The language a path names by its first segment (`/pt-BR/x`: `pt`, `/en/x`: `en`); null where it names none. */
export function pathLanguageTag(pathname: string): string | null {
  return languageTagOf(pathname.split('/')[1] ?? '');
}

/** The site's language for a tag: its own where it offers it, English (no prefix) for any other (`de`, `en`). */
export function offeredLanguage(tag: string): Language {
  return isLanguage(tag) ? tag : DEFAULT_LANGUAGE;
}

/**
 * Where a path that is no page goes: the home page of the language its first segment names, in any case and with any
 * region (`/AR/x` and `/pt-BR/x` are Arabic and Portuguese, although only `/ar` and `/pt` are pages), or the English home.
 */
export function homePathFor(pathname: string): string {
  const tag = pathLanguageTag(pathname);
  return localizePath(tag === null ? DEFAULT_LANGUAGE : offeredLanguage(tag), '/');
}

/** Longest search a list's address keeps (its `q`): no crop, pet or mutation name comes close. */
export const MAX_SEARCH_LENGTH = 60;

/**
 * The list a wiki slug names by its prefix, checked in this order; any other slug names the crop wiki. A weather has no
 * page of its own, but a row of the weather page, which `…-weather-rain` searches.
 */
const LISTS_BY_SLUG_PREFIX: readonly (readonly [list: string, prefix: string])[] = [
  [PAGE_PATHS.eggIndex, WIKI_EGG_PREFIX],
  [PAGE_PATHS.gearIndex, WIKI_GEAR_PREFIX],
  [PAGE_PATHS.petIndex, WIKI_PET_PREFIX],
  [PAGE_PATHS.mutationIndex, WIKI_MUTATION_PREFIX],
  [PAGE_PATHS.weather, WIKI_WEATHER_PREFIX],
];

/**
 * Where a wiki address that is no page goes instead of home: the wiki list its slug would be in, by the slug's prefix,
 * searched for the slug's words, so a mistyped or outdated name still finds its page
 * (`/fr/wiki/grow-a-garden-carot` → `/fr/wiki?q=carot`, `/wiki/grow-a-garden-pet-dogg` → the pet index searched for
 * "dogg"). Null for an address outside the wiki.
 */
export function wikiListFor(pathname: string): string | null {
  const { language, path } = splitLanguage(pathname);
  const slug = /^\/wiki\/([^/]+)/.exec(path)?.[1];
  if (slug === undefined) return null;
  // A list's own address with more after it (`/wiki/grow-a-garden-pets/x`): that list.
  const list = Object.values(PAGE_PATHS).find((page) => page === `/wiki/${slug}`);
  if (list !== undefined) return localizePath(language, list);
  // A list named by its kind, with or without the site's prefix (`/wiki/pets`, `/wiki/grow-a-garden-pet`): that list.
  const bare = slug.startsWith(WIKI_CROP_PREFIX) ? slug.slice(WIKI_CROP_PREFIX.length) : slug;
  const byKind = LISTS_BY_SLUG_PREFIX.find(
    ([named, prefix]) => bare === prefix.slice(WIKI_CROP_PREFIX.length, -1) || `/wiki/${WIKI_CROP_PREFIX}${bare}` === named,
  );
  if (byKind !== undefined) return localizePath(language, byKind[0]);
  // An egg's slug starts as Egg Melon's and Egg Shroom's do: a mistyped one is far likelier an egg's (every egg against 2 crops).
  const [named, prefix] = LISTS_BY_SLUG_PREFIX.find(([, prefix]) => slug.startsWith(prefix)) ?? [PAGE_PATHS.wikiIndex, WIKI_CROP_PREFIX];
  const words = readableStart(slug.startsWith(prefix) ? slug.slice(prefix.length) : slug)
    .replace(/[-_+]+/g, ' ')
    .trim()
    .slice(0, MAX_SEARCH_LENGTH)
    .trim();
  const query = words === '' ? '' : `?${new URLSearchParams({ q: words })}`;
  return `${localizePath(language, named)}${query}`;
}

/**
 * The history state (React Router's location state) of an address whose query the site made, not the player: the list
 * a wiki address that is no page goes to (wikiListFor). The page shows that search, but it is not the player's last one
 * to keep (useUrlState) until they change the page.
 */
export const MADE_BY_SITE = 'made-by-site';

/**
 * A path segment's text as typed ("%D8%AC%D8%B2%D8%B1" → "جزر"), read as a list reads its search (the whole segment as
 * the one value, its `&` too): a `%` that starts no %-code is itself, and bytes that spell no text are U+FFFD. The text
 * ends at the first: such a slug is a link cut short inside a letter (`carr%E2%80`), whose readable start is what the
 * player followed, and what comes after is the cut's leftover (`%A` of `%E0%A4%A`), never a name to search for.
 */
function readableStart(segment: string): string {
  return new URLSearchParams(`q=${segment.replace(/&/g, '%26')}`).get('q')!.split('\uFFFD')[0]!;
}

/** The same page in every language, for hreflang alternates and the switcher. */
export function alternatePaths(path: string): Record<Language, string> {
  return Object.fromEntries(LANGUAGES.map((language) => [language, localizePath(language, path)])) as Record<Language, string>;
}
