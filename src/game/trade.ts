/*
 * A trade's worth: each side's total in Sheckles and the verdict for the player who gives one side for the other.
 * Fruit is valued exactly as it sells (no friend boost: that belongs to the seller's server, not to the fruit); anything
 * else is valued by the player. All arithmetic is on whole Sheckles as bigint, so no total is ever rounded.
 */
import { GameInputError } from './inputs';
import type { VariantId } from './types';

/**
 * How far the sides may differ and still be a fair trade, in percent of the side worth less (how much more the other is
 * worth than it), so that swapping the sides swaps a win and a loss; 5 unless the player chooses.
 */
export const TRADE_BANDS = [2, 5, 10] as const;
export type TradeBand = (typeof TRADE_BANDS)[number];
export const DEFAULT_TRADE_BAND: TradeBand = 5;

/** Items per side, as many as a trade can hold. */
export const MAX_TRADE_ITEMS = 12;

export interface TradeFruit {
  readonly kind: 'fruit';
  readonly cropId: string;
  /** Null for a crop whose weight is unknown (valued at its base weight). */
  readonly weightKg: number | null;
  readonly variantId: VariantId;
  readonly mutationIds: readonly string[];
  readonly quantity: number;
}

/** Anything the site has no exact value for (a pet, say): the player types what it is worth. */
export interface TradeCustomItem {
  readonly kind: 'custom';
  readonly sheckles: bigint;
}

export type TradeItem = TradeFruit | TradeCustomItem;

export type TradeVerdict = 'win' | 'fair' | 'loss';

export interface TradeResult {
  readonly give: bigint;
  readonly get: bigint;
  /** get − give. */
  readonly difference: bigint;
  /**
   * How much more the side worth more is worth than the other, in percent of that other ("you get 5.2 % more than you
   * give"): positive when you get more, negative when you give more; null when a side is worth nothing (no percentage
   * of nothing).
   */
  readonly percent: number | null;
  readonly verdict: TradeVerdict;
}

export function isTradeBand(value: number): value is TradeBand {
  return (TRADE_BANDS as readonly number[]).includes(value);
}

/**
 * What a fruit of the trade is worth: tradeFruitValue (value.ts), the only valuer. It is passed in rather than
 * imported so the trade's own rules need no crop data: a page with no fruit in its trade never loads any.
 */
export type FruitValuer = (fruit: TradeFruit) => bigint;

/** An item's worth in Sheckles: for fruit, every fruit of it as it sells. */
export function tradeItemValue(item: TradeItem, valueOfFruit: FruitValuer): bigint {
  if (item.kind === 'custom') {
    if (typeof item.sheckles !== 'bigint' || item.sheckles < 0n) {
      throw new GameInputError('invalid-sheckles', 'sheckles', item.sheckles, `a typed value must be a whole number of at least 0`);
    }
    return item.sheckles;
  }
  return valueOfFruit(item);
}

export function tradeSideTotal(items: readonly TradeItem[], valueOfFruit: FruitValuer): bigint {
  return items.reduce((total, item) => total + tradeItemValue(item, valueOfFruit), 0n);
}

/**
 * Win when what you get is worth more than what you give by more than the band (in percent of what you give), loss when
 * what you give is worth more than what you get by more than the band (in percent of what you get), fair otherwise (a
 * difference of exactly the band is fair). The same two sides swapped give the opposite verdict: 1,000,000 for 1,052,000
 * is a win by 5.2 %, and 1,052,000 for 1,000,000 a loss by 5.2 %. Giving nothing wins anything, getting nothing loses
 * anything, and nothing for nothing is fair.
 */
export function tradeVerdict(give: bigint, get: bigint, band: number): TradeVerdict {
  if (!isTradeBand(band)) throw new GameInputError('invalid-band', 'band', band, `band must be one of ${TRADE_BANDS.join(', ')}`);
  // get > give × (1 + band/100), and the same the other way, in whole numbers.
  if (get * 100n > give * BigInt(100 + band)) return 'win';
  if (give * 100n > get * BigInt(100 + band)) return 'loss';
  return 'fair';
}

/** Four decimals of the percentage are kept exact (then cut, not rounded) before it becomes a number for display. */
const PERCENT_SCALE = 1_000_000n;
const PERCENT_DIVISOR = 10_000;

export function compareTrade(give: readonly TradeItem[], get: readonly TradeItem[], band: number, valueOfFruit: FruitValuer): TradeResult {
  const giveTotal = tradeSideTotal(give, valueOfFruit);
  const getTotal = tradeSideTotal(get, valueOfFruit);
  const difference = getTotal - giveTotal;
  const smaller = getTotal < giveTotal ? getTotal : giveTotal;
  return {
    give: giveTotal,
    get: getTotal,
    difference,
    percent: smaller === 0n ? null : Number((difference * PERCENT_SCALE) / smaller) / PERCENT_DIVISOR,
    verdict: tradeVerdict(giveTotal, getTotal, band),
  };
}
