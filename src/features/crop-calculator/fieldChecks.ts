/*
 * Reading what people type into the calculator's number fields. A field is either a usable number or a problem the
 * page explains next to it; nothing here ever yields NaN or Infinity.
 */
import { isValidQuantity, isValidWeight, MAX_QUANTITY, MAX_WEIGHT_KG } from '../../lib/cropQuery';
import { parseLocalizedNumber } from '../../lib/parseNumber';

export type FieldProblem = 'empty' | 'not-a-number' | 'not-positive' | 'not-whole' | 'too-large';

export type FieldCheck = { ok: true; value: number } | { ok: false; problem: FieldProblem };

function readPositive(text: string): FieldCheck {
  const parsed = parseLocalizedNumber(text);
  if (!parsed.ok) return { ok: false, problem: parsed.reason };
  if (parsed.value <= 0) return { ok: false, problem: 'not-positive' };
  return { ok: true, value: parsed.value };
}

/** Weight in kg: positive and within the link contract's limit. */
export function checkWeight(text: string): FieldCheck {
  const read = readPositive(text);
  if (!read.ok) return read;
  return isValidWeight(read.value) ? read : { ok: false, problem: 'too-large' };
}

/** Number of fruits: a positive whole number within the link contract's limit. */
export function checkQuantity(text: string): FieldCheck {
  const read = readPositive(text);
  if (!read.ok) return read;
  if (!Number.isInteger(read.value)) return { ok: false, problem: 'not-whole' };
  return isValidQuantity(read.value) ? read : { ok: false, problem: 'too-large' };
}

/** A wanted price: any positive number (whether a weight reaches it is the engine's answer). */
export function checkTarget(text: string): FieldCheck {
  return readPositive(text);
}

export const FIELD_LIMITS = { weightKg: MAX_WEIGHT_KG, quantity: MAX_QUANTITY } as const;
