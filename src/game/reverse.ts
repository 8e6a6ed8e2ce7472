/*
 * Reverse calculator: the lightest fruit whose boosted per-fruit price reaches a target.
 *
 * Precision: weights are whole grams. The answer is the smallest multiple of 1 g whose price (computed by the same
 * forward formula as sellPrice, so rounding and market tax included) is ≥ the target; 1 g less would fall short.
 * An analytic inversion (boost rounding, market-tax curve, value rounding, square root) gives the first guess; the
 * forward formula then confirms it, with a binary search over grams if floating point put the guess off by a step.
 */
import { applyFriendBoost, gameValueOf, invertMarketTax, MAX_WEIGHT_RATIO, PRICE_FLOOR_RATIO, requireBoost } from './formula';
import { GameInputError } from './inputs';
import { prepareFruit, unroundedValueAt, valueAtWeight, type FruitContext, type FruitInput } from './value';

/** Weights returned by weightForValue are multiples of this (1 g). */
export const REVERSE_WEIGHT_STEP_KG = 0.001;
const STEPS_PER_KG = Math.round(1 / REVERSE_WEIGHT_STEP_KG);

export interface WeightForValueInput extends FruitInput {
  readonly boostPercent: number;
  /** Wanted per-fruit price after the friend boost (Sheckles, > 0). A fraction is rounded up. */
  readonly targetPerFruit: number | bigint;
}

export type WeightForValueResult =
  | {
      readonly kind: 'weight';
      /** Smallest whole-gram weight reaching the target. */
      readonly weightKg: number;
      /** Game value and boosted price at that weight. */
      readonly value: number;
      readonly perFruit: bigint;
    }
  | {
      /** Any fruit, however light, already reaches the target: the price floor does it. */
      readonly kind: 'at-floor';
      readonly floorWeightKg: number;
      readonly value: number;
      readonly perFruit: bigint;
    };

function requireTarget(target: unknown): bigint {
  if (typeof target === 'bigint' && target > 0n) return target;
  if (typeof target === 'number' && Number.isFinite(target) && target > 0) return BigInt(Math.ceil(target));
  throw new GameInputError(
    'invalid-target',
    'targetPerFruit',
    target,
    `targetPerFruit must be a finite number greater than 0 (got ${String(target)})`,
  );
}

const ceilDiv = (numerator: bigint, denominator: bigint): bigint => -(-numerator / denominator);

/** First guess in grams, from inverting each step of the forward formula. */
function guessSteps(fruit: FruitContext, baseWeight: number, boostPercent: number, target: bigint): number {
  // Smallest game value v with round(v × (100 + p) / 100) ≥ target.
  const neededValue = ceilDiv(200n * target - 100n, 2n * BigInt(100 + boostPercent));
  // Smallest unrounded value that the tax and the rounding turn into at least v.
  const unrounded = invertMarketTax(Number(neededValue) - 0.5);
  const ratio = Math.sqrt(unrounded / unroundedValueAt(fruit, 1));
  return Math.ceil(ratio * baseWeight * STEPS_PER_KG);
}

export function weightForValue(input: WeightForValueInput): WeightForValueResult {
  const fruit = prepareFruit(input);
  const weights = fruit.crop.weights;
  if (weights === null) {
    throw new GameInputError('unknown-weight', 'cropId', fruit.crop.id, `${fruit.crop.id} has no known base weight to search`);
  }
  const boostPercent = requireBoost(input.boostPercent);
  const target = requireTarget(input.targetPerFruit);
  const priceAt = (value: number) => applyFriendBoost(value, boostPercent);

  const floorValue = gameValueOf(unroundedValueAt(fruit, PRICE_FLOOR_RATIO));
  const floorPrice = priceAt(floorValue);
  if (floorPrice >= target) {
    return { kind: 'at-floor', floorWeightKg: weights.priceFloorWeight, value: floorValue, perFruit: floorPrice };
  }
  const maxPrice = priceAt(gameValueOf(unroundedValueAt(fruit, MAX_WEIGHT_RATIO)));
  if (maxPrice < target) {
    throw new GameInputError(
      'target-unreachable',
      'targetPerFruit',
      input.targetPerFruit,
      `No weight reaches ${target} per fruit (the most is ${maxPrice})`,
    );
  }

  const reaches = (steps: number) => priceAt(valueAtWeight(fruit, weights.baseWeight, steps / STEPS_PER_KG)) >= target;
  // Invariant: `low` misses the target (0 g stands for the price floor, which misses it), `high` reaches it.
  let low = 0;
  // One step past the clamp, so float division cannot land just below MAX_WEIGHT_RATIO.
  let high = Math.ceil(MAX_WEIGHT_RATIO * weights.baseWeight * STEPS_PER_KG) + 1;
  const rawGuess = guessSteps(fruit, weights.baseWeight, boostPercent, target);
  const guess = Number.isFinite(rawGuess) ? Math.min(Math.max(rawGuess, 1), high) : high;
  if (reaches(guess)) high = guess;
  else low = guess;
  if (high - 1 > low) {
    if (reaches(high - 1)) high -= 1;
    else low = high - 1;
  }
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if (reaches(middle)) high = middle;
    else low = middle;
  }
  const weightKg = high / STEPS_PER_KG;
  const value = valueAtWeight(fruit, weights.baseWeight, weightKg);
  return { kind: 'weight', weightKg, value, perFruit: priceAt(value) };
}
