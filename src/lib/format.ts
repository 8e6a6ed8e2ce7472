import { SURE_DIGITS } from '../game/sureDigits';
import { directionOf, FORMAT_LOCALES, LANGUAGES, LOCALE_TAGS, type Language } from '../i18n/languages';

/** As precise as the ISO date is written: a year, a month or a day. */
const DATE_PRECISIONS: readonly Intl.DateTimeFormatOptions[] = [
  { year: 'numeric' },
  { month: 'long', year: 'numeric' },
  { dateStyle: 'long' },
];

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.ListFormat;

const formatters = new Map<string, Formatter>();

/**
 * Intl formatters are costly to build (a DateTimeFormat built per date cost the value list's 500 "first seen" dates
 * 140 ms of script, docs/performance.md), and formatting runs on every keystroke and every second of a countdown:
 * each is built once per kind, language and options.
 */
function builtOnce<F extends Formatter>(key: string, build: () => F): F {
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

export const dateTimeFormat = (language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  builtOnce(`date|${language}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(FORMAT_LOCALES[language], options));

/**
 * Spanish leaves a four-digit number ungrouped (CLDR, as the RAE advises for prose), but the RAE groups it in a column
 * beside longer ones, and the site's numbers stand in such columns («9928» above «902.500» in the value list) and are
 * compared with the game's, which groups them all. The other languages group four digits already.
 */
const GROUPING: Partial<Record<Language, Intl.NumberFormatOptions>> = { es: { useGrouping: 'always' } };

export const numberFormat = (language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat =>
  builtOnce(
    `number|${language}|${JSON.stringify(options)}`,
    () => new Intl.NumberFormat(FORMAT_LOCALES[language], { ...GROUPING[language], ...options }),
  );

function utcDate(isoDate: string): Date {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
}

/**
 * An ISO 8601 date in the page's language, as precise as it is written (`2025`, `2025-10`, `2025-12-15`), or an
 * interval `2026-04/2026-05` ("April 2026 – May 2026"). UTC, so the day never shifts with the time zone. An interval is
 * two dates and a dash rather than `formatRange`, whose spacing differs between Node's ICU and the browser's (the
 * prerendered text would not match the hydrated one).
 */
export function formatIsoDate(isoDate: string, language: Language): string {
  const [start = '', end] = isoDate.split('/');
  const precision = DATE_PRECISIONS[Math.min(start.split('-').length, DATE_PRECISIONS.length) - 1];
  const format = dateTimeFormat(language, { ...precision, timeZone: 'UTC' });
  // Parts only where a language writes a part otherwise than Intl: the value list writes hundreds of dates at once.
  const write = (day: string) =>
    FIRST_OF_MONTH[language] === undefined
      ? format.format(utcDate(day))
      : format
          .formatToParts(utcDate(day))
          .map((part) => datePartText(part, language))
          .join('');
  return end === undefined ? write(start) : `${write(start)} – ${write(end)}`;
}

/**
 * How a language writes the first of a month where Intl writes "1": French says «1er novembre», Brazilian Portuguese
 * «1º de agosto».
 */
const FIRST_OF_MONTH: Partial<Record<Language, string>> = { fr: '1er', pt: '1º' };

/** A part of a formatted date as the language writes it: Intl's text, but the first of a month as an ordinal where it is one. */
export function datePartText(part: Intl.DateTimeFormatPart, language: Language): string {
  return part.type === 'day' && part.value === '1' ? (FIRST_OF_MONTH[language] ?? part.value) : part.value;
}

/** `2026-01` → "January 2026" in the page's language. */
export function formatMonthYear(yearMonth: string, language: Language): string {
  return formatIsoDate(yearMonth, language);
}

/**
 * Builds the language's first number and date formatters. The first Intl formatter a page builds
 * loads the browser's locale data, tens of milliseconds on a phone. Start-up has a worker call these
 * first (the data is then shared, see warmUpFormatting.ts), then calls them in tasks of their own.
 */
export function loadNumberFormatting(language: Language): void {
  formatNumber(0, language);
}

export function loadDateFormatting(language: Language): void {
  formatMonthYear('2026-01', language);
}

/** The lists ("Wet and Chilled") load locale data of their own. */
export function loadListFormatting(language: Language): void {
  formatList(['', ''], language);
  formatList(['', ''], language, 'disjunction');
  formatList(['', ''], language, 'unit');
}

/** How many significant digits a number too small for its decimals keeps: 1 in 2,000,000 is 0.00005%. */
const SMALL_NUMBER_SIGNIFICANT_DIGITS = 2;

/**
 * At most `maximumFractionDigits` decimals for `shown` (the number as written: a percentage, not its fraction), unless
 * they would round a number that is not zero to 0: then its first significant digits, so a weight of 0.000001 kg or a
 * one-in-two-million chance never reads as 0. A double past 2^53 keeps the digits floating point is sure of
 * (SURE_DIGITS, as the engine keeps a price: toSureDigits), not its binary tail: 41,028,717,948,718,000 for the double
 * 41,028,717,948,717,952, which the formula gives as 41,028,717,948,717,948.7….
 */
function roundingOf(shown: number | bigint, maximumFractionDigits: number, minimumFractionDigits = 0): Intl.NumberFormatOptions {
  if (typeof shown === 'number' && Math.abs(shown) > Number.MAX_SAFE_INTEGER) return { maximumSignificantDigits: SURE_DIGITS };
  const roundsToZero = typeof shown === 'number' && shown !== 0 && Math.abs(shown) < 0.5 * 10 ** -maximumFractionDigits;
  if (roundsToZero) return { maximumSignificantDigits: SMALL_NUMBER_SIGNIFICANT_DIGITS };
  return minimumFractionDigits === 0 ? { maximumFractionDigits } : { minimumFractionDigits, maximumFractionDigits };
}

/** Full value with the language's digit grouping, e.g. 25,000,000 / 25 000 000 / 25.000.000. */
export function formatNumber(value: number | bigint, language: Language, maximumFractionDigits = 0): string {
  return numberFormat(language, roundingOf(value, maximumFractionDigits)).format(value);
}

/** The signs the page writes numbers with. */
export interface NumberSigns {
  group: string;
  decimal: string;
}

const signsByLanguage = new Map<Language, NumberSigns>();

/** The page's grouping and decimal signs, as Intl writes them in its language (French groups with a narrow space). */
export function numberSigns(language: Language): NumberSigns {
  let signs = signsByLanguage.get(language);
  if (!signs) {
    const parts = numberFormat(language, {}).formatToParts(1234567.5);
    signs = {
      group: parts.find((part) => part.type === 'group')?.value ?? '',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    signsByLanguage.set(language, signs);
  }
  return signs;
}

/**
 * A text cut right after each group separator that has digits on both sides ("2,851,285,128" → "2,", "851,", "285,",
 * "128"): the places a long number may go on to the next line and still read as one number. Joined, the pieces are
 * the text. A separator that is no digit group's ("1, 2 and 3", a decimal point) is no cut.
 */
export function splitAfterDigitGroups(text: string, separator: string): string[] {
  if (separator === '') return [text];
  const pieces: string[] = [];
  let start = 0;
  for (let at = text.indexOf(separator); at !== -1; at = text.indexOf(separator, at + separator.length)) {
    const end = at + separator.length;
    if (/\d/.test(text[at - 1] ?? '') && /\d/.test(text[end] ?? '')) {
      pieces.push(text.slice(start, end));
      start = end;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

/**
 * A part of a text: a word holding a grouped number ("996,093,750." with what touches it), cut after each digit group
 * (splitAfterDigitGroups), or the text between, whole.
 */
export interface NumberWordPart {
  text: string;
  /** The word's pieces, each ending at a place it may break; null for the text between. */
  groups: string[] | null;
}

/**
 * A text's words and the breakable spaces between them, in order. An isolate (leftToRight) is never cut: a box around
 * part of one would hold its opening mark and leave its closing mark outside, and the rest of it would take the
 * page's direction ("(1,500 ÷ 2.85)²" shown as "²(2.85 ÷ (1,500" in Arabic).
 */
function wordsAndSpaces(text: string): string[] {
  const pieces: string[] = [];
  let depth = 0;
  let piece = '';
  let spaces = false;
  for (const character of text) {
    if (/[\u2066-\u2068]/.test(character)) depth++;
    else if (character === POP_DIRECTIONAL_ISOLATE) depth = Math.max(0, depth - 1);
    // No-break spaces (French groups its digits with one) are part of a word: only a breakable space ends it.
    const isSpace = depth === 0 && /[ \t\n]/.test(character);
    if (isSpace !== spaces && piece !== '') {
      pieces.push(piece);
      piece = '';
    }
    spaces = isSpace;
    piece += character;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * A text in parts, each word (a run between breakable spaces, an isolate whole) that holds a number with digit groups
 * apart from the text around it. Joined, the parts are the text. A page keeps such a word on one line when it fits
 * one, so that "996,093,750" never reads as "996," over "093,750", and breaks it after a digit group only when it is
 * longer than a line; the word takes its punctuation along ("750." never leaves its "." alone on the next line).
 */
export function numberWords(text: string, separator: string): NumberWordPart[] {
  const parts: NumberWordPart[] = [];
  let between = '';
  for (const piece of wordsAndSpaces(text)) {
    const groups = splitAfterDigitGroups(piece, separator);
    if (groups.length > 1) {
      if (between !== '') parts.push({ text: between, groups: null });
      parts.push({ text: piece, groups });
      between = '';
    } else {
      between += piece;
    }
  }
  if (between !== '' || parts.length === 0) parts.push({ text: between, groups: null });
  return parts;
}

/**
 * The suffixes the game writes after a shortened amount (2.5K, 2.5M, 2.5B, 2.5T), whatever the player's language.
 * Players compare our number with the game's, so the locale's own compact names would mislead them by 1000×: CLDR's
 * Indonesian «M» is *miliar* (10⁹), Spanish «B» is *billón* (10¹²), French «Bn» is *billion* (10¹²).
 */
export const GAME_SUFFIXES = ['', 'K', 'M', 'B', 'T'] as const;

/** At most two decimals (2.5B, 123.46B): enough to tell two prices apart, short enough for a phone. */
const COMPACT_FRACTION_DIGITS = 2;

/**
 * A game amount shortened the way the game writes it, with the language's decimal sign: 2.5B, 2,5B, 999.99K. Past
 * the game's last suffix (T, from 10¹⁵ on) a power of ten: 2.5 × 10¹⁸. The game goes on with further letters there,
 * but no source we have lists them, and a power of ten cannot be misread. Isolated left to right, so Arabic text
 * keeps "× 10¹⁵" after its number. Where this is shown, show or announce the full number too (see CompactAmount).
 */
export function formatCompact(value: number | bigint, language: Language): string {
  const number = Number(value);
  const magnitude = Math.abs(number);
  const scale = 10 ** COMPACT_FRACTION_DIGITS;
  for (let tier = 0; tier < GAME_SUFFIXES.length; tier += 1) {
    // Rounded here, so 999,999 becomes 1M and not 1,000K.
    const shown = Math.round((magnitude / 1000 ** tier) * scale) / scale;
    if (shown < 1000)
      return leftToRight(`${formatNumber(Math.sign(number) * shown, language, COMPACT_FRACTION_DIGITS)}${GAME_SUFFIXES[tier]}`);
  }
  return leftToRight(formatPowerOfTen(value, language));
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** 2.5 × 10¹⁸ with the language's decimal sign: school notation rather than Intl's "2.5E18". */
function formatPowerOfTen(value: number | bigint, language: Language): string {
  const parts = numberFormat(language, { notation: 'scientific', maximumFractionDigits: COMPACT_FRACTION_DIGITS }).formatToParts(value);
  const mantissa = parts.filter((part) => !part.type.startsWith('exponent')).map((part) => part.value);
  const exponent = parts.filter((part) => part.type === 'exponentInteger' || part.type === 'exponentMinusSign').map((part) => part.value);
  const superscript = exponent
    .join('')
    .replace(/\d/g, (digit) => SUPERSCRIPT_DIGITS[Number(digit)] ?? digit)
    .replace(/[-\u2212]/, '⁻');
  return `${mantissa.join('')} × 10${superscript}`;
}

/** A weight in kilograms with the unit in the language's words ("1.5 kg", "1,5 kg", "1.5 كغ"). */
export function formatKg(value: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(language, { style: 'unit', unit: 'kilogram', ...roundingOf(value, maximumFractionDigits) }).format(value);
}

/**
 * Characters a link can carry that show as nothing, or as a box, or that reorder the text around them (a NUL, a
 * right-to-left override, a zero-width space, a line separator).
 */
const UNSEEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

/** Text a link or an address gave, as a player can read it: each unseen character as the address writes it («%00»). */
export function withUnseenEncoded(text: string): string {
  return text.replace(UNSEEN, encodeURIComponent);
}

/* Unicode isolates: a left-to-right run inside right-to-left text keeps its own order ("×50", not "50×"). */
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

export function leftToRight(text: string): string {
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}

/**
 * A page's title or description, as tabs, search results and link previews show it: many show isolates as boxes. In
 * right-to-left text the older left-to-right mark keeps such a run's order ("×240" stays "×240"); elsewhere nothing is
 * needed.
 */
export function withoutIsolates(text: string, language: Language): string {
  return text.replace(/[\u2066\u2069]/g, directionOf(language) === 'rtl' ? '\u200e' : '');
}

/** A multiplier such as ×2,180, which reads the same way inside Arabic text. */
export function formatMultiplier(value: number, language: Language, maximumFractionDigits = 2): string {
  return leftToRight(`×${formatNumber(value, language, maximumFractionDigits)}`);
}

/** "+20%" with the sign where the language puts it. */
export function formatSignedPercent(percent: number, language: Language, maximumFractionDigits = 2): string {
  return numberFormat(language, { style: 'percent', signDisplay: 'always', ...roundingOf(percent, maximumFractionDigits) }).format(
    percent / 100,
  );
}

/** "+499" with the language's digits and sign placement. */
export function formatSignedNumber(value: number | bigint, language: Language): string {
  return numberFormat(language, { signDisplay: 'always', ...roundingOf(value, 2) }).format(value);
}

/** The most significant digits Intl takes: more than the 17 of any number's shortest form, so it keeps them all. */
const ALL_SIGNIFICANT_DIGITS = 21;

/**
 * A number as a person would type it into a field in this language: its decimal mark, no grouping ("14,25" in
 * French), every decimal it has, so the field shows the very number the page uses (a link's weight of 0.12345678 was
 * shown as 0.123457 and valued unrounded) and reads it back unchanged.
 */
export function formatForInput(value: number, language: Language): string {
  return numberFormat(language, { useGrouping: false, maximumSignificantDigits: ALL_SIGNIFICANT_DIGITS }).format(value);
}

/**
 * The most fraction digits Intl takes in every browser: as a weight's largest, it writes the number's every decimal in
 * its shortest form (0.000001, not 0.00000099999…).
 */
export const MAX_FRACTION_DIGITS = 20;

/**
 * The language's own word or symbol for kilograms ("kg", "كغ"), for a weight field's suffix; with `unitDisplay` and
 * `count`, as it is written beside that number ("kilogrammes"), which a weight field reads after a number too.
 */
export function kilogramUnit(language: Language, unitDisplay: 'short' | 'narrow' | 'long' = 'short', count = 1): string {
  const parts = numberFormat(language, { style: 'unit', unit: 'kilogram', unitDisplay }).formatToParts(count);
  return parts.find((part) => part.type === 'unit')?.value ?? 'kg';
}

type ListType = 'conjunction' | 'disjunction' | 'unit';

type ListStyle = 'long' | 'narrow';

const listFormat = (language: Language, type: ListType, style: ListStyle = 'long'): Intl.ListFormat =>
  builtOnce(`list|${language}|${type}|${style}`, () => new Intl.ListFormat(FORMAT_LOCALES[language], { style, type }));

/** "Wet and Chilled" / "Wet or Drenched" in the page's language; narrow units read "1h 04m" where long read "1h, 04m". */
export function formatList(
  items: readonly string[],
  language: Language,
  type: ListType = 'conjunction',
  style: ListStyle = 'long',
): string {
  return listFormat(language, type, style).format(items);
}

/**
 * The words of a list around items the caller renders itself (elements, not text): for three items in English,
 * `[0, ', ', 1, ', and ', 2]` (`', or '` for alternatives), each number the position of an item.
 */
export function formatListParts(count: number, language: Language, type: ListType = 'conjunction'): (number | string)[] {
  const positions = Array.from({ length: count }, (_, index) => String(index));
  return listFormat(language, type)
    .formatToParts(positions)
    .map((part) => (part.type === 'element' ? Number(part.value) : part.value));
}

/** The site's languages named in the page's language, as a list: "English, Spanish, … and Brazilian Portuguese". */
export function formatSiteLanguages(language: Language): string {
  const names = new Intl.DisplayNames(LOCALE_TAGS[language], { type: 'language' });
  return formatList(
    LANGUAGES.map((each) => names.of(LOCALE_TAGS[each]) ?? LOCALE_TAGS[each]),
    language,
  );
}

/** The decimals a percentage keeps by default: 12.35%. */
export const PERCENT_FRACTION_DIGITS = 2;

export function formatPercent(
  percent: number,
  language: Language,
  maximumFractionDigits = PERCENT_FRACTION_DIGITS,
  minimumFractionDigits = 0,
): string {
  return numberFormat(language, { style: 'percent', ...roundingOf(percent, maximumFractionDigits, minimumFractionDigits) }).format(
    percent / 100,
  );
}

/**
 * Two decimals, or three significant digits where those show more (Intl's rounding priority): a small number keeps
 * its first digits rather than reading as 0 or as its neighbour.
 */
export const TWO_DECIMALS_OR_THREE_DIGITS = {
  maximumFractionDigits: 2,
  maximumSignificantDigits: 3,
  roundingPriority: 'morePrecision',
} as const satisfies Intl.NumberFormatOptions;

/** A chance in percent, so that 1 in 8,000 reads 0.0125 %, not 0.01 % as 1 in 10,000 does. */
export function formatChancePercent(percent: number, language: Language): string {
  return numberFormat(language, { style: 'percent', ...TWO_DECIMALS_OR_THREE_DIGITS }).format(percent / 100);
}

/**
 * A number as a link writes it, for machines rather than people: the shortest text that reads back as the same number,
 * never in exponent notation ("1e-7") nor in a language's digits (the link contracts' numbers are plain dot decimals).
 */
export function plainDecimal(value: number): string {
  const [mantissa = '', exponent] = String(value).split('e');
  if (exponent === undefined) return mantissa;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/**
 * A number as a link writes it, kept left to right in a page's text: a link notice's limits and examples («at most
 * 10000 kg»), which read as the address has them, with a dot and no group separator in every language.
 */
export function linkNumber(value: number | bigint): string {
  return leftToRight(typeof value === 'bigint' ? String(value) : plainDecimal(value));
}
