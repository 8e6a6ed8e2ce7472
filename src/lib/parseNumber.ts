/*
 * Reading a number the way a player types it, in the page's language: "1.5", "1,5", "1 234,5", "1.000.000", "١٫٥"
 * (Arabic-Indic digits and signs), and in money fields a shortened amount ("1.5M", "2 jt", "3 mil"). Returns a reason
 * instead of NaN when it cannot.
 *
 * Why the rule is what it is. A field must never read something that could mean two numbers one way in silence: a
 * weight read 1000× off is priced about 10⁶× off (weight enters the price squared) with no error shown. Short of that, it
 * reads back what the site itself writes in the page's language; the one number it asks about instead is a decimal of
 * one group of a dot or a comma where the page groups with it ("1.250" in Spanish: the game writes 1.25 kg so; "2,125"
 * in English: a player who writes decimals with a comma would). So:
 * - spaces of any kind, the apostrophe and the Arabic thousands sign ٬ only ever group digits, in threes ("1 234 567";
 *   "0 5" or "2 5" is no number, where reading it as 5 or 25 would be a guess), and the Arabic decimal sign ٫ only ever
 *   marks decimals, in every language;
 * - a dot or comma repeated between groups of three ("1.000.000", "1,000,000") groups: a decimal sign is written once;
 * - a dot and a comma both ("1,234.5", "1.234,5"): the last one is the decimal sign, the other groups;
 * - one dot or comma that does not stand between one to three digits (not starting with 0) and exactly three ("1.5",
 *   "2.25", "0,275", "1234,567") cannot group: it is a decimal sign in every language (players copy weights from the
 *   game, which writes them with a dot);
 * - one dot or comma before exactly three digits ("1,000", "1.250") is decided by the page's own signs, read from
 *   Intl and never typed per language: in a field of whole numbers the page's grouping sign groups (English "1,000",
 *   Indonesian "1.000" are a thousand), and in a field of decimals the page's decimal sign marks decimals (English
 *   "1.250", Spanish "1,250" are 1.25). In a field of decimals the other sign could be either: a dot is the game's
 *   decimal sign, which players copy («1.250» kg on a Spanish page), and most players outside the English-speaking
 *   world write decimals with a comma, on the English page too, which reads "1,5" as 1.5 ("2,125" kg meant as 2.125 was
 *   read as 2,125, 10⁶× the price). Anything else is ambiguous and refused, for the field to ask for it without the
 *   separator or with the decimal sign: the page's grouping sign or a dot in a field of decimals, a dot in French
 *   (which groups with a space), and in a field of whole numbers any sign but the page's grouping one, since reading
 *   "1.000" there as a decimal would give the whole number 1, a thousand times off.
 * Shortened amounts are read exactly (1.5M is 1,500,000, not a rounded double) with the game's suffixes K, M, B and T
 * and the page language's own compact suffixes as Intl writes them. Where a language's own form is the game's letters
 * for another amount (Indonesian "M" is Intl's *miliar*), the game's meaning holds: the site writes the game's suffixes
 * in every language. A suffix of the language's own that meant two amounts would be refused rather than guessed.
 */
import type { Language } from '../i18n/languages';
import { GAME_SUFFIXES, kilogramUnit, numberFormat, numberSigns, type NumberSigns } from './format';

/** What the field takes: in a field of whole numbers, only the page's grouping sign may stand before three digits. */
export type NumberKind = 'decimal' | 'whole';

/** `ambiguous-separator`: one dot or comma before three digits that could group or mark decimals here. */
export type NumberProblem = 'empty' | 'not-a-number' | 'ambiguous-separator';
/**
 * A number, but past what a number can hold, on the side of 0 `negative` says: larger than the largest one (about
 * 1.8 × 10³⁰⁸: 400 digits), `toward` infinity, or nearer 0 than the smallest above it (about 5 × 10⁻³²⁴: «0.» and 400
 * zeros then a 1), `toward` zero, which a number would hold as 0. No field takes one; each says what it says of a
 * number too large or too small, never that it is no number, nor that it is 0.
 */
export interface BeyondRange {
  ok: false;
  reason: 'beyond-range';
  negative: boolean;
  toward: 'infinity' | 'zero';
}
export type ParsedNumber = { ok: true; value: number } | { ok: false; reason: NumberProblem } | BeyondRange;

/** `unknown-suffix`: not a suffix the game or the page's language shortens amounts with (or one it uses for two). */
export type AmountProblem = NumberProblem | 'not-whole' | 'unknown-suffix';
export type ParsedAmount = { ok: true; value: bigint } | { ok: false; reason: AmountProblem };

