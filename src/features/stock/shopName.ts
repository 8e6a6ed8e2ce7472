import type { TFunction } from 'i18next';
import type { ShopKey } from '../../game/types';

/**
 * The shops the game names, by the names it gives them: game names stay as the game writes them, so they are the same
 * in every language and kept here once, not in each language's texts. The 2026 bee egg shop is not one: its name is
 * only in the game's code (BeeColonyEggShopService), never on a screen the sources show, so the page describes it.
 */
export const GAME_SHOP_NAMES = {
  seed: 'Seed Shop',
  gear: 'Gear Shop',
  egg: 'Pet Egg Shop',
  cosmetic: 'Cosmetic Shop',
  'traveling-merchant': 'Traveling Merchant',
} as const satisfies Partial<Record<ShopKey, string>>;

const isGameNamed = (key: ShopKey): key is keyof typeof GAME_SHOP_NAMES => Object.hasOwn(GAME_SHOP_NAMES, key);

/** A shop's name on the page: the game's, or the page's own words for a tab, a group of shops or a quest clock. */
export function shopName(t: TFunction, key: ShopKey): string {
  return isGameNamed(key) ? GAME_SHOP_NAMES[key] : t(`stock.shops.${key}.name`);
}
