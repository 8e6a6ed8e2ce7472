/*
 * Every intermediate number of the crop value formula (formulas.md §1–2), for the page that explains it. The value
 * itself comes from `cropValue`/`sellPrice`; this module only adds the steps they do not return, taken from the same
 * functions the engine uses, so an explanation can never disagree with the calculator.
 */
import { mutationContributions, type MutationContribution } from './contributions';
import { applyMarketTax } from './formula';
import {
  cropValue,
  prepareFruit,
  sellPrice,
  unroundedValueAt,
  type CropValueInput,
  type CropValueResult,
  type SellPriceInput,
  type SellPriceResult,
} from './value';

export interface UnroundedValue {
  readonly result: CropValueResult;
  /** BaseValue × weight factor × variant × MutMulti: the product before the market tax and rounding. */
  readonly unrounded: number;
}

/** A fruit's value together with the unrounded product the game rounds to get it. */
export function unroundedCropValue(input: CropValueInput): UnroundedValue {
  const result = cropValue(input);
  return { result, unrounded: unroundedValueAt(prepareFruit(input), result.weightRatio) };
}

export interface SellPriceSteps {
  readonly sale: SellPriceResult;
  readonly baseValue: number;
  /** Null for a crop whose weight is unknown (valued at its base weight). */
  readonly baseWeight: number | null;
  /** What each mutation the fruit really holds adds to MutMulti (its multiplier − 1), largest first. */
  readonly mutations: readonly MutationContribution[];
  /** The product before the market tax and rounding. */
  readonly unrounded: number;
  /** The unrounded value after the market tax; equal to `unrounded` at or below one trillion. */
  readonly taxed: number;
}

/** The sell price of a fruit with each step of the formula, in the order the game applies them. */
export function sellPriceSteps(input: SellPriceInput): SellPriceSteps {
  const sale = sellPrice(input);
  const fruit = prepareFruit(input);
  const unrounded = unroundedValueAt(fruit, sale.weightRatio);
  return {
    sale,
    baseValue: fruit.crop.baseValue,
    baseWeight: fruit.crop.weights?.baseWeight ?? null,
    mutations: mutationContributions(sale.resolvedMutationIds).items,
    unrounded,
    taxed: applyMarketTax(unrounded),
  };
}
