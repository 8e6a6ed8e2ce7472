/*
 * The date of a shop record's newest source, which a page says beside its numbers. The research writes it as prose
 * (`source` names copies with their dates: "commit 4b5ca3e, 2025-10-04", "stored file 53393398884 (2026)"), so it is
 * read here once, the same way for eggs, gear, seeds, weathers and restock rules. Build time only: the pages are given
 * the dates, so the browser never loads these patterns (the stock page's code is in the offline precache).
 */
import { isoMonth, MONTH_NAME } from './dataMonth';
import type { EggRecord } from './schema';
import { oddsFromGameFiles } from './shopFacts';

const MONTH = String.raw`20\d\d-(?:0[1-9]|1[0-2])`;
const DAY = String.raw`${MONTH}-(?:0[1-9]|[12]\d|3[01])`;
const ISO_DAY = new RegExp(String.raw`\b${DAY}\b`, 'g');

/** A later copy the research says holds the same text as an older one: its date is when it was copied, not the data's. */
const IDENTICAL_COPY = /\([^()]*identical text\)/g;

/** Dates a module holds (the premium eggs' sale windows), not the day it was copied. */
const DATES_IN_CONTENT = /\(release\/end times[^()]*\)/g;

/** "2025-07-21/27", "2025-10-11..18": two copies of one month, the second written by its day alone. */
const SAME_MONTH_DAYS = new RegExp(String.raw`(${MONTH}-)(\d\d)(?:\/|\.\.)(\d\d)\b`, 'g');

/** ">= 2026-03-26": the copy is from that day or later, not of that day. */
const LOWER_BOUND = new RegExp(String.raw`>=\s*(${DAY})`, 'g');

/** A copy's date vaguer than a day, as the research writes one: "2026", "~Apr 2026", "Sep-Oct 2025". */
const VAGUE_DATE = String.raw`(~)?(?:(${MONTH_NAME})(?:-${MONTH_NAME})?\s+)?(20\d\d)`;
/**
 * A vague date that dates a copy: the last item of the parenthesis after it ("stored file 53393398884 (2026)", "(…, 2026
 * decompile)", "(community pet-gifting script, ~Apr 2026)"). Never a date inside the copy's content: "(Easter 2026
 * script)", "content ~Aug 2025", "(19 Jul to 2 Aug 2025)".
 */
const VAGUE_COPY_DATE = new RegExp(String.raw`(?<=[(,]\s*)${VAGUE_DATE}(?:\s+decompile)?(?=\s*\))`, 'g');

/**
 * "~Apr 2026" → "2026-04~" (ISO 8601-2: about that month), "2026" → "2026". A range of months ("Sep-Oct 2025") is read as
 * its year: it names no one month the copy is of.
 */
function vagueDateOf(match: RegExpMatchArray): string {
  const [whole, about, month, year] = match;
  const approximate = about === '~' ? '~' : '';
  if (month === undefined || whole.includes('-')) return `${year!}${approximate}`;
  return `${isoMonth(month, year!)}${approximate}`;
}

/** A copy's date as the days it may be of, first and last (YYYY-MM-DD), and how finely it is known (a day 3, a year 1). */
interface DatedCopy {
  readonly date: string;
  readonly first: string;
  readonly last: string;
  readonly precision: number;
}

function datedCopy(date: string): DatedCopy {
  // A lower bound ranks at its day: what it says for sure is that day, as a day copy of that day would.
  const [start = ''] = date.replace('~', '').split('/');
  const [year, month] = start.split('-');
  if (month === undefined) return { date, first: `${year}-01-01`, last: `${year}-12-31`, precision: 1 };
  // The 31st of every month: these are compared as text, where it comes after each day of the month.
  if (start.length === 7) return { date, first: `${start}-01`, last: `${start}-31`, precision: 2 };
  return { date, first: start, last: start, precision: 3 };
}

/**
 * The newer of two copies' dates. One whose first day is after the other's last is newer: "2026" is newer than
 * "2025-10-25". Where they overlap, which copy is newer cannot be known ("2026" and "2026-03-26": the 2026 copy may be of
 * January or of December), and the finer date is kept, the one that says most of when the data is from; a day always wins
 * over a vaguer date of its time. Of a day and a lower bound at that same day, the day: the bound says no more.
 */
function newerCopy(a: DatedCopy, b: DatedCopy): DatedCopy {
  if (b.first > a.last) return b;
  if (a.first > b.last) return a;
  if (a.precision !== b.precision) return a.precision > b.precision ? a : b;
  return b.last > a.last || (b.last === a.last && !b.date.includes('/')) ? b : a;
}

/**
 * The date of a source text's newest copy in ISO 8601: a day (YYYY-MM-DD); when the newest the text names is a lower
 * bound (">= 2026-03-26"), an interval open at its end ("2026-03-26/.."); where the source dates a copy by its year alone
 * or by about a month, the year ("2026") or that month marked approximate ("2026-04~", ISO 8601-2); null when it names no
 * date. A mirror of an older copy ("…, identical text") does not make the data newer: the eggs' odds module copied again
 * in November 2025 is still July's; nor do the dates a module holds ("release/end times …").
 */
