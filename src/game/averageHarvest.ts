/*
 * What a crop's harvest weighs and sells for on average, by the game's weight roll (formula.ts), rather than the
 * community wiki's "average" columns, which are the base weight and base value (formulas.md).
 */
import { HUGE_WEIGHT_MULTIPLIERS, hugeChanceOf, weightRollRatios } from './formula';
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
  // Sums over the roll, the huge ones over each multiplier too: a plain loop, as the calculator renders this on load.
  const ratios = weightRollRatios();
  let ratioSum = 0;
  let valueSum = 0;
  let hugeRatioSum = 0;
  let hugeValueSum = 0;
  for (const ratio of ratios) {
    ratioSum += ratio;
    valueSum += valueAt(ratio);
    for (const times of HUGE_WEIGHT_MULTIPLIERS) {
      hugeRatioSum += ratio * times;
      hugeValueSum += valueAt(ratio * times);
    }
  }
  const hugeCount = ratios.length * HUGE_WEIGHT_MULTIPLIERS.length;
  const mean = (sum: number, hugeSum: number) => (1 - huge) * (sum / ratios.length) + huge * (hugeSum / hugeCount);
  return { weightKg: crop.weights.baseWeight * mean(ratioSum, hugeRatioSum), value: mean(valueSum, hugeValueSum) };
}
