/*
 * The game's numbers for a fruit's sale, as formulas.md gives them (§1, §2): its rounding, the market tax, the crop
 * value formula (game module CalculatePlantValue)
 *   value = round( BaseValue × MutMulti × VariantMulti × clamp(W / BaseWeight, 0.95, 1e8)² )
 * with the market tax applied to the unrounded product before rounding, the weight roll, and the friend boost. Every
 * multiplier and rounding rule of a sale lives here, and the weight a crop is valued at when none is given; value.ts
 * applies them to a fruit.
 */
import { GameInputError } from './inputs';
import { toSureDigits } from './sureDigits';
import type { Crop, CropWeights } from './types';

// Rounding

/**
 * The game rounds with Luau `math.round`, which sends exact halves away from zero (3,068.5 → 3,069). JavaScript's
 * `Math.round` sends halves towards +∞, which differs only for negative halves, so the sign is handled here.
 */
export function roundHalfAwayFromZero(x: number): number {
  const r = Math.round(Math.abs(x));
  return x < 0 ? -r : r;
}

/**
 * Rounds exact halves to the even neighbour (3,068.5 → 3,068), as the community wiki's tables do. The game never rounds
 * this way; the formula page uses it only to show why the wiki's number is one less than the game's.
 */
export function roundHalfToEven(x: number): number {
  const floor = Math.floor(x);
  const fraction = x - floor;
  if (fraction !== 0.5) return Math.round(x);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The number lies exactly halfway between two whole numbers, where the two ways of rounding disagree. */
export function isExactHalf(x: number): boolean {
  return x - Math.floor(x) === 0.5;
}

/** numerator / denominator rounded half away from zero, exactly, for non-negative numerator and positive denominator. */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}

// Market tax (formulas.md §1): above one trillion the game passes the unrounded value through a piecewise-linear
// curve before rounding. These are the final points of the October 2025 roll-out; the last segment is extended past
// its end point.

export const MARKET_TAX_POINTS = [
  [0, 0],
  [1e12, 1e12],
  [20e12, 10e12],
  [50e12, 25e12],
  [100e12, 40e12],
  [750e12, 280e12],
] as const satisfies readonly (readonly [number, number])[];

/** Values at or below this are not taxed. */
export const MARKET_TAX_THRESHOLD: number = MARKET_TAX_POINTS[1][0];

/**
 * The game taxes a fruit only when its `FruitVersion` attribute is at least this (formulas.md §1). The sources do not say
 * which fruits carry a lower one, so the calculators tax every fruit, and the formula page says so.
 */
export const MARKET_TAX_MIN_FRUIT_VERSION = 1;

interface Segment {
  readonly x0: number;
  readonly y0: number;
  readonly slope: number;
}

const SEGMENTS: readonly Segment[] = MARKET_TAX_POINTS.slice(1).map(([x1, y1], index) => {
  const [x0, y0] = MARKET_TAX_POINTS[index] as readonly [number, number];
  return { x0, y0, slope: (y1 - y0) / (x1 - x0) };
});

/** The last segment starting at or below `at`, on the untaxed (`x0`) or the taxed (`y0`) side of the curve. */
function segmentAt(at: number, side: 'x0' | 'y0'): Segment {
  let segment = SEGMENTS[0] as Segment;
  for (const candidate of SEGMENTS) {
    if (at < candidate[side]) break;
    segment = candidate;
  }
  return segment;
}

/** Taxed value for an unrounded value; the identity up to the threshold. */
export function applyMarketTax(value: number): number {
  if (value <= MARKET_TAX_THRESHOLD) return value;
  const segment = segmentAt(value, 'x0');
  return segment.y0 + (value - segment.x0) * segment.slope;
}

/**
 * The unrounded value whose taxed value is `taxed` (the curve rises strictly, so this is well defined). Used by the
 * reverse calculator; the result is only a starting guess there, it is confirmed with the forward formula.
 */
export function invertMarketTax(taxed: number): number {
  if (taxed <= MARKET_TAX_THRESHOLD) return taxed;
  const segment = segmentAt(taxed, 'y0');
  return segment.x0 + (taxed - segment.y0) / segment.slope;
}

// The value formula

/** The weight a crop is valued at until someone gives one: its base weight, or null (also the base weight) when unknown. */
export function defaultWeightOf(crop: Crop): number | null {
  return crop.weights?.baseWeight ?? null;
}

/** Lower limit of W / BaseWeight: a lighter fruit sells as if it weighed 0.95 × BaseWeight. */
export const PRICE_FLOOR_RATIO = 0.95;
/** The smallest weight factor a fruit can have: the price floor's ratio, squared. */
export const PRICE_FLOOR_WEIGHT_FACTOR = PRICE_FLOOR_RATIO * PRICE_FLOOR_RATIO;
/** Upper limit of W / BaseWeight in the game (never reached in play; it keeps every result finite). */
export const MAX_WEIGHT_RATIO = 1e8;

export function clampWeightRatio(ratio: number): number {
  return Math.min(Math.max(ratio, PRICE_FLOOR_RATIO), MAX_WEIGHT_RATIO);
}

export function clampedWeightRatio(weightKg: number, baseWeight: number): number {
  return clampWeightRatio(weightKg / baseWeight);
}

