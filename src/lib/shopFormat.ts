/*
 * How the site writes shop numbers (amounts, chances, durations, clock times) in the page's language, via Intl. A price
 * is written by gameText's formatPrice, which the crop facts use too.
 */
import type { TFunction } from 'i18next';
import { confidenceParts, type SeedNote } from '../game/shopFacts';
import type { Language } from '../i18n/languages';
import { confidenceWord } from './confidence';
import { datePartText, dateTimeFormat, formatIsoDate, formatList, formatNumber, formatPercent, leftToRight, numberFormat } from './format';
import { unknownAfter, type UnknownLabel } from './gameText';

/**
 * "5–25" or "1"; "unknown" without an amount, as it reads after `label`. A range is isolated left to right, as the
 * notes' ranges are (localizedProse): in Arabic it read «25–5».
 */
export function formatAmount(t: TFunction, amount: readonly [number, number] | null, language: Language, label: UnknownLabel): string {
  if (amount === null) return unknownAfter(t, label);
  const [least, most] = amount;
  return least === most
    ? formatNumber(least, language)
    : leftToRight(t('shop.range', { least: formatNumber(least, language), most: formatNumber(most, language) }));
}

/** A chance from 0 to 1 as a percentage, "unknown" for null, as it reads after `label`. */
export function formatChance(t: TFunction, p: number | null, language: Language, label: UnknownLabel): string {
  return p === null ? unknownAfter(t, label) : formatPercent(p * 100, language);
}

const UNITS = [
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
] as const;

/**
 * Units written short ("4 hr, 10 min"), except where the short units mislead or are not what players write, and the
 * words are written instead: Arabic's are single letters («1 س», «5 د»; words «ساعة», «5 دقائق»), and Indonesian's
 * day is «hr» (hari) beside «j» (jam) for the hour, which players read as an hour («1 hari, 1 jam»).
 */
const WORDED_UNITS: ReadonlySet<Language> = new Set(['ar', 'id']);
const unitDisplayOf = (language: Language): 'long' | 'short' => (WORDED_UNITS.has(language) ? 'long' : 'short');

/** Spaces that may break made no-break ones, so the words they join stay on one line. */
const heldTogether = (text: string) => text.replace(/[\s\u202f]/g, '\u00a0');

/**
 * "4 hr, 10 min" ("2 h 2 min 40 s" style, the language's own units); zero parts are left out. Each number is held to its
 * unit by a no-break space (Intl writes a plain one), so a line may break only between parts: never "15" over "min".
 */
export function formatDuration(seconds: number, language: Language): string {
  const unitDisplay = unitDisplayOf(language);
  let left = Math.round(seconds);
  const parts: string[] = [];
  for (const [unit, size] of UNITS) {
    const count = Math.floor(left / size);
    left -= count * size;
    if (count > 0) parts.push(heldTogether(numberFormat(language, { style: 'unit', unit, unitDisplay }).format(count)));
  }
  return parts.length === 0
    ? heldTogether(numberFormat(language, { style: 'unit', unit: 'second', unitDisplay }).format(0))
    : formatList(parts, language, 'unit');
}

/**
 * A time with its day period ("5:40 PM", «5:40 ص») kept on one line: some languages write a breaking space there. One
 * space for all: Node writes English's as U+202F and Chromium as U+0020, which would differ between the prerendered page
 * and its hydration.
 */
function timeOnOneLine(format: Intl.DateTimeFormat, ms: number): string {
  const parts = format.formatToParts(ms);
  return parts
    .map((part, index) =>
      part.type === 'literal' && (parts[index + 1]?.type === 'dayPeriod' || parts[index - 1]?.type === 'dayPeriod')
        ? heldTogether(part.value)
        : part.value,
    )
    .join('');
}

/**
 * How a countdown writes its units, in each language but Arabic (a clock, see formatCountdown): Intl's narrowest where
 * they are what players write ("1m 55s", Portuguese «1 min 55 s», Indonesian «1 mnt, 55 dtk»), its short ones in French
 * and Spanish, whose narrow ones run number and unit together («1min 55s») where their players write «1 min 55 s».
 */
const COUNTDOWN_UNIT_DISPLAY: Readonly<Record<Exclude<Language, 'ar'>, 'narrow' | 'short'>> = {
  en: 'narrow',
  es: 'short',
  fr: 'short',
  id: 'narrow',
  pt: 'narrow',
};

/**
 * A countdown with its units, "4m 09s" or "1h 04m 09s" («4 min 09 s» in French), not as a clock: "4:09" read as four
 * hours as often as four minutes, and beside a restock's time ("in 4:00 at 20:00") as two times of day. Whole seconds,
 * rounded up, so it never reads zero before the restock. Minutes are always shown, and every unit below the largest two
 * digits wide, so the text keeps its width as it ticks (Indonesian's narrow hour, «1 j», is fine here: a countdown never
 * reaches a day, see formatDuration). Arabic's short units are single letters and its words change with each number, so
 * that its line would reflow every second: there it stays a clock, but always with its hours ("0:04:09"), which no one
 * reads as minutes.
 */
