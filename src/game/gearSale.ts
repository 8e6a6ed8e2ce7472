/*
 * Where a gear is sold, as its page and the gear index say it: the kind of shop (gearSale), and which event's shop or
 * merchant (gearSoldIn). A module of their own, not game/shopFacts.ts: that module is in the chunk every offline worker
 * keeps (the stock page reads it), and these are read by the gear pages only (0.37 KB gzip of the Arabic precache).
 */
import { dataMonthIn } from './dataMonth';
import type { GearRecord } from './schema';

/**
 * Where a gear is sold, as a page can say it (gearSale: from the shop that restocks it and its price), in the order a
 * list of them goes: the Gear Shop first, unknown last.
 */
export const GEAR_SALES = ['gear-shop', 'event', 'merchant', 'pet-shop', 'pet-shop-tier-2-2026', 'not-sold', 'unknown'] as const;
export type GearSale = (typeof GEAR_SALES)[number];

/** The 2026 game ShopTabData lists the gear in the pet shop's "Tier 2" tab (the research's `stillSold`). */
const IN_2026_PET_SHOP_TIER_2 = /2026 pet-shop Tier 2 tab|pet-shop 'Tier 2' tab in 2026/i;

/** The Pet Egg Shop named as the place a 2025 copy sells it: that shop's gear tab. */
const soldInPetShop = (soldIn: GearRecord['soldIn']) => soldIn !== null && /^Pet Egg Shop/.test(soldIn);

/**
 * Read from the record's fields: a Gear Shop clock means the Gear Shop's last copy sold it; an event or merchant clock,
 * only while that event or merchant runs. A gear the 2026 pet shop's Tier 2 tab lists is sold there, whatever the 2025
 * copies said (its gear tab, or no shop at all: gearSoldIn says which); the newest data says where to find it now.
 * Otherwise the Pet Egg Shop named as the place it is sold, that shop's gear tab. A price with no shop is a gear the game
 * hides from every shop (DisplayInShop false), so it counts as not sold, as does no price at all. "Unknown" where the
 * data holds the name only.
 */
export function gearSale(gear: Pick<GearRecord, 'shopKey' | 'soldIn' | 'stillSold'>): GearSale {
  if (gear.shopKey === 'gear') return 'gear-shop';
  if (gear.shopKey === 'event-shops') return 'event';
  if (gear.shopKey === 'traveling-merchant') return 'merchant';
  if (IN_2026_PET_SHOP_TIER_2.test(gear.stillSold)) return 'pet-shop-tier-2-2026';
  if (soldInPetShop(gear.soldIn)) return 'pet-shop';
  return /^no price data/i.test(gear.stillSold) ? 'unknown' : 'not-sold';
}

/**
 * An event's shop, by the event's game name, with the month the data dates it by (YYYY-MM), or a merchant by its name;
 * for a gear in the 2026 pet shop's Tier 2 tab, where the 2025 copies had it: the pet shop's gear tab, or no shop.
 */
export type GearSoldIn =
  | { kind: 'event'; event: string; month: string | null }
  | { kind: 'merchant'; merchant: string }
  | { kind: 'before-2026'; sale: 'pet-shop' | 'not-sold' };

/** The data's "Fall Market gear shop (Sep 2025)", "Zen event shop (Jul 2025)": the event's name, then a month. */
const EVENT_SHOP = /^(.+?) (?:event|gear) shop(?: \((.+)\))?$/;
const MERCHANT = /^.+ Traveling Merchant$/;

/**
 * Which event's shop or merchant sells a gear whose `sale` (gearSale) is at an event or by a merchant, where its
 * `soldIn` names it; where the 2025 copies had a gear now in the 2026 pet shop's Tier 2 tab; null for any other sale. A
 * `soldIn` in no form the data writes is a fault in the data: it throws.
 */
export function gearSoldIn(sale: GearSale, soldIn: GearRecord['soldIn']): GearSoldIn | null {
  if (sale === 'pet-shop-tier-2-2026') return { kind: 'before-2026', sale: soldInPetShop(soldIn) ? 'pet-shop' : 'not-sold' };
  if ((sale !== 'event' && sale !== 'merchant') || soldIn === null) return null;
  if (MERCHANT.test(soldIn)) return { kind: 'merchant', merchant: soldIn };
  const event = EVENT_SHOP.exec(soldIn);
  if (event === null) throw new Error(`gear.json soldIn "${soldIn}" names no event's shop or merchant`);
  const month = event[2] === undefined ? null : dataMonthIn(event[2]);
  if (event[2] !== undefined && month === null) throw new Error(`gear.json soldIn "${soldIn}" dates it by no month`);
  return { kind: 'event', event: event[1]!, month: month?.month ?? null };
}
