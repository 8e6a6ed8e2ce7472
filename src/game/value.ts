/* Crop value and sell price for one fruit configuration (formulas.md §1–2), and a trade's fruit as it sells. */
import {
  applyFriendBoost,
  clampedWeightRatio,
  clampWeightRatio,
  gameValueOf,
  MARKET_TAX_THRESHOLD,
  mutationMultiplierOf,
  PRICE_FLOOR_RATIO,
  requireBoost,
  roundHalfAwayFromZero,
  unroundedValue,
} from './formula';
import { GameInputError, requireCrop, requireQuantity, requireWeight, type CropLookup } from './inputs';
import { getVariant, mutationAt, mutationIndicesOf, restrictionWarnings, type RestrictionWarning } from './mutationData';
import { resolveIndices, type MutationChange } from './mutationRules';
import type { TradeFruit } from './trade';
import type { Crop, Variant, VariantId } from './types';

export interface FruitInput {
  /** The crop, as the caller's crops give it (see inputs.ts): the engine resolves no crop id itself. */
  readonly crop: Crop;
  /** A VariantId; any other string is rejected. */
  readonly variantId: string;
  /** Distinct mutation ids; the engine resolves them to the set the game would keep. */
  readonly mutationIds: readonly string[];
}

export interface CropValueInput extends FruitInput {
  /**
   * The fruit's weight in kg, or null for a fruit at its crop's base weight. A crop whose weight the sources do not
   * know (crop.weights null) can only be valued at its base weight: a number is rejected with `unknown-weight`.
   */
  readonly weightKg: number | null;
}

export interface CropValueResult {
  readonly cropId: string;
  readonly variantId: VariantId;
  /** As given: null stands for the crop's base weight. */
  readonly weightKg: number | null;
  /** Rounded per-fruit game value in Sheckles (after the market tax, before any friend boost). */
  readonly value: number;
  /** W / BaseWeight after the clamp to [0.95, 1e8]. */
  readonly weightRatio: number;
  /** weightRatio². */
  readonly weightFactor: number;
  /** The fruit is lighter than the price-floor weight, so it sells as if it weighed that. */
  readonly priceFloorApplied: boolean;
  /** Null when the crop's weight is unknown. */
  readonly priceFloorWeight: number | null;
  readonly variantMultiplier: number;
  /** MutMulti = max(1, 1 + Σ(m − 1)) over the resolved mutations. */
  readonly mutationMultiplier: number;
  /** variantMultiplier × mutationMultiplier. */
  readonly totalMultiplier: number;
  /** The value rounded the same way but without the market tax; equals `value` when no tax applied. */
  readonly valueBeforeTax: number;
  readonly marketTaxApplied: boolean;
  /** The mutations the fruit really holds after the combination rules (data order). */
  readonly resolvedMutationIds: readonly string[];
  /** The rules that changed the requested mutations (empty when the request was a legal set). */
  readonly mutationChanges: readonly MutationChange[];
  /** Resolved mutations the sources do not report on this crop (allowed, but flagged). */
  readonly restrictionWarnings: readonly RestrictionWarning[];
}

export interface SellPriceInput extends CropValueInput {
  /** 0–40 in steps of 10. */
  readonly boostPercent: number;
  /** Number of identical fruits, a positive integer. */
  readonly quantity: number;
}

export interface SellPriceResult extends CropValueResult {
  readonly boostPercent: number;
  readonly quantity: number;
  /** round(value × (1 + boost/100)), exact. */
  readonly perFruit: bigint;
  /** perFruit × quantity, exact. */
  readonly total: bigint;
}

/** A validated, resolved fruit configuration; everything except the weight. */
export interface FruitContext {
  readonly crop: Crop;
  readonly variant: Variant;
  readonly resolvedIndices: readonly number[];
  readonly resolvedMutationIds: readonly string[];
  readonly mutationChanges: readonly MutationChange[];
  readonly mutationMultiplier: number;
}

/** The given crop, refused as `unknown-crop` when it is not one (a lookup's miss passed on, say). */
function requireGivenCrop(crop: unknown): Crop {
  const given = crop as Partial<Crop> | null | undefined;
  if (typeof given !== 'object' || given === null || typeof given.id !== 'string' || typeof given.baseValue !== 'number') {
    throw new GameInputError('unknown-crop', 'cropId', given?.id ?? crop, 'No crop given');
  }
  return crop as Crop;
}

