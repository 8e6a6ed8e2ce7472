/*
 * Reading what people type into number fields. A field is either a usable number or a problem the page explains next
 * to it; nothing here ever yields NaN or Infinity.
 */
import type { Language } from '../i18n/languages';
import { parseAmount, parseLocalizedNumber, withoutKilograms, type AmountProblem, type NumberKind } from './parseNumber';

/**
 * `too-small`: above 0, but lighter or smaller than the field takes (it says what it takes, not "more than 0").
 * `ambiguous-separator`, `unknown-suffix`: see parseNumber.ts.
 */
export type FieldProblem = AmountProblem | 'not-positive' | 'too-small' | 'too-large' | 'out-of-range';

export type FieldCheck<V = number> = { ok: true; value: V } | { ok: false; problem: FieldProblem };

/**
 * Reads a number typed in the page's language, then lets `problemOf` refuse it (null: accepted). One past what a number
 * can hold (400 digits) is refused as the farthest number one holds on its side of 0 would be ("too large", "not
 * positive"): it is a number, and no field takes it.
 */
export function checkNumberField(
  text: string,
  language: Language,
  problemOf: (value: number) => FieldProblem | null,
  kind: NumberKind = 'decimal',
): FieldCheck {
  const parsed = parseLocalizedNumber(text, language, kind);
  if (!parsed.ok && parsed.reason === 'beyond-range') {
    return { ok: false, problem: problemOf(parsed.negative ? -Number.MAX_VALUE : Number.MAX_VALUE) ?? 'too-large' };
  }
  if (!parsed.ok) return { ok: false, problem: parsed.reason };
  const problem = problemOf(parsed.value);
  return problem ? { ok: false, problem } : { ok: true, value: parsed.value };
}

/** Reads a weight in kilograms typed in the page's language, with or without its unit ("2.5kg", as the game writes it). */
export function checkWeightField(text: string, language: Language, problemOf: (value: number) => FieldProblem | null): FieldCheck {
  return checkNumberField(withoutKilograms(text, language), language, problemOf);
}

/**
 * Reads an amount of Sheckles, whole or shortened ("1.5M"), then lets `problemOf` refuse it (null: accepted). Exact,
 * every digit kept (a link writes it back as typed); one past what a number can hold at all, which `problemOf` takes,
 * is still too large.
 */
export function checkAmountField(text: string, language: Language, problemOf: (value: bigint) => FieldProblem | null): FieldCheck<bigint> {
  const parsed = parseAmount(text, language);
  if (!parsed.ok) return { ok: false, problem: parsed.reason };
  const problem = problemOf(parsed.value) ?? (Number.isFinite(Number(parsed.value)) ? null : 'too-large');
  return problem ? { ok: false, problem } : { ok: true, value: parsed.value };
}
