import type { ClockEvent, EventWindow } from '../../game/restock';
import type { SeedNote } from '../../game/shopFacts';
import type { Confidence, Currency, ItemRarity, OfflineCountdown, ShopKey } from '../../game/types';

/** A shop's restock clock as the stock page shows it (from data/shops/restock.json). */
export interface ShopClock {
  key: ShopKey;
  /** A shop's restock, or the quests' reset: the card's words for what it counts down to. */
  event: ClockEvent;
  intervalSeconds: number | null;
  offsetSeconds: number | null;
  offlineCountdown: OfflineCountdown;
  /** False where the server picks the moment, so the timing's confidence is that of that rule (RestockRule). */
  alignedToUtc: boolean | null;
  intervalConfidence: Confidence;
  alignmentConfidence: Confidence;
  /** The newest date the rule's sources name; null when they name none. */
  asOf: string | null;
  /** The days of the event the clock runs in; null for a shop that is not an event's. */
  eventWindow: EventWindow | null;
  /** The event was over by the day the game data is as of: its clock has no next restock. */
  eventOver: boolean;
}

/** How often fan pages say an egg is in a Pet Egg Shop restock, in percent (game/shopFacts.ts fanAppearancePercent). */
export interface FanAppearance {
  name: string;
  percent: number;
}

/** How a shop's StockChance field is read into a chance per restock (game/shops.ts STOCK_CHANCE_READINGS). */
export interface ChanceReading {
  kind: 'one-in-n' | 'unknown';
  confidence: Confidence | null;
}

/** A seed, gear or egg of a restocking shop, with what its StockChance gives when the shop's reading is known. */
export interface StockItem {
  /** The item's own page: a crop page for a seed, a gear or egg page; null when the site has none. */
  page: { kind: 'crop' | 'gear' | 'egg'; id: string } | null;
  name: string;
  shopKey: ShopKey;
  rarity: ItemRarity | null;
  price: number | null;
  currency: Currency | null;
  /** The game's raw StockChance field; null when the data has none. */
  stockChance: number | null;
  stockAmount: [number, number] | null;
  /**
   * Chance (0–1) it is in one restock; null where the reading is unknown. What it gives over the shop's restocks (the
   * next hour's, the wait) the page works out from its shop's clock.
   */
  chancePerRestock: number | null;
  asOf: string | null;
  confidence: string;
  /** What the page says beside the name: a seed known by name only, one the shop hides, sells for a limited time, or unlocks at a level. */
  notes: SeedNote[];
}

/** What the stock page is given by the build (stock.build.ts). */
export interface StockPageData {
  clocks: ShopClock[];
  readings: Partial<Record<ShopKey, ChanceReading>>;
  seeds: StockItem[];
  gear: StockItem[];
  eggs: StockItem[];
  /** The stocked eggs fans give an appearance rate for, in the shop's order. */
  eggAppearance: FanAppearance[];
}
