/*
 * The page table: every page of the site, once. Routes, the header's navigation, the texts a page loads, the
 * prerender and the boot script all read it, so adding a page is adding a row here (and its route module).
 */
import type { Params } from 'react-router';
import type { PageTextSection } from '../i18n/i18n';
import type { PageModule } from '../lib/pageMeta';
import { isEggSlug, PAGE_PATHS, WIKI_GEAR_PREFIX, WIKI_MUTATION_PREFIX, WIKI_PET_PREFIX } from '../lib/paths';

/**
 * A route module as the page table holds it: each is typed by its own props (`satisfies PageModule<Props>`), and its
 * `load` result only ever reaches its own `meta` and `Component` (see Page.tsx), so the table need not know them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyPageModule = PageModule<any>;

export interface PageDefinition {
  /** Unprefixed route path; `:name` marks a parameter. */
  path: string;
  /** The route module, under src/features/. */
  module: string;
  /** The sections of the texts the page shows besides the common one. */
  texts: readonly PageTextSection[];
  /**
   * For pages that share a path with a parameter: whether this page serves the parameters. Such pages are tried in
   * table order, and the one without `claims` serves the rest.
   */
  claims?: (params: Readonly<Params>) => boolean;
  /**
   * The page's build-time module, under src/features/ (see src/app/pageBuild.ts): the paths to prerender, for a path
   * with parameters, and the data each page is given. Browsers never load it.
   */
  build?: string;
  /** Shown in the header's navigation under this label; `end` when only the exact path is the page. */
  nav?: { label: 'nav.cropCalculator' | 'nav.petCalculator' | 'nav.values' | 'nav.trade' | 'nav.stock' | 'nav.wiki'; end: boolean };
}

export const PAGES = {
  crop: {
    path: PAGE_PATHS.cropCalculator,
    module: 'crop-calculator/route.tsx',
    build: 'crop-calculator/cropCalculator.build.ts',
    texts: ['crop'],
    nav: { label: 'nav.cropCalculator', end: true },
  },
  pet: {
    path: PAGE_PATHS.petCalculator,
    module: 'pet-calculator/route.tsx',
    texts: ['pet'],
    nav: { label: 'nav.petCalculator', end: true },
  },
  values: {
    path: PAGE_PATHS.valueList,
    module: 'value-list/route.tsx',
    build: 'value-list/valueList.build.ts',
    texts: ['values'],
    nav: { label: 'nav.values', end: true },
  },
  trade: {
    path: PAGE_PATHS.tradeChecker,
    module: 'trade-checker/route.tsx',
    // A fruit is edited with the crop calculator's pickers, which speak in the crop texts: those load with the first
    // fruit (see loadFruitEntries in trade-checker/tradeState.ts).
    texts: ['trade'],
    nav: { label: 'nav.trade', end: true },
  },
  stock: {
    path: PAGE_PATHS.stock,
    module: 'stock/stockRoute.tsx',
    build: 'stock/stock.build.ts',
    texts: ['stock'],
    nav: { label: 'nav.stock', end: true },
  },
  formula: {
    path: PAGE_PATHS.valueFormula,
    module: 'formula/route.tsx',
    build: 'formula/formulaPage.build.ts',
    texts: ['formula'],
  },
  wikiIndex: {
    path: PAGE_PATHS.wikiIndex,
    module: 'wiki/indexRoute.tsx',
    build: 'wiki/wikiIndex.build.ts',
    texts: ['wiki'],
    nav: { label: 'nav.wiki', end: false },
  },
  petIndex: {
    path: PAGE_PATHS.petIndex,
    module: 'wiki/petIndexRoute.tsx',
    build: 'wiki/petIndex.build.ts',
    texts: ['wiki'],
  },
  wikiPet: {
    path: `${PAGE_PATHS.wikiIndex}/:slug`,
    module: 'wiki/petRoute.tsx',
    build: 'wiki/petPage.build.ts',
    texts: ['wiki'],
    claims: ({ slug }) => slug?.startsWith(WIKI_PET_PREFIX) === true,
  },
  mutationIndex: {
    path: PAGE_PATHS.mutationIndex,
    module: 'wiki/mutationIndexRoute.tsx',
    build: 'wiki/mutationIndex.build.ts',
    texts: ['wiki'],
  },
  wikiMutation: {
    path: `${PAGE_PATHS.wikiIndex}/:slug`,
    module: 'wiki/mutationRoute.tsx',
    build: 'wiki/mutationPage.build.ts',
    // The combination rules are worded by the calculator's mutation texts (src/ui/fruit/mutationText.ts).
    texts: ['wiki', 'crop'],
    claims: ({ slug }) => slug?.startsWith(WIKI_MUTATION_PREFIX) === true,
  },
  eggIndex: {
    path: PAGE_PATHS.eggIndex,
    module: 'wiki/eggIndexRoute.tsx',
    build: 'wiki/eggIndex.build.ts',
    texts: ['wiki', 'shops'],
  },
  wikiEgg: {
    path: `${PAGE_PATHS.wikiIndex}/:slug`,
    module: 'wiki/eggRoute.tsx',
    build: 'wiki/eggPage.build.ts',
    texts: ['wiki', 'shops'],
    claims: ({ slug }) => isEggSlug(slug),
  },
  gearIndex: {
    path: PAGE_PATHS.gearIndex,
    module: 'wiki/gearIndexRoute.tsx',
    build: 'wiki/gearIndex.build.ts',
    texts: ['wiki', 'shops'],
  },
  wikiGear: {
    path: `${PAGE_PATHS.wikiIndex}/:slug`,
    module: 'wiki/gearRoute.tsx',
    build: 'wiki/gearPage.build.ts',
    texts: ['wiki', 'shops'],
    claims: ({ slug }) => slug?.startsWith(WIKI_GEAR_PREFIX) === true,
  },
  weather: {
    path: PAGE_PATHS.weather,
    module: 'wiki/weatherRoute.tsx',
    build: 'wiki/weather.build.ts',
    texts: ['wiki', 'shops'],
  },
  wikiCrop: {
    path: `${PAGE_PATHS.wikiIndex}/:slug`,
    module: 'wiki/cropRoute.tsx',
    build: 'wiki/cropPage.build.ts',
    texts: ['wiki'],
  },
} as const satisfies Record<string, PageDefinition>;

export type PageKey = keyof typeof PAGES;
export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

/** A page's row of the table, as every row's type (optional fields included). */
export const definitionOf = (page: PageKey): PageDefinition => PAGES[page];

/** Which of the pages sharing a path serves these parameters (see `claims`). */
export function pageForParams(pages: readonly PageKey[], params: Readonly<Params>): PageKey | undefined {
  const claims = (page: PageKey): PageDefinition['claims'] => (PAGES[page] as PageDefinition).claims;
  return pages.find((page) => claims(page)?.(params)) ?? pages.find((page) => !claims(page));
}

// One chunk per route module, loaded when its page is first shown.
const routeModules = import.meta.glob<{ default: AnyPageModule } | undefined>('../features/*/*{route,Route}.tsx');

/** The source path of a page's route module, as Vite's manifest names it. */
export function pageModuleSource(page: PageKey): string {
  return `src/features/${PAGES[page].module}`;
}

/** A page's route module; undefined when its chunk failed after a deploy and the page is reloading (see loadFailure.ts). */
export async function loadPageModule(page: PageKey): Promise<AnyPageModule | undefined> {
  const load = routeModules[`../features/${PAGES[page].module}`];
  if (!load) throw new Error(`no route module at src/features/${PAGES[page].module}`);
  return (await load())?.default;
}
