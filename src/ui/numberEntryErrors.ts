/*
 * What every number field says when a number is written in a way it will not guess at (lib/parseNumber.ts): one dot
 * or comma that could group or mark decimals here, or a suffix the page's language does not shorten amounts with or
 * that means two amounts in it. Each field says its own words for everything else.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../i18n/languages';
import type { FieldProblem } from '../lib/fieldCheck';
import { formatList, formatNumber } from '../lib/format';
import { ambiguousReadings, numberSigns, shortenedAmounts, typedSuffix, type NumberKind } from '../lib/parseNumber';

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
      return kind === 'whole'
        ? t('numberEntry.ambiguousWhole', { typed, grouped: readings.grouped })
        : t('numberEntry.ambiguous', { typed, ...readings, decimalSign: numberSigns(language).decimal });
    }
    case 'unknown-suffix':
    case 'ambiguous-suffix': {
      const suffix = typedSuffix(text) ?? typed;
      const { meanings, suggested } = shortenedAmounts(language);
      const suffixes = formatList(suggested, language, 'disjunction');
      if (problem === 'unknown-suffix') return t('numberEntry.unknownSuffix', { suffix, suffixes });
      const [first = 0n, second = 0n] = [...(meanings.get(suffix.toLowerCase()) ?? [])].sort((a, b) => (a < b ? -1 : 1));
      return t('numberEntry.ambiguousSuffix', {
        suffix,
        suffixes,
        first: formatNumber(first, language),
        second: formatNumber(second, language),
      });
    }
    default:
      return undefined;
  }
}
