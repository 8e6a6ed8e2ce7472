/* What a money field (a trade's typed value, the calculator's wanted price) tells the keyboard and shows as examples. */
import type { Language } from '../i18n/languages';
import { formatCompact, formatForInput, formatNumber } from '../lib/format';

/**
 * A money field reads an amount shortened as the game writes it (2.5M) as well as digits, so a phone must offer the
 * suffix's letters: its numeric and decimal keyboards have none.
 */
export const AMOUNT_INPUT_MODE = 'text';

/** The amount a money field's hint writes in each form the field reads. */
const EXAMPLE_AMOUNT = 2_500_000;

/** One amount in each form a money field reads, as the page's language writes it: 2500000, 2,500,000 and 2.5M. */
export function amountExamples(language: Language): { plain: string; grouped: string; shortened: string } {
  return {
    plain: formatForInput(EXAMPLE_AMOUNT, language),
    grouped: formatNumber(EXAMPLE_AMOUNT, language),
    shortened: formatCompact(EXAMPLE_AMOUNT, language),
  };
}