const ARABIC_INDIC_ZERO = 0x0660;
const EXTENDED_ARABIC_INDIC_ZERO = 0x06f0;
const ARABIC_DECIMAL_SIGN = '\u066b';
/** Characters that only group digits, in any of the site's languages. */
const GROUPING_SPACES = /[\s\u00a0\u202f\u2009\u066c']/g;
/** Digits with grouping-only signs between them ("1 234 567"), and one such sign. */
const SPACED_DIGITS = /\d+(?:[\s\u00a0\u202f\u2009\u066c']+\d+)+/g;
const GROUPING_SPACE = /[\s\u00a0\u202f\u2009\u066c']+/;

/** Whether every run of digits that signs only grouping split is grouped in threes: one to three digits, then threes. */
function groupedInThrees(input: string): boolean {
  for (const [run] of toAsciiDigits(input).replace(DIRECTION_MARKS, '').matchAll(SPACED_DIGITS)) {
    const [first = '', ...rest] = run.split(GROUPING_SPACE);
    if (first.length > 3 || rest.some((group) => group.length !== 3)) return false;
  }
  return true;
}

/** Marks that set text direction: Intl puts some in Arabic, and a copied number may carry them. */
const DIRECTION_MARKS = /[\u200e\u200f\u061c\u2066-\u2069]/g;

/** Arabic-Indic digits as ASCII ones. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const base = code >= EXTENDED_ARABIC_INDIC_ZERO ? EXTENDED_ARABIC_INDIC_ZERO : ARABIC_INDIC_ZERO;
    return String(code - base);
  });
}

function normalized(input: string): string {
  return toAsciiDigits(input.trim())
    .replace(DIRECTION_MARKS, '')
    .replace(/[\u2212\u2013]/g, '-')
    .replace(GROUPING_SPACES, '');
}

/** A number read exactly, as decimal digits, so an amount is worked out from it without rounding. */
interface DecimalDigits {
  negative: boolean;
  integer: string;
  fraction: string;
}

type ReadDigits = { ok: true; digits: DecimalDigits } | { ok: false; reason: NumberProblem };

const NOT_A_NUMBER = { ok: false, reason: 'not-a-number' } as const;
const GROUPED = /^\d{1,3}([.,])\d{3}(\1\d{3})*$/;
/** One dot or comma that could group: one to three digits, not a leading 0, then exactly three. */
const COULD_GROUP = /^[1-9]\d{0,2}[.,]\d{3}$/;

/** Digits, or digits grouped in threes by one sign; null for anything else. */
function ungrouped(text: string): string | null {
  if (/^\d*$/.test(text)) return text;
  return GROUPED.test(text) ? text.replace(/[.,]/g, '') : null;
}

/** A normalized number (no spaces) as its digits, by the rule above. */
function readDigits(text: string, signs: NumberSigns, kind: NumberKind): ReadDigits {
  const match = /^([+-]?)([\d.,\u066b]+)$/.exec(text);
  if (!match || !/\d/.test(text)) return NOT_A_NUMBER;
  const negative = match[1] === '-';
  const body = match[2] ?? '';
  const marks = body.replace(/\d/g, '');
  let integer: string | null;
  let fraction = '';

  if (marks.includes(ARABIC_DECIMAL_SIGN) || (marks.includes('.') && marks.includes(','))) {
    // A sign that can only be a decimal one, or the last of two kinds: it comes once, last, and groups go before it.
    const decimal = marks.includes(ARABIC_DECIMAL_SIGN) ? ARABIC_DECIMAL_SIGN : marks.at(-1)!;
    if (marks.indexOf(decimal) !== marks.length - 1) return NOT_A_NUMBER;
    const at = body.indexOf(decimal);
    integer = ungrouped(body.slice(0, at));
    fraction = body.slice(at + 1);
  } else if (marks.length > 1) {
    integer = ungrouped(body);
  } else if (marks.length === 0) {
    integer = body;
  } else if (!COULD_GROUP.test(body)) {
    [integer = '', fraction = ''] = body.split(marks);
  } else if (kind === 'whole' && marks === signs.group) {
    integer = body.replace(marks, '');
  } else if (kind === 'decimal' && marks === signs.decimal) {
    [integer = '', fraction = ''] = body.split(marks);
  } else {
    return { ok: false, reason: 'ambiguous-separator' };
  }
  return integer === null ? NOT_A_NUMBER : { ok: true, digits: { negative, integer, fraction } };
}

/** Reads a number typed in the page's language (see the rule at the top of this file). */
export function parseLocalizedNumber(input: string, language: Language, kind: NumberKind = 'decimal'): ParsedNumber {
  const text = normalized(input);
  if (text === '') return { ok: false, reason: 'empty' };
  if (!groupedInThrees(input)) return NOT_A_NUMBER;
  const read = readDigits(text, numberSigns(language), kind);
  if (!read.ok) return read;
  const { negative, integer, fraction } = read.digits;
  const value = Number(`${negative ? '-' : ''}${integer || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return { ok: false, reason: 'beyond-range', negative, toward: 'infinity' };
  // Digits that are not all 0, read as 0: nearer 0 than any number but 0 itself.
  if (value === 0 && /[1-9]/.test(integer + fraction)) return { ok: false, reason: 'beyond-range', negative, toward: 'zero' };
  return { ok: true, value };
}

// Weights typed with their unit.

/** The game's symbol for kilograms, which players copy with a weight ("2.5kg"). */
const GAME_KILOGRAMS = 'kg';

/**
 * Everyday words for kilograms that Intl does not write, as players type them: "4,5 kilos", Portuguese «quilos»,
 * Arabic «كجم» and «كيلوجرام» (Egypt's and the Gulf's spellings beside CLDR's «كغ»), North Africa's «كلغ» and «كيلو».
 */
const EVERYDAY_KILOGRAMS: Readonly<Record<Language, readonly string[]>> = {
  en: ['kilo', 'kilos', 'kgs'],
  es: ['kilo', 'kilos'],
  fr: ['kilo', 'kilos'],
  ar: ['كجم', 'كيلو', 'كيلوجرام', 'كلغ'],
  id: ['kilo'],
  pt: ['quilo', 'quilos', 'kilo', 'kilos'],
};

const kilogramsByLanguage = new Map<Language, readonly string[]>();

/**
 * The ways a weight's unit may be written after it: the game's "kg", the page language's own, short, narrow and long,
 * each plural form, as Intl writes them («كغ», «kilogramos»), and its everyday words; lower case, the longest first.
 */
function kilogramWords(language: Language): readonly string[] {
  const known = kilogramsByLanguage.get(language);
  if (known) return known;
  const words = new Set([GAME_KILOGRAMS, ...EVERYDAY_KILOGRAMS[language]]);
  for (const unitDisplay of ['short', 'narrow', 'long'] as const) {
    for (const sample of [1, 2, 3, 11, 100, 1.5]) words.add(kilogramUnit(language, unitDisplay, sample).toLowerCase());
  }
  const sorted = [...words].sort((a, b) => b.length - a.length);
  kilogramsByLanguage.set(language, sorted);
  return sorted;
}

/**
 * A weight typed with its unit after it ("2.5kg", "1,5 kg", «١٫٥ كغ») as the number alone, for parseLocalizedNumber;
 * anything else as typed. A unit with no number before it stays, to be refused as no number.
 */
export function withoutKilograms(input: string, language: Language): string {
  const text = input.replace(DIRECTION_MARKS, '').trimEnd();
  const lower = text.toLowerCase();
  const unit = kilogramWords(language).find((word) => lower.endsWith(word));
  if (unit === undefined) return input;
  const number = text.slice(0, text.length - unit.length);
  return /\d/.test(toAsciiDigits(number)) ? number : input;
}

// Shortened amounts.

/** A number, then letters: "1.5M", "2jt", "3mil" once spaces are gone. */
const SHORTENED = /^([+-]?[\d.,\u066b]*\d[\d.,\u066b]*)(\p{L}[\p{L}\p{M}]*)$/u;

/** A suffix compared as written, whatever its case or spaces ("mil M", "Md"). */
const suffixKey = (suffix: string): string => suffix.replace(DIRECTION_MARKS, '').replace(GROUPING_SPACES, '').toLowerCase();

/**
 * Numbers of each plural form of the site's languages (one, two, few, many, other), so Intl writes each form of a
 * compact suffix ("millón" and "millones", "ألف" and "آلاف").
 */
const PLURAL_SAMPLES = [1n, 2n, 3n, 11n, 100n];
/** Thousand, million, billion, trillion: the powers the game shortens. */
const SHORTENED_EXPONENTS = [3n, 6n, 9n, 12n];

export interface ShortenedAmounts {
  /** Each suffix (by suffixKey) and the amount it means in the page's language. */
  meanings: ReadonlyMap<string, bigint>;
  /** The short suffixes (one of each amount), as written, smallest first: what an error suggests. */
  suggested: readonly string[];
}

const shortenedByLanguage = new Map<Language, ShortenedAmounts>();

/**
 * The suffixes a money field reads in the page's language: the game's K, M, B and T, and the language's own compact
 * suffixes as Intl writes them, short and long (Spanish "mil", "M", "mil millones"; Indonesian "rb", "jt"),
 * worked out from Intl at run time.
 */
export function shortenedAmounts(language: Language): ShortenedAmounts {
  const known = shortenedByLanguage.get(language);
  if (known) return known;
  const meanings = new Map<string, bigint>();
  const shortForms: { written: string; multiplier: bigint }[] = [];
  // The game's suffixes come first and keep their meaning: the site writes every language's amounts with them
  // (format.ts), where the language's own form may be the same letters for another amount (Indonesian «M» is miliar,
  // Spanish «B» billón). Two of the language's own forms alike for two amounts would be read as neither.
  const gameKeys = new Set(GAME_SUFFIXES.map(suffixKey));
  const twoAmounts = new Set<string>();
  const add = (written: string, multiplier: bigint, short: boolean) => {
    const key = suffixKey(written);
    if (key === '') return;
    const held = meanings.get(key);
    if (held !== undefined && held !== multiplier && !gameKeys.has(key)) twoAmounts.add(key);
    if (held !== undefined) return;
    meanings.set(key, multiplier);
    if (short) shortForms.push({ written, multiplier });
  };
  GAME_SUFFIXES.forEach((suffix, tier) => add(suffix, 1000n ** BigInt(tier), true));
  for (const compactDisplay of ['short', 'long'] as const) {
    const format = numberFormat(language, { notation: 'compact', compactDisplay });
    for (const exponent of SHORTENED_EXPONENTS) {
      for (const sample of PLURAL_SAMPLES) {
        const value = sample * 10n ** exponent;
        const parts = format.formatToParts(value);
        const shown = parts.filter((part) => part.type === 'integer' || part.type === 'fraction');
        const fractionDigits = parts.find((part) => part.type === 'fraction')?.value.length ?? 0;
        // French writes a thousand as "mille", with no digit: the suffix alone is one of it.
        const mantissa = BigInt(shown.map((part) => part.value).join('') || '1');
        const scaled = value * 10n ** BigInt(fractionDigits);
        if (mantissa === 0n || scaled % mantissa !== 0n) continue;
        const suffix = parts
          .filter((part) => part.type === 'compact')
          .map((part) => part.value)
          .join(' ');
        add(suffix, scaled / mantissa, compactDisplay === 'short' && sample === 1n);
      }
    }
  }
  for (const key of twoAmounts) meanings.delete(key);
  const suggested = shortForms
    .filter((form) => meanings.has(suffixKey(form.written)))
    .sort((a, b) => (a.multiplier < b.multiplier ? -1 : a.multiplier > b.multiplier ? 1 : 0))
    .map((form) => form.written);
  const amounts = { meanings, suggested };
  shortenedByLanguage.set(language, amounts);
  return amounts;
}

/** The letters after a typed amount ("M" of "1,5 M"), or null when it has none. */
export function typedSuffix(input: string): string | null {
  return SHORTENED.exec(normalized(input))?.[2] ?? null;
}

/** How an amount's number is read: as a decimal before a suffix ("1.5M"), as a whole number without one. */
export function amountNumberKind(input: string): NumberKind {
  return typedSuffix(input) === null ? 'whole' : 'decimal';
}

/**
 * Reads an amount of Sheckles: a whole number, or a shortened one ("1.5M", "1,5 M", "2 jt"), exactly. Its number
 * reads as a decimal before a suffix and as a whole number without one.
 */
export function parseAmount(input: string, language: Language): ParsedAmount {
  const text = normalized(input);
  if (text === '') return { ok: false, reason: 'empty' };
  if (!groupedInThrees(input)) return NOT_A_NUMBER;
  const shortened = SHORTENED.exec(text);
  let multiplier = 1n;
  if (shortened) {
    const meaning = shortenedAmounts(language).meanings.get(suffixKey(shortened[2] ?? ''));
    if (meaning === undefined) return { ok: false, reason: 'unknown-suffix' };
    multiplier = meaning;
  }
  const read = readDigits(shortened ? (shortened[1] ?? '') : text, numberSigns(language), amountNumberKind(input));
  if (!read.ok) return read;
  const { negative, integer, fraction } = read.digits;
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(`${integer}${fraction}` || '0') * multiplier;
  if (scaled % scale !== 0n) return { ok: false, reason: 'not-whole' };
  const value = scaled / scale;
  return { ok: true, value: negative ? -value : value };
}

/**
 * The two ways an ambiguous entry can be written so the field takes it without doubt: without the separator ("1000")
 * and with the page's decimal sign ("1,000" in French), with any suffix typed after it. Null if it has no such sign.
 */
export function ambiguousReadings(input: string, language: Language): { grouped: string; decimal: string } | null {
  const text = normalized(input);
  const shortened = SHORTENED.exec(text);
  const match = /^([+-]?)(\d+)[.,](\d+)$/.exec(shortened ? (shortened[1] ?? '') : text);
  if (!match) return null;
  const [, sign = '', before = '', after = ''] = match;
  const suffix = shortened?.[2] ?? '';
  return { grouped: `${sign}${before}${after}${suffix}`, decimal: `${sign}${before}${numberSigns(language).decimal}${after}${suffix}` };
}
