/*
 * A trade's worth: each side's total in Sheckles and the verdict for the player who gives one side for the other.
 * Fruit is valued exactly as it sells (no friend boost: that belongs to the seller's server, not to the fruit); anything
 * else is valued by the player. All arithmetic is on whole Sheckles as bigint, so no total is rounded but one holding a
 * fruit priced past 2^53, which is sure only to its first digits, and then only as far as those fruits are (toSureDigits). A module of its
 * own, apart from trade.ts, so the code home precaches for "Add to a trade" does not carry it.
 */
import { GameInputError } from './inputs';
import { LARGEST_WHOLE_DOUBLE, toSureDigits } from './sureDigits';
import { isTradeBand, TRADE_BANDS, type FruitValuer, type TradeItem, type TradeResult, type TradeVerdict } from './trade';

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

/**
 * A side's total, kept to the digits it is sure of when it holds a fruit priced past 2^53; and how far a difference to
 * it is sure (toSureDigits' `sureAs`). Only those fruits are unsure, so the total is rounded as far as their sum is sure
 * (a typed amount beside them, however large, keeps its digits down to that sum's last sure one), and the sum is 0, sure
 * to the unit, when the side holds none.
 */
function sideTotal(items: readonly TradeItem[], valueOfFruit: FruitValuer): [total: bigint, sureAs: bigint] {
  let total = 0n;
  let unsure = 0n;
  for (const item of items) {
    const value = tradeItemValue(item, valueOfFruit);
    if (item.kind === 'fruit' && value > LARGEST_WHOLE_DOUBLE * BigInt(item.quantity)) unsure += value;
    total += value;
  }
  return [toSureDigits(total, unsure), unsure];
}

export function tradeSideTotal(items: readonly TradeItem[], valueOfFruit: FruitValuer): bigint {
  return sideTotal(items, valueOfFruit)[0];
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

/**
 * The difference in percent of `smaller`, for display: four decimals exact, or, where those are all zero and the
 * difference is not (500 on 1,516,402,666), the quotient as a float, so that its sign and first digits show ("-0.000033 %",
 * not "+0 %" beside "-500").
 */
function percentOf(difference: bigint, smaller: bigint): number {
  const cut = Number((difference * PERCENT_SCALE) / smaller) / PERCENT_DIVISOR;
  return cut === 0 && difference !== 0n ? (Number(difference) / Number(smaller)) * 100 : cut;
}

export function compareTrade(give: readonly TradeItem[], get: readonly TradeItem[], band: number, valueOfFruit: FruitValuer): TradeResult {
  const [giveTotal, giveSureAs] = sideTotal(give, valueOfFruit);
  const [getTotal, getSureAs] = sideTotal(get, valueOfFruit);
  // The difference is sure only as far as the larger of the two sides' unsure sums.
  const sureAs = giveSureAs > getSureAs ? giveSureAs : getSureAs;
  const exact = getTotal - giveTotal;
  const difference = exact < 0n ? -toSureDigits(-exact, sureAs) : toSureDigits(exact, sureAs);
  const smaller = getTotal < giveTotal ? getTotal : giveTotal;
  return {
    give: giveTotal,
    get: getTotal,
    difference,
    percent: smaller === 0n ? null : percentOf(difference, smaller),
    verdict: tradeVerdict(giveTotal, getTotal, band),
  };
}