export function formatCountdown(ms: number, language: Language): string {
  let left = Math.max(0, Math.ceil(ms / 1000));
  const counts = UNITS.slice(1).map(([unit, size]) => {
    const count = Math.floor(left / size);
    left -= count * size;
    return [unit, count] as const;
  });
  if (language === 'ar') {
    const digits = (value: number, width: number) =>
      numberFormat(language, { minimumIntegerDigits: width, useGrouping: false }).format(value);
    return counts.map(([, count], index) => digits(count, index === 0 ? 1 : 2)).join(':');
  }
  // Minutes at least ("0m 59s"), so the last minute is as wide as the ones before.
  const unitDisplay = COUNTDOWN_UNIT_DISPLAY[language];
  const parts = (counts[0]![1] > 0 ? counts : counts.slice(1)).map(([unit, count], index) =>
    heldTogether(numberFormat(language, { style: 'unit', unit, unitDisplay, minimumIntegerDigits: index === 0 ? 1 : 2 }).format(count)),
  );
  return formatList(parts, language, 'unit', 'narrow');
}

/** What a sentence around a time of day is given: the time, and the hour it shows as `count`. */
// A type, not an interface: i18next's options take it only as a plain record.
export type TimeOfDay = { time: string; count: number };

/**
 * The hour a clock shows (1 for "1:00 PM" and for "1:00", 13 for "13:00"): Spanish and Portuguese agree their article
 * with it ("a la 1:00", "a las 2:00"; "à 1:00", "às 2:00"), which their texts do with the plural forms of `count`.
 */
function hourShown(format: Intl.DateTimeFormat, hour: number): number {
  const { hourCycle } = format.resolvedOptions();
  if (hourCycle === 'h12') return hour % 12 === 0 ? 12 : hour % 12;
  if (hourCycle === 'h11') return hour % 12;
  return hourCycle === 'h24' && hour === 0 ? 24 : hour;
}

/** An instant's time of day in the visitor's own time zone ("14:35", "2:35 PM"), with its hour. */
export function localTimeOfDay(ms: number, language: Language): TimeOfDay {
  const format = dateTimeFormat(language, { timeStyle: 'short' });
  return { time: timeOnOneLine(format, ms), count: hourShown(format, new Date(ms).getHours()) };
}

/**
 * How a restock's weekday is written, in its sentence ("on Tue at 1:00 AM") and in the list of later ones: the way
 * players of each language write it there. English's short name; every other language's whole one, where the short one
 * misreads or is not what players write: Spanish «el mar» reads as "the sea" («el martes»), French «mar. à 01:00» wants
 * «mardi», Portuguese «ter.» and «sex.» are words of their own ("to have", "sex"), Indonesian's «Jum», «Sab» are not
 * written (the whole «Jumat»). Arabic's short name is its whole one.
 */
const weekdayWidthOf = (language: Language): 'long' | 'short' => (language === 'en' ? 'short' : 'long');

/** Brazilian players name a weekday without its «-feira» («terça às 01:00»), as the language says it but Intl does not write it. */
const weekdayAsSaid = (name: string, language: Language) => (language === 'pt' ? name.replace(/-feira$/, '') : name);

/**
 * The weekday of an instant in the visitor's own time zone ("Tue", «martes», «mardi»), or null when it falls on the same
 * day as `nowMs`. Apart from its time (localTimeOfDay), so that each language's text puts the day and the time in its
 * own order.
 */
export function formatLocalWeekday(ms: number, nowMs: number, language: Language): string | null {
  if (new Date(ms).toDateString() === new Date(nowMs).toDateString()) return null;
  return weekdayAsSaid(dateTimeFormat(language, { weekday: weekdayWidthOf(language) }).format(ms), language);
}

/**
 * The seven weekdays as a restock's day is written (formatLocalWeekday), Sunday first: what a room held for any day's
 * text is laid out with. The same wherever it runs: a week of UTC days, named in UTC.
 */
