/* Reading a value a player types in Sheckles: a whole number, grouped or not, in any of the site's languages. */
import { GROUPING_SPACES, toAsciiDigits } from '../../lib/parseNumber';
import { isValidTypedSheckles } from '../../links/tradeQuery';

export type ShecklesProblem = 'empty' | 'not-a-number' | 'too-large';
export type ShecklesCheck = { ok: true; value: bigint } | { ok: false; problem: ShecklesProblem };

/** Plain digits, or digits grouped in threes by commas or dots ("2,500,000", "2.500.000"). */
const WHOLE = /^\d+$/;
const GROUPED = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/;

export function checkSheckles(text: string): ShecklesCheck {
  const compact = toAsciiDigits(text.trim()).replace(GROUPING_SPACES, '');
  if (compact === '') return { ok: false, problem: 'empty' };
  if (!WHOLE.test(compact) && !GROUPED.test(compact)) return { ok: false, problem: 'not-a-number' };
  const value = BigInt(compact.replace(/[.,]/g, ''));
  return isValidTypedSheckles(value) ? { ok: true, value } : { ok: false, problem: 'too-large' };
}
