/*
 * The proof that the engine is the game's formula: every value the community wiki publishes for a plain fruit
 * (Normal, no mutation), recomputed by the engine at the same weight and compared. The wiki's tables round exact halves
 * to even and the game rounds them away from zero, so a value may differ by one; that is accepted only when the
 * engine's unrounded value is exactly a half and rounding it to even gives the wiki's number.
 */
import { getCrop } from './crops';
import publishedJson from './data/published-values.json' with { type: 'json' };
import { unroundedCropValue } from './explain';
import { isExactHalf, roundHalfToEven } from './formula';
import type { PublishedValuesFile } from './schema';
import type { Crop } from './types';

const publishedFile = publishedJson as PublishedValuesFile;

/** The page whose tables the values come from. */
export const PUBLISHED_VALUES_URL = 'https://growagarden.fandom.com/wiki/Crops';

/** `exact`; `half-even` (off by one only because of the wiki's rounding); `different` (a real disagreement). */
export const VALUE_MATCHES = ['exact', 'half-even', 'different'] as const;
export type ValueMatch = (typeof VALUE_MATCHES)[number];

/** The two weights the wiki publishes a value for. */
export const PUBLISHED_WEIGHTS = ['priceFloor', 'average'] as const;
export type PublishedWeight = (typeof PUBLISHED_WEIGHTS)[number];

export interface ValueCheck {
  readonly weight: PublishedWeight;
  readonly weightKg: number;
  /** The wiki's number. */
  readonly expected: number;
  /** The engine's number (the game's rounding). */
  readonly computed: number;
  /** The engine's product before rounding. */
  readonly unrounded: number;
  readonly match: ValueMatch;
}

export interface PublishedValueRow {
  readonly crop: Crop;
  readonly checks: readonly ValueCheck[];
  /** The worst match of the row's checks. */
  readonly match: ValueMatch;
}

export function matchOf(expected: number, computed: number, unrounded: number): ValueMatch {
  if (expected === computed) return 'exact';
  return Math.abs(expected - computed) === 1 && isExactHalf(unrounded) && roundHalfToEven(unrounded) === expected
    ? 'half-even'
    : 'different';
}

/** The weight each published value is for: the price-floor weight, and the base weight (the wiki's "average"). */
function weightFor(crop: Crop, weight: PublishedWeight): number {
  // The wiki publishes values only for crops whose weight it knows; a crop without one here is a data error.
  if (crop.weights === null) throw new Error(`published-values.json: ${crop.id} has no known weight to recompute at`);
  return weight === 'priceFloor' ? crop.weights.priceFloorWeight : crop.weights.baseWeight;
}

function check(crop: Crop, weight: PublishedWeight, expected: number): ValueCheck {
  const weightKg = weightFor(crop, weight);
  const { result, unrounded } = unroundedCropValue({ crop, weightKg, variantId: 'normal', mutationIds: [] });
  return { weight, weightKg, expected, computed: result.value, unrounded, match: matchOf(expected, result.value, unrounded) };
}

const worst = (matches: readonly ValueMatch[]): ValueMatch =>
  VALUE_MATCHES[Math.max(...matches.map((match) => VALUE_MATCHES.indexOf(match)))] ?? 'different';

/** Every published crop in the wiki's order, each value recomputed. */
export function publishedValueRows(): PublishedValueRow[] {
  return publishedFile.crops.map((published) => {
    const crop = getCrop(published.cropId);
    const checks = [check(crop, 'priceFloor', published.priceFloorValue), check(crop, 'average', published.averageValue)];
    return { crop, checks, match: worst(checks.map((each) => each.match)) };
  });
}

/** How many rows match in each way. */
export function proofSummary(rows: readonly PublishedValueRow[]): Readonly<Record<ValueMatch, number>> & { readonly total: number } {
  const count = (match: ValueMatch) => rows.filter((row) => row.match === match).length;
  return { total: rows.length, exact: count('exact'), 'half-even': count('half-even'), different: count('different') };
}