export function weekdayNames(language: Language): string[] {
  const format = dateTimeFormat(language, { weekday: weekdayWidthOf(language), timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => weekdayAsSaid(format.format(Date.UTC(2026, 0, 4 + day)), language));
}

/** A minute mark of every hour (":05"), isolated left to right so right-to-left text keeps its colon in front. */
export function formatMinuteMark(secondsPastHour: number, language: Language): string {
  const minutes = numberFormat(language, { minimumIntegerDigits: 2, useGrouping: false }).format(Math.floor(secondsPastHour / 60));
  return leftToRight(`:${minutes}`);
}

/**
 * What a data note's date is of, said where the sources give none: "The sources give no date" alone read as said of
 * every date on the page, beside a price's date or an egg's days on sale.
 */
export type UndatedData = 'numbers' | 'odds' | 'mutations' | 'rule';

/**
 * "Data as of 25 October 2025", "Data from 2026", "Data from about April 2026", or that the sources give no date for
 * `undated` (an item's numbers, an egg's odds…): the date of a source's newest copy as game/sourceDates.ts
 * newestSourceDate gives it (ISO 8601: a day, a lower bound, a year or a month, "~" where the source says about).
 */
export function formatAsOf(t: TFunction, isoDate: string, language: Language): string;
export function formatAsOf(t: TFunction, isoDate: string | null, language: Language, undated: UndatedData): string;
export function formatAsOf(t: TFunction, isoDate: string | null, language: Language, undated?: UndatedData): string {
  if (isoDate === null) return t(`shop.dateUnknown.${undated!}`);
  // An interval open at its end ("2026-03-26/..", ISO 8601-2): the source gives only the day it is not older than.
  const [from = '', to] = isoDate.split('/');
  if (to === '..') return t('shop.asOfNotBefore', { date: formatIsoDate(from, language) });
  const date = formatIsoDate(isoDate.replace('~', ''), language);
  if (isoDate.endsWith('~')) return t('shop.asOfAbout', { date });
  if (isoDate.length === 4) return t('shop.asOfYear', { date });
  return isoDate.length === 7 ? t('shop.asOfMonth', { date }) : t('shop.asOf', { date });
}

/**
 * "Confidence: high (price), low (odds)" from a research confidence, each part in the page's language; "Confidence: not
 * known" (its level `none`, which agrees with the word for confidence) when it names no level.
 */
export function formatConfidence(t: TFunction, text: string, language: Language): string {
  const parts = confidenceParts(text).map(({ level, aspects }) => {
    const word = confidenceWord(t, level);
    const named = aspects.filter((aspect) => aspect !== 'all');
    return named.length === 0
      ? word
      : t('shop.confidencePart', {
          level: word,
          aspect: formatList(
            named.map((aspect) => t(`shop.aspect.${aspect}`)),
            language,
          ),
        });
  });
  return t('facts.confidenceOf', { level: parts.length === 0 ? confidenceWord(t, 'none') : formatList(parts, language) });
}

/** A time of day in UTC ("20:00"), for a rule stated the same for every visitor. */
export function utcTimeOfDay(ms: number, language: Language): TimeOfDay {
  const format = dateTimeFormat(language, { timeStyle: 'short', timeZone: 'UTC' });
  return { time: timeOnOneLine(format, ms), count: hourShown(format, new Date(ms).getUTCHours()) };
}

/** How a note's interval is written: days as in a sentence, UTC times with their day short. */
const NOTE_RANGE_OPTIONS: Readonly<Record<'day' | 'month' | 'time', Intl.DateTimeFormatOptions>> = {
  // The month as a word: `dateStyle: 'medium'` writes Arabic's as digits («27‏/12‏/2025»), where its other dates name it.
  time: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'UTC' },
  day: { dateStyle: 'long', timeZone: 'UTC' },
  month: { month: 'long', year: 'numeric', timeZone: 'UTC' },
};

/** An ISO day, month or UTC time ("2025-12-27T18:00Z") as an instant. */
const instantOf = (iso: string) => Date.parse(/T/.test(iso) ? iso : `${iso}${iso.length === 7 ? '-01' : ''}T00:00Z`);

/**
 * An interval ("13–20 September 2025", "Dec 27, 2025, 6:00 PM – Jan 10, 2026, 6:00 PM") by Intl's formatRange, which
 * writes it as the language does (one month once, one year once). Its spaces are one kind for all: Node's ICU writes
 * thin (U+2009) and narrow (U+202F) ones where Chromium writes U+0020, which would differ between the prerendered page
 * and its hydration; the one before a day period ("6:00 PM") is kept from breaking, as formatUtcTime does.
 */
function formatInterval(start: string, end: string, language: Language): string {
  const precision = /T/.test(start) ? 'time' : start.length === 7 ? 'month' : 'day';
  const parts = dateTimeFormat(language, NOTE_RANGE_OPTIONS[precision]).formatRangeToParts(instantOf(start), instantOf(end));
  return parts
    .map((part, index) =>
      part.type !== 'literal'
        ? datePartText(part, language)
        : parts[index + 1]?.type === 'dayPeriod'
          ? heldTogether(part.value)
          : part.value.replace(/[\u2009\u202f]/g, ' '),
    )
    .join('');
}

/**
 * A date a research note names (ISO 8601: a year, a month, a day, a UTC time, or an interval "a/b") in the page's
 * language. Years are written as formatIsoDate writes them ("2025 – 2026"): a range of years has no month to share.
 */
export function formatNoteDate(iso: string, language: Language): string {
  const [start = '', end] = iso.split('/');
  if (start.length === 4) return formatIsoDate(iso, language);
  if (end !== undefined) return formatInterval(start, end, language);
  return /T/.test(start) ? formatInterval(start, start, language) : formatIsoDate(start, language);
}

/**
 * What a page says beside a seed: the data knows only its name, the shop no longer shows it, sells it for a limited time,
 * or a level unlocks it.
 */
export function seedNoteText(t: TFunction, note: SeedNote, language: Language): string {
  if (note.kind === 'level') return t('shop.seedNote.level', { npc: note.npc, level: formatNumber(note.level, language) });
  return t(`shop.seedNote.${note.kind}`);
}