/** MutMulti = max(1, 1 + Σ(m − 1)): mutations add, they do not multiply. */
export function mutationMultiplierOf(multipliers: readonly number[]): number {
  let sum = 1;
  for (const multiplier of multipliers) sum += multiplier - 1;
  return Math.max(1, sum);
}

/** The product before tax and rounding, multiplied in the game's order. */
export function unroundedValue(baseValue: number, mutationMultiplier: number, variantMultiplier: number, weightRatio: number): number {
  return baseValue * mutationMultiplier * variantMultiplier * (weightRatio * weightRatio);
}

/** Per-fruit game value: tax (if above the threshold), then round half away from zero. */
export function gameValueOf(unrounded: number): number {
  return roundHalfAwayFromZero(applyMarketTax(unrounded));
}

/*
 * The weight roll (formulas.md, "Fruit weight roll", the game's Calculate_Weight): a normal fruit weighs U × BaseWeight,
 * U one of 0.700, 0.701, …, 1.400, each as likely; with probability 1/HugeChance it is huge and its weight is then
 * multiplied by a whole number from 3 to 4.
 */

/** The lightest a normal harvest rolls, as a share of the base weight (the weight roll above). */
export const MIN_WEIGHT_RATIO = 0.7;
/** The heaviest a normal harvest rolls, as a share of the base weight. */
export const MAX_WEIGHT_ROLL_RATIO = 1.4;
/** The roll's steps in one base weight: U moves by a thousandth. */
export const WEIGHT_ROLL_STEPS_PER_UNIT = 1000;

/** Every share of the base weight a harvest that is not huge can roll (0.7, 0.701, …, 1.4), each as likely. */
export function weightRollRatios(): number[] {
  const first = Math.round(MIN_WEIGHT_RATIO * WEIGHT_ROLL_STEPS_PER_UNIT);
  const last = Math.round(MAX_WEIGHT_ROLL_RATIO * WEIGHT_ROLL_STEPS_PER_UNIT);
  return Array.from({ length: last - first + 1 }, (_, index) => (first + index) / WEIGHT_ROLL_STEPS_PER_UNIT);
}

/** The share of its base weight a harvest that is not huge weighs on average (1.05). */
export function meanWeightRollRatio(): number {
  const ratios = weightRollRatios();
  return ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
}

/** The lightest weight a normal harvest rolls, to a ten-thousandth of a kilogram as the data writes it (0.1925 kg). */
export function minWeightOf(baseWeight: number): number {
  return Math.round(MIN_WEIGHT_RATIO * baseWeight * 1e4) / 1e4;
}

export const HUGE_WEIGHT_MULTIPLIERS: readonly number[] = Object.freeze([3, 4]);

/**
 * The heaviest weight a harvest rolls: the top of the roll, huge at the largest multiplier (Moon Mango: 15 × 1.4 × 4 =
 * 84 kg), to a ten-thousandth of a kilogram as the data writes weights (Blueberry's 1.12 kg, not 1.1199999999999999).
 * A size boost from outside the roll (the game's WeightMulti) can make a fruit heavier, so this is no limit.
 */
export function largestRolledWeightOf(baseWeight: number): number {
  return Math.round(baseWeight * MAX_WEIGHT_ROLL_RATIO * Math.max(...HUGE_WEIGHT_MULTIPLIERS) * 1e4) / 1e4;
}

/**
 * The chance of a huge harvest (0–1): exactly 1/N where the sources state "1 in N", else the data's share, which is
 * rounded to 6 decimals (Mega Mushroom's 1 in 2,000,000 is stored as 0).
 */
export function hugeChanceOf(weights: Pick<CropWeights, 'hugeChance' | 'hugeChanceOneIn'>): number {
  return weights.hugeChanceOneIn === null ? weights.hugeChance : 1 / weights.hugeChanceOneIn;
}

// Friend boost (formulas.md §2): +10 % per friend in the server, at most 4 friends, applied to the per-fruit value as
// × (1 + p/100) and rounded half away from zero. Whether the game rounds again after the boost is unverified; the
// product spec asks for it.

export const FRIEND_BOOST_STEP = 10;
export const FRIEND_BOOST_MAX = 40;
/** 0, 10, 20, 30, 40. */
export const FRIEND_BOOST_OPTIONS: readonly number[] = Object.freeze(
  Array.from({ length: FRIEND_BOOST_MAX / FRIEND_BOOST_STEP + 1 }, (_, index) => index * FRIEND_BOOST_STEP),
);

export function requireBoost(value: unknown): number {
  if (typeof value !== 'number' || !FRIEND_BOOST_OPTIONS.includes(value)) {
    throw new GameInputError(
      'invalid-boost',
      'boostPercent',
      value,
      `boostPercent must be one of ${FRIEND_BOOST_OPTIONS.join(', ')} (got ${String(value)})`,
    );
  }
  return value;
}

/**
 * The boosted per-fruit price. `value` is the game's rounded per-fruit value, a double and so a whole number past
 * 2^53: the boost is done on it in integers (value × (100 + p) / 100), without a floating-point product's further
 * loss, and the price kept to the digits the value is sure of (toSureDigits).
 */
export function applyFriendBoost(value: number, boostPercent: number): bigint {
  const percent = BigInt(100 + boostPercent);
  return toSureDigits(divideRoundHalfAwayFromZero(BigInt(value) * percent, 100n));
}
