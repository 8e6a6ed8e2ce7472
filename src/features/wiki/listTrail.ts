import type { TFunction } from 'i18next';
import { PAGE_PATHS } from '../../lib/paths';
import type { Crumb } from '../../lib/structuredData';

/** The wiki's lists under its index (eggs, gear, weather, pets, mutations): each one's crumb and address. */
const WIKI_LISTS = {
  eggs: { name: 'shops.eggs.breadcrumb', path: PAGE_PATHS.eggIndex },
  gear: { name: 'shops.gear.breadcrumb', path: PAGE_PATHS.gearIndex },
  weather: { name: 'shops.weather.breadcrumb', path: PAGE_PATHS.weather },
  pets: { name: 'wiki.pet.breadcrumb', path: PAGE_PATHS.petIndex },
  mutations: { name: 'wiki.mutations.breadcrumb', path: PAGE_PATHS.mutationIndex },
} as const;

export type WikiList = keyof typeof WIKI_LISTS;

/**
 * The trail to one of the wiki's lists, or to one of its items (`item`): the site, the wiki, the list. The page shows it
 * (Breadcrumbs) and its head gives the same to search engines (breadcrumbList), so the two never part.
 */
export function wikiListTrail(t: TFunction, list: WikiList, item?: Crumb): Crumb[] {
  const { name, path } = WIKI_LISTS[list];
  return [
    { name: t('site.name'), path: PAGE_PATHS.cropCalculator },
    { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
    { name: t(name), path },
    ...(item === undefined ? [] : [item]),
  ];
}
