/*
 * How far a whole amount worked out in floating point is sure. Its own module, free of the engine's data and of any
 * work at load, so the page's number formatting (lib/format.ts), which every page and the formatting worker load,
 * takes its rule (SURE_DIGITS, which Intl applies to a double) and nothing else of the engine.
 */

/**
 * The significant digits floating point is sure of (a double's DBL_DIG). Past 2^53 a double no longer holds every whole
 * number, and a value worked out there in floating point, as the game works it out (products and the market tax's
 * slope, each rounded to a double), is right to about this many digits, not to the unit: a Rainbow Frozen Moon Mango
 * of 1,000,000 kg is worth 41,028,717,948,717,948.7… by the formula, and the double 41,028,717,948,717,952.
 */
export const SURE_DIGITS = 15;

/** 2^53 − 1 (Number.MAX_SAFE_INTEGER): up to here a double holds every whole number. */
export const LARGEST_WHOLE_DOUBLE = 9_007_199_254_740_991n;

/**
 * A whole amount of at least 0 worked out in floating point (a price), as far as it is sure: up to 2^53 every digit;
 * past it its first SURE_DIGITS digits, rounded half up, then zeros (41,028,717,948,718,000), so no digit shown is the
 * double's binary tail. `sureAs` rounds it to the digits another amount is sure of instead: a difference to such an
 * amount is sure no further than the amount itself.
 */
export function toSureDigits(amount: bigint, sureAs = amount): bigint {
  if (sureAs <= LARGEST_WHOLE_DOUBLE) return amount;
  const unit = 10n ** BigInt(sureAs.toString().length - SURE_DIGITS);
  // Half a unit added before the cut rounds half up (unit is a power of ten, so its half is whole).
  return ((amount + unit / 2n) / unit) * unit;
}
