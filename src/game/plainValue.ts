/* What a plain fruit (Normal, no mutation) sells for by its weight alone: a crop's price floor and its average harvest. */
import { clampWeightRatio, gameValueOf, mutationMultiplierOf, unroundedValue } from './formula';
import { getVariant } from './mutationData';

/** What a plain fruit of this base value sells for at each share of its base weight (the price floor applied). */
export function plainValuesOf(baseValue: number): (ratio: number) => number {
  const mutations = mutationMultiplierOf([]);
  const normal = getVariant('normal').multiplier;
  return (ratio) => gameValueOf(unroundedValue(baseValue, mutations, normal, clampWeightRatio(ratio)));
}
