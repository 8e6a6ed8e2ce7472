/*
 * What every number field says when a number is written in a way it will not guess at (lib/parseNumber.ts): one dot
 * or comma that could group or mark decimals here, or a suffix the page's language does not shorten amounts with.
 * Each field says its own words for everything else.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../i18n/languages';
import type { FieldProblem } from '../lib/fieldCheck';
import { formatList, numberSigns } from '../lib/format';
import { ambiguousReadings, amountNumberKind, shortenedAmounts, typedSuffix, type NumberKind } from '../lib/parseNumber';

/** The message for how `text` is written, or undefined for a problem the field words itself. */
export function numberEntryError(
  problem: FieldProblem,
  text: string,
  kind: NumberKind,
  t: TFunction,
  language: Language,
): string | undefined {
  const typed = text.trim();
  switch (problem) {
    case 'ambiguous-separator': {
      const readings = ambiguousReadings(text, language);
      if (!readings) return undefined;
      // A shortened amount's number is read as a decimal ("2.500M" may be 2.5M): both ways are offered, as for a weight.
      return kind === 'whole' && amountNumberKind(text) === 'whole'
        ? t('numberEntry.ambiguousWhole', { typed, grouped: readings.grouped })
        : t('numberEntry.ambiguous', { typed, ...readings, decimalSign: numberSigns(language).decimal });
    }
    case 'unknown-suffix': {
      const suffix = typedSuffix(text) ?? typed;
      return t('numberEntry.unknownSuffix', {
        suffix,
        suffixes: formatList(shortenedAmounts(language).suggested, language, 'disjunction'),
      });
    }
    default:
      return undefined;
  }
}
