/*
 * Formatting the calculator needs beyond lib/format: lists of names, numbers written back into an input (no digit
 * grouping, so the field reads back the same number) and the kilogram unit on its own. All through Intl, cached.
 */
import { LOCALE_TAGS, type Language } from '../../i18n/languages';
import { formatMultiplier } from '../../lib/format';

const listFormats = new Map<string, Intl.ListFormat>();

/** "Wet and Chilled" / "Wet or Drenched" in the page's language. */
export function formatList(items: readonly string[], language: Language, type: 'conjunction' | 'disjunction' = 'conjunction'): string {
  const key = `${language}|${type}`;
  let format = listFormats.get(key);
  if (!format) {
    format = new Intl.ListFormat(LOCALE_TAGS[language], { style: 'long', type });
    listFormats.set(key, format);
  }
  return format.format(items);
}

/** Enough decimals to write back any weight the page sets itself (presets, slider, links) without loss. */
const INPUT_FRACTION_DIGITS = 6;
const inputFormats = new Map<Language, Intl.NumberFormat>();

/** A number as the page writes it into a field: "14.25", "14,25" in French, no grouping. */
export function formatInputNumber(value: number, language: Language): string {
  let format = inputFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], { useGrouping: false, maximumFractionDigits: INPUT_FRACTION_DIGITS });
    inputFormats.set(language, format);
  }
  return format.format(value);
}

/** The language's own symbol for kilograms ("kg", "كغم"), for the weight field's suffix. */
export function kilogramUnit(language: Language): string {
  const parts = new Intl.NumberFormat(LOCALE_TAGS[language], { style: 'unit', unit: 'kilogram' }).formatToParts(1);
  return parts.find((part) => part.type === 'unit')?.value ?? 'kg';
}

/* Unicode isolates: a left-to-right run inside right-to-left text keeps its own order ("×50", not "50×"). */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function leftToRight(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/** A multiplier such as ×2,180 that reads the same way in Arabic text. */
export function multiplierText(value: number, language: Language): string {
  return leftToRight(formatMultiplier(value, language));
}

const signedFormats = new Map<string, Intl.NumberFormat>();

function signedFormat(language: Language, style: 'decimal' | 'percent'): Intl.NumberFormat {
  const key = `${language}|${style}`;
  let format = signedFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_TAGS[language], { style, signDisplay: 'always', maximumFractionDigits: 2 });
    signedFormats.set(key, format);
  }
  return format;
}

/** "+20%" with the sign where the language puts it. */
export function signedPercent(percent: number, language: Language): string {
  return signedFormat(language, 'percent').format(percent / 100);
}

/** "+499" with the language's digits and sign placement. */
export function signedNumber(value: number, language: Language): string {
  return signedFormat(language, 'decimal').format(value);
}
