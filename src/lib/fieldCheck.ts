/*
 * Reading what people type into number fields. A field is either a usable number or a problem the page explains next
 * to it; nothing here ever yields NaN or Infinity.
 */
import { parseLocalizedNumber, type NumberKind } from './parseNumber';

/** `too-small`: above 0, but lighter or smaller than the field takes (it says what it takes, not "more than 0"). */
export type FieldProblem = 'empty' | 'not-a-number' | 'not-positive' | 'not-whole' | 'too-small' | 'too-large' | 'out-of-range';

export type FieldCheck = { ok: true; value: number } | { ok: false; problem: FieldProblem };

/** Reads a number in any of the site's languages, then lets `problemOf` refuse it (null: accepted). */
export function checkNumberField(
  text: string,
  problemOf: (value: number) => FieldProblem | null,
  kind: NumberKind = 'decimal',
): FieldCheck {
  const parsed = parseLocalizedNumber(text, kind);
  if (!parsed.ok) return { ok: false, problem: parsed.reason };
  const problem = problemOf(parsed.value);
  return problem ? { ok: false, problem } : { ok: true, value: parsed.value };
}
