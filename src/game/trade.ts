/*
 * A trade: its items, its bands and its limits, which its link and the crop calculator's "Add to a trade" read too.
 * What it is worth is in tradeWorth.ts, which only the trade checker loads.
 */
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
