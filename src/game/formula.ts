/*
 * The crop value formula of formulas.md §1 (game module CalculatePlantValue):
 *   value = round( BaseValue × MutMulti × VariantMulti × clamp(W / BaseWeight, 0.95, 1e8)² )
 * with the market tax applied to the unrounded product before rounding.
 */
import { applyMarketTax } from './marketTax';
import { roundHalfAwayFromZero } from './rounding';

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

/**
 * The weight roll (formulas.md, "Fruit weight roll"): a normal fruit weighs 0.7 to 1.4 × BaseWeight; with
 * probability 1/HugeChance it is huge and its weight is multiplied by a whole number from 3 to 4.
 */
/** The lightest a normal harvest rolls, as a share of the base weight (the weight roll above). */
export const MIN_WEIGHT_RATIO = 0.7;

/** The lightest weight a normal harvest rolls, to a ten-thousandth of a kilogram as the data writes it (0.1925 kg). */
export function minWeightOf(baseWeight: number): number {
  return Math.round(MIN_WEIGHT_RATIO * baseWeight * 1e4) / 1e4;
}

export const HUGE_WEIGHT_MULTIPLIERS: readonly number[] = Object.freeze([3, 4]);
