/* The fruit's number fields (weight, number of fruits, a wanted price), read with the site's one field reader. */
import type { Crop } from '../../game';
import type { Language } from '../../i18n/languages';
import { checkAmountField, checkNumberField, checkWeightField, type FieldCheck, type FieldProblem } from '../../lib/fieldCheck';
import { isValidQuantity, isValidWeight, MAX_QUANTITY, MAX_WEIGHT_KG, MIN_WEIGHT_KG } from '../../links/cropQuery';

export type { FieldCheck, FieldProblem };

/**
 * Weight in kg: within the link contract's limits, the ones a link's `w` is read in. One above 0 but lighter than its
 * minimum is too small (the field names the minimum), not "not positive": what was typed is more than 0.
 */
export function checkWeight(text: string, language: Language): FieldCheck {
  return checkWeightField(text, language, (value) =>
    value <= 0 ? 'not-positive' : value < MIN_WEIGHT_KG ? 'too-small' : isValidWeight(value) ? null : 'too-large',
  );
}

/** The weight field's text; empty for a crop whose weight is unknown, which has no weight to type. */
export function weightFieldText(weightKg: number | null, format: (kg: number) => string): string {
  return weightKg === null ? '' : format(weightKg);
}

/** Whether the weight field holds something that is not a weight (a crop whose weight is unknown has nothing to hold). */
export function weightFieldInvalid(crop: Crop, text: string, language: Language): boolean {
  return crop.weights !== null && !checkWeight(text, language).ok;
}

/** Number of fruits: a positive whole number within the link contract's limit. */
export function checkQuantity(text: string, language: Language): FieldCheck {
  return checkNumberField(
    text,
    language,
    (value) => (value <= 0 ? 'not-positive' : !Number.isInteger(value) ? 'not-whole' : isValidQuantity(value) ? null : 'too-large'),
    'whole',
  );
}

/**
 * A wanted price in Sheckles: a whole amount, grouped or shortened as the game and the page write it ("1,000",
 * "272.5M"); any positive one (whether a weight reaches it is the engine's answer).
 */
export function checkTarget(text: string, language: Language): FieldCheck<bigint> {
  return checkAmountField(text, language, (value) => (value <= 0n ? 'not-positive' : null));
}

export const FIELD_LIMITS = { weightKg: MAX_WEIGHT_KG, minWeightKg: MIN_WEIGHT_KG, quantity: MAX_QUANTITY } as const;