export function prepareFruit(input: FruitInput): FruitContext {
  const crop = requireGivenCrop(input.crop);
  const variant = getVariant(input.variantId);
  const { indices, changes } = resolveIndices(mutationIndicesOf(input.mutationIds), true);
  return {
    crop,
    variant,
    resolvedIndices: indices,
    resolvedMutationIds: indices.map((index) => mutationAt(index).id),
    mutationChanges: changes,
    mutationMultiplier: mutationMultiplierOf(indices.map((index) => mutationAt(index).multiplier)),
  };
}

/** Unrounded, untaxed value of the fruit at a weight ratio. */
export function unroundedValueAt(fruit: FruitContext, weightRatio: number): number {
  return unroundedValue(fruit.crop.baseValue, fruit.mutationMultiplier, fruit.variant.multiplier, weightRatio);
}

/** Per-fruit game value at a weight of a crop whose base weight is known (no validation; the reverse search's hot path). */
export function valueAtWeight(fruit: FruitContext, baseWeight: number, weightKg: number): number {
  return gameValueOf(unroundedValueAt(fruit, clampedWeightRatio(weightKg, baseWeight)));
}

/** A validated weight: a positive number for a crop of known weight, or null (the base weight) for any crop. */
export function requireFruitWeight(crop: Crop, weightKg: unknown): number | null {
  if (weightKg === null) return null;
  if (crop.weights === null) {
    throw new GameInputError(
      'unknown-weight',
      'weightKg',
      weightKg,
      `${crop.id} has no known base weight: value it at null (its base weight)`,
    );
  }
  return requireWeight(weightKg);
}

/** W / BaseWeight before the clamp; exactly 1 at the base weight. */
function rawWeightRatio(crop: Crop, weightKg: number | null): number {
  if (weightKg === null) return 1;
  if (crop.weights === null) throw new Error(`evaluateFruit: ${crop.id} has no known weight (validate with requireFruitWeight)`);
  return weightKg / crop.weights.baseWeight;
}

/** Values a prepared fruit at a weight checked by requireFruitWeight. */
export function evaluateFruit(fruit: FruitContext, weightKg: number | null): CropValueResult {
  const { crop, variant } = fruit;
  const rawRatio = rawWeightRatio(crop, weightKg);
  const weightRatio = clampWeightRatio(rawRatio);
  const unrounded = unroundedValueAt(fruit, weightRatio);
  return {
    cropId: crop.id,
    variantId: variant.id,
    weightKg,
    value: gameValueOf(unrounded),
    weightRatio,
    weightFactor: weightRatio * weightRatio,
    priceFloorApplied: rawRatio < PRICE_FLOOR_RATIO,
    priceFloorWeight: crop.weights?.priceFloorWeight ?? null,
    variantMultiplier: variant.multiplier,
    mutationMultiplier: fruit.mutationMultiplier,
    totalMultiplier: variant.multiplier * fruit.mutationMultiplier,
    valueBeforeTax: roundHalfAwayFromZero(unrounded),
    marketTaxApplied: unrounded > MARKET_TAX_THRESHOLD,
    resolvedMutationIds: fruit.resolvedMutationIds,
    mutationChanges: fruit.mutationChanges,
    restrictionWarnings: restrictionWarnings(fruit.resolvedMutationIds, crop.id),
  };
}

/** The game's sell value of one fruit. */
export function cropValue(input: CropValueInput): CropValueResult {
  const fruit = prepareFruit(input);
  return evaluateFruit(fruit, requireFruitWeight(fruit.crop, input.weightKg));
}

/** Sell value with the friend boost, for `quantity` identical fruits. */
export function sellPrice(input: SellPriceInput): SellPriceResult {
  const fruit = prepareFruit(input);
  const weightKg = requireFruitWeight(fruit.crop, input.weightKg);
  const boostPercent = requireBoost(input.boostPercent);
  const quantity = requireQuantity(input.quantity);
  const result = evaluateFruit(fruit, weightKg);
  const perFruit = applyFriendBoost(result.value, boostPercent);
  // Extends the fresh result object in place: copying it with a spread costs more than the whole calculation.
  return Object.assign(result, { boostPercent, quantity, perFruit, total: perFruit * BigInt(quantity) });
}

/**
 * A fruit of a trade, valued as it sells: every fruit of it, with no friend boost (that belongs to the seller's server).
 * A trade names its fruit's crop by id (its link and saved copy do), so its crop comes from the crops the caller holds.
 */
export function tradeFruitSale(fruit: TradeFruit, crops: CropLookup): SellPriceResult {
  return sellPrice({ ...fruit, crop: requireCrop(crops, fruit.cropId), boostPercent: 0 });
}

export function tradeFruitValue(fruit: TradeFruit, crops: CropLookup): bigint {
  return tradeFruitSale(fruit, crops).total;
}
