/*
 * Reading what people type into number fields. A field is either a usable number or a problem the page explains next
 * to it; nothing here ever yields NaN or Infinity.
 */
import type { Language } from '../i18n/languages';
import { parseAmount, parseLocalizedNumber, withoutKilograms, type AmountProblem, type NumberKind } from './parseNumber';

/**
 * `too-small`: above 0, but lighter or smaller than the field takes (it says what it takes, not "more than 0"), or than
 * a number can hold apart from 0.
 * `ambiguous-separator`, `unknown-suffix`: see parseNumber.ts.
 */
export type FieldProblem = AmountProblem | 'not-positive' | 'too-small' | 'too-large' | 'out-of-range';

export type FieldCheck<V = number> = { ok: true; value: V } | { ok: false; problem: FieldProblem };

/**
 * Reads a number typed in the page's language, then lets `problemOf` refuse it (null: accepted). One past what a number
 * can hold is a number, and no field takes it. Past the largest (400 digits), it is refused as the farthest number one
 * holds on its side of 0 would be ("too large", "not positive"). Nearer 0 than the smallest («0.» and 400 zeros then a
 * 1), which a number would hold as 0, it is refused as the nearest one to 0 on its side would be ("too small", "not
 * whole", "not positive"), and by a field that would take that one as too small for the page to tell from 0.
 */
export function checkNumberField(
  text: string,
  language: Language,
  problemOf: (value: number) => FieldProblem | null,
  kind: NumberKind = 'decimal',
): FieldCheck {
  const parsed = parseLocalizedNumber(text, language, kind);
  if (!parsed.ok && parsed.reason === 'beyond-range') {
    const [held, otherwise] =
      parsed.toward === 'infinity' ? ([Number.MAX_VALUE, 'too-large'] as const) : ([Number.MIN_VALUE, 'too-small'] as const);
    return { ok: false, problem: problemOf(parsed.negative ? -held : held) ?? otherwise };
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
