import type { TFunction } from 'i18next';
import { PAGE_PATHS } from '../../lib/paths';
import type { Crumb } from '../../lib/structuredData';

/** The egg, gear and weather lists: each one's crumb and address. */
const SHOP_LISTS = {
  eggs: { name: 'shops.eggs.breadcrumb', path: PAGE_PATHS.eggIndex },
  gear: { name: 'shops.gear.breadcrumb', path: PAGE_PATHS.gearIndex },
  weather: { name: 'shops.weather.breadcrumb', path: PAGE_PATHS.weather },
} as const;

export type ShopList = keyof typeof SHOP_LISTS;

/**
 * The trail to a shop list, or to one of its items (`item`): the site, the wiki, the list. The page shows it
 * (Breadcrumbs) and its head gives the same to search engines (shopMeta.ts), so the two never part.
 */
export function shopTrail(t: TFunction, list: ShopList, item?: Crumb): Crumb[] {
  const { name, path } = SHOP_LISTS[list];
  return [
    { name: t('site.name'), path: PAGE_PATHS.cropCalculator },
    { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
    { name: t(name), path },
    ...(item === undefined ? [] : [item]),
  ];
}
