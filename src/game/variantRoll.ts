/*
 * Which variant a harvested fruit gets: the game picks one by its roll weight (Item_Module; formulas.md, Variants). Read
 * at build time, by the formula page.
 */
import type { Variant } from './types';

/** A variant the harvest roll can give, with its weight and its chance in percent, without anything that raises it. */
export interface HarvestRoll {
  readonly variant: Variant;
  readonly weight: number;
  readonly chancePercent: number;
}

const rolledAtHarvest = (variant: Variant): boolean => variant.rollWeight !== null && variant.rollWeight > 0;

/** The variants the harvest roll can give, in the data's order: each one's weight over the weights of all of them. */
export function harvestRolls(variants: readonly Variant[]): HarvestRoll[] {
  const rolled = variants.filter(rolledAtHarvest);
  const total = rolled.reduce((sum, variant) => sum + variant.rollWeight!, 0);
  return rolled.map((variant) => ({ variant, weight: variant.rollWeight!, chancePercent: (100 * variant.rollWeight!) / total }));
}

/** The variants no harvest gives (the game's weight −1): other mechanics give them. */
export function neverRolledAtHarvest(variants: readonly Variant[]): Variant[] {
  return variants.filter((variant) => !rolledAtHarvest(variant));
}
