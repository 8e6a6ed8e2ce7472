/*
 * What a crop's harvest weighs and sells for on average, by the game's weight roll (formula.ts), rather than the
 * community wiki's "average" columns, which are the base weight and base value (formulas.md).
 */
import { HUGE_WEIGHT_MULTIPLIERS, hugeChanceOf, meanWeightRollRatio, weightRollRatios } from './formula';
import { plainValuesOf } from './plainValue';
import type { Crop } from './types';

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
  const huge = hugeChanceOf(crop.weights);
  const valueAt = plainValuesOf(crop.baseValue);
  // One plain loop over the roll (the huge fruits over each multiplier too), as the calculator renders this on load.
  const ratios = weightRollRatios();
  let valueSum = 0;
  let hugeValueSum = 0;
  for (const ratio of ratios) {
    valueSum += valueAt(ratio);
    for (const times of HUGE_WEIGHT_MULTIPLIERS) hugeValueSum += valueAt(ratio * times);
  }
  const hugeTimes = HUGE_WEIGHT_MULTIPLIERS.reduce((sum, times) => sum + times, 0) / HUGE_WEIGHT_MULTIPLIERS.length;
  return {
    weightKg: crop.weights.baseWeight * meanWeightRollRatio() * (1 - huge + huge * hugeTimes),
    value: (1 - huge) * (valueSum / ratios.length) + huge * (hugeValueSum / (ratios.length * HUGE_WEIGHT_MULTIPLIERS.length)),
  };
}
