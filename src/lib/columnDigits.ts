/*
 * A column of numbers written evenly: every number with the same decimals. Apart from format.ts, which every page and the
 * offline calculators load, as only the wiki's tables use it.
 */
import type { Language } from '../i18n/languages';
import { formatPercent, PERCENT_FRACTION_DIGITS } from './format';

/**
 * The decimals a column of numbers is written with, the same for each, so that the column reads evenly (47.00%, 23.50%,
 * 17.63%, not 47%, 23.5%, 17.63%): as many as its most precise number needs to be written in full, so none is rounded
 * that `most` would keep, and at most `most`, to which a number with more is rounded as it would be alone. A column of
 * whole numbers keeps none (40%, 30%, 25%), and one whose numbers stop at halves keeps one (36.0%, 8.5%): no column
 * claims a decimal none of its numbers has.
 */
export function columnFractionDigits(values: readonly number[], most: number): number {
  let digits = 0;
  for (const value of values) {
    // Written back to the same double at `digits` decimals, the number has no more than that.
    while (digits < most && Number(value.toFixed(digits)) !== value) digits += 1;
  }
  return digits;
}

/**
 * Percentages of one column (an egg's chances), each written with the column's decimals (columnFractionDigits, at most
 * the two a percentage keeps alone): the formatter for each of `percents`; a null (not known) is left out of the count.
 */
export function percentColumn(percents: readonly (number | null)[], language: Language): (percent: number) => string {
  const known = percents.filter((percent): percent is number => percent !== null);
  const digits = columnFractionDigits(known, PERCENT_FRACTION_DIGITS);
  return (percent) => formatPercent(percent, language, digits, digits);
}