export function newestSourceDate(source: string): string | null {
  const text = source.replace(IDENTICAL_COPY, '').replace(DATES_IN_CONTENT, '').replace(SAME_MONTH_DAYS, '$1$2, $1$3');
  const bounds = [...text.matchAll(LOWER_BOUND)].map((match) => `${match[1]!}/..`);
  const rest = text.replace(LOWER_BOUND, '');
  const days = [...rest.matchAll(ISO_DAY)].map((match) => match[0]);
  const vague = [...rest.replace(ISO_DAY, '').matchAll(VAGUE_COPY_DATE)].map(vagueDateOf);
  const copies = [...days, ...bounds, ...vague].map(datedCopy);
  return copies.length === 0 ? null : copies.reduce(newerCopy).date;
}

/** A copy the research cites by its file id or web address ("52640469436", "spot.monster/?p=37924"). */
const COPY_REFERENCE = String.raw`\b\d{9,12}\b|\b[a-z\d-]+(?:\.[a-z\d-]+)+\/[^\s;,()]*`;
/**
 * Copies a research note names and dates: a list of them, then their date right after ("32807857404 ~Dec 2025") or in
 * the parenthesis after ("file id 52640469436 (community pet-gifting script, ~Apr 2026)").
 */
const DATED_REFERENCES = new RegExp(
  String.raw`((?:${COPY_REFERENCE})(?:\s*[+,]\s*(?:${COPY_REFERENCE}))*)\s*(\([^()]*\)|~?${MONTH_NAME}(?:-${MONTH_NAME})?\s+20\d\d\b)`,
  'g',
);

/**
 * A source with the dates other research notes give the copies it cites, for newestSourceDate to read: the egg data cites
 * the pet-gifting script by its file id, "stored file 52640469436 … via research pets.json", and the pet data's notes on
 * its sources (`meta.sourceKeys`) say it is of about April 2026. Only what a note says right beside a copy it names.
 */
export function withNotedCopyDates(source: string, notes: readonly string[]): string {
  const cited = new Set(source.split(/[\s;,()]+/));
  const dated = notes.flatMap((note) =>
    [...note.matchAll(DATED_REFERENCES)].flatMap(([, references = '', date = '']) =>
      references
        .split(/\s*[+,]\s*/)
        .filter((reference) => cited.has(reference))
        .map((reference) => `${reference} ${date.startsWith('(') ? date : `(${date})`}`),
    ),
  );
  return [source, ...dated].join('; ');
}

/** The egg shop's data copies a source lists: each holds the eggs the shop sold that day, not every egg. */
const EGG_SHOP_COPIES = /Eggs\.lua \(commits [^()]*\)|PetEggData\.lua \(decompiled [^()]*\)/g;

/**
 * An egg's source with the dates the pet data's notes on its sources (`notes`) give the copies it cites. Not with the
 * egg's own `noteSources`: those cite where its sold-in, obtain and availability notes come from, and date those facts,
 * which the notes say with their own dates; the Jungle Egg's auto-buy list of about December 2025 shows it in the egg
 * shop and gives none of its numbers.
 */
const eggSourceWithNotedDates = (egg: Pick<EggRecord, 'source'>, notes: readonly string[]) => withNotedCopyDates(egg.source, notes);

/**
 * The date of an egg's newest copy that holds its numbers: newestSourceDate, where the egg shop's copies count only up
 * to the last one that sold the egg (a summer egg removed in the 2025-08-30 copy is dated by the copy before; the Bee
 * Egg, in one copy only, by that copy): the egg-shop copies its notes name (`noteDates.eggShopCopies`, a day or an
 * interval). A copy the source cites without a date is dated by what `notes` (the pet data's notes on its sources, which
 * the egg data cites "via research pets.json") say of it; never by the egg's `noteSources` (eggSourceWithNotedDates).
 */
export function eggSourceDate(egg: Pick<EggRecord, 'source' | 'noteDates'>, notes: readonly string[]): string | null {
  const source = eggSourceWithNotedDates(egg, notes);
  if (source.search(EGG_SHOP_COPIES) === -1) return newestSourceDate(source);
  return newestSourceDate(`${source.replace(EGG_SHOP_COPIES, '')} ${eggPriceDate(egg) ?? ''}`);
}

/**
 * The date of the copy an egg's odds are from. Where the odds are the game's (or the research names no other source for
 * them): its source without the egg shop's copies, which hold what the shop sold and at what price, not what an egg
 * hatches (the Common Egg's odds are of 2025-07-28, its price of 2025-08-30); its other copies dated as eggSourceDate
 * dates them. Where another source gives them (`petOddsSource`: a fan guide, a community script), that source's date,
 * which is null when it has none: the Fall Egg's Robin 55% is from an undated mirror, not from the game copy of
 * 2025-09-20 that gives its price.
 */
export function eggOddsDate(egg: Pick<EggRecord, 'source' | 'petOddsSource'>, notes: readonly string[]): string | null {
  const oddsSource = egg.petOddsSource;
  if (oddsSource !== null && !oddsFromGameFiles(oddsSource)) return newestSourceDate(withNotedCopyDates(oddsSource, notes));
  return newestSourceDate(eggSourceWithNotedDates(egg, notes).replace(EGG_SHOP_COPIES, ''));
}

/**
 * The date of the last egg-shop copy that sold the egg, which its Sheckles price comes from; null where its notes name
 * no such copy. The Bee Egg's price is from a copy of 2025-06-28, older than its odds.
 */
export function eggPriceDate(egg: Pick<EggRecord, 'noteDates'>): string | null {
  return egg.noteDates?.eggShopCopies?.split('/').at(-1) ?? null;
}
