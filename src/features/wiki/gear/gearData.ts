import type { GearSale, GearSoldIn } from '../../../game/gearSale';
import type { GearRecord } from '../../../game/schema';
import type { Confidence, Tier } from '../../../game/types';
import type { LocalizedProse } from '../../../lib/localizedProse';

/** A gear as its page and the gear index show it. */
export type GearFacts = Pick<
  GearRecord,
  'id' | 'name' | 'rarity' | 'price' | 'currency' | 'shopKey' | 'stockChance' | 'stockAmount' | 'robuxFallbackPrice' | 'asOf' | 'confidence'
> & {
  sale: GearSale;
  /** Which event's shop or which Traveling Merchant sells it, where the data names one (game/gearSale.ts gearSoldIn). */
  soldIn: GearSoldIn | null;
  /** What it does, from the research, in every language a translation gives; null where unknown. */
  effect: LocalizedProse | null;
  /** How sure the reading of its shop's StockChance as 1 in N per restock is (game/shops.ts); null where it is not read so. */
  readingConfidence: Confidence | null;
  /** From game/shops.ts where the shop's StockChance reading is known; null elsewhere. */
  chancePerRestock: number | null;
  chanceWithinHour: number | null;
  expectedWaitSeconds: number | null;
};

export interface GearPageData {
  gear: GearFacts;
}

/** A gear as the index lists it: its rarity as a tier, which the index filters by. */
export type IndexedGear = Pick<GearFacts, 'id' | 'name' | 'price' | 'currency' | 'sale' | 'asOf' | 'confidence'> & { tier: Tier };

export interface GearIndexData {
  gear: IndexedGear[];
}
