/*
 * What a crop's harvest weighs and sells for on average, by the game's weight roll (formula.ts), rather than the
 * community wiki's "average" columns, which are the base weight and base value (formulas.md).
 */
import {
  clampWeightRatio,
  gameValueOf,
  HUGE_WEIGHT_MULTIPLIERS,
  hugeChanceOf,
  mutationMultiplierOf,
  unroundedValue,
  weightRollRatios,
} from './formula';
import { getVariant } from './mutationData';
import type { Crop } from './types';

/** What a plain fruit (Normal, no mutation) of this base value sells for at this share of its base weight. */
export function plainValueAtRatio(baseValue: number, ratio: number): number {
  return gameValueOf(unroundedValue(baseValue, mutationMultiplierOf([]), getVariant('normal').multiplier, clampWeightRatio(ratio)));
}

export interface AverageHarvest {
  /** The mean weight of a harvest, huge ones included, in kg. */
  readonly weightKg: number;
  /** The mean of what a plain fruit (Normal, no mutation) of that harvest sells for, unrounded. */
  readonly value: number;
}

/**
 * The mean harvest of a crop: every share of the roll as likely, huge with the crop's huge chance and then ×3 or ×4 as
 * likely, each fruit valued as the game values it (price floor, rounding). A weight boost from outside the roll (the
 * game's WeightMulti) is left out. Null when the crop's weight is unknown.
 */
export function averageHarvest(crop: Pick<Crop, 'baseValue' | 'weights'>): AverageHarvest | null {
  if (crop.weights === null) return null;
  const ratios = weightRollRatios();
  const huge = hugeChanceOf(crop.weights);
  const mean = (of: (ratio: number) => number) =>
    (1 - huge) * average(ratios.map(of)) +
    huge * average(ratios.flatMap((ratio) => HUGE_WEIGHT_MULTIPLIERS.map((times) => of(ratio * times))));
  return {
    weightKg: crop.weights.baseWeight * mean((ratio) => ratio),
    value: mean((ratio) => plainValueAtRatio(crop.baseValue, ratio)),
  };
}

function average(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}
