/*
 * What every number field says when a number is written in a way it will not guess at (lib/parseNumber.ts): one dot
 * or comma that could group or mark decimals here, or a suffix the page's language does not shorten amounts with.
 * Each field says its own words for everything else.
 */
import type { TFunction } from 'i18next';
import type { Language } from '../i18n/languages';
import { formatList, numberSigns } from '../lib/format';
import { ambiguousReadings, amountNumberKind, shortenedAmounts, typedSuffix, type NumberKind } from '../lib/parseNumber';

/**
 * The field a number was typed into: what it takes (`kind`), how it reads a text, and its own words for what it
 * refuses, with what it says when nothing else fits (`fallback`, its «not a number»). A way of writing a number is
 * offered only if the field then takes it: «1000» for an age of at most 500 is no answer, the field refuses it next.
 */
export interface EntryField<Problem> {
  kind: NumberKind;
  check: (text: string) => { ok: true } | { ok: false; problem: Problem };
  explain: (problem: Problem, text: string) => string | undefined;
  fallback: string;
}

/** The message for how `text` is written: the field's fallback where neither this file nor the field has words for it. */
export function numberEntryError<Problem>(
  problem: 'ambiguous-separator' | 'unknown-suffix',
  text: string,
  field: EntryField<Problem>,
  t: TFunction,
  language: Language,
): string {
  const typed = text.trim();
  switch (problem) {
    case 'ambiguous-separator': {
      const readings = ambiguousReadings(text, language);
      if (!readings) return field.fallback;
      // A whole number is asked for without the separator only: as a decimal it would not be whole. A shortened
      // amount's number is read as a decimal ("2.500M" may be 2.5M): both ways are offered, as for a weight.
      const wholeOnly = field.kind === 'whole' && amountNumberKind(text) === 'whole';
      const ways = wholeOnly ? [readings.grouped] : [readings.grouped, readings.decimal];
      const taken = ways.filter((way) => field.check(way).ok);
      if (taken.length === 2) return t('numberEntry.ambiguous', { typed, ...readings, decimalSign: numberSigns(language).decimal });
      if (taken.length === 1 && wholeOnly) return t('numberEntry.ambiguousWhole', { typed, grouped: readings.grouped });
      if (taken.length === 1) return t('numberEntry.ambiguousOne', { typed, reading: taken[0] });
      // Neither way is one the field takes: it says why of the number without the separator, the larger one.
      const grouped = field.check(readings.grouped);
      return (grouped.ok ? undefined : field.explain(grouped.problem, readings.grouped)) ?? field.fallback;
    }
    case 'unknown-suffix': {
      const suffix = typedSuffix(text) ?? typed;
      return t('numberEntry.unknownSuffix', {
        suffix,
        suffixes: formatList(shortenedAmounts(language).suggested, language, 'disjunction'),
      });
    }
  }
}
