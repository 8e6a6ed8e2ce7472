/*
 * What a page says of a shop record's provenance: the date of its newest source and how sure each part of it is. The
 * research writes both as prose (`source` names copies with their dates; `confidence` may grade parts: "high (price) /
 * low (odds)"), so they are read here once, the same way for eggs, gear, seeds, weathers and restock rules.
 */
import { MONTHS } from './dataMonth';
import type { EggRecord, SeedShopRecord } from './schema';
import type { Confidence } from './types';

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

const MONTH_NAME = `(?:${MONTHS.join('|')})`;
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
  return `${year!}-${String(MONTHS.indexOf(month) + 1).padStart(2, '0')}${approximate}`;
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
  if (start.length === 7) return { date, first: `${start}-01`, last: `${start}-31`, precision: 2 };
  return { date, first: start, last: start, precision: 3 };
}

/**
 * The newer of two copies' dates. One whose first day is after the other's last is newer: "2026" is newer than
 * "2025-10-25". Where they overlap, which copy is newer cannot be known ("2026" and "2026-03-26": the 2026 copy may be of
 * January or of December), and the finer date is kept, the one that says most of when the data is from; a day always wins
 * over a vaguer date of its time. Of two days alike, a day over the lower bound of the same day, as before.
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

/** An egg's source with the dates research notes give the copies it cites: the pet data's (`notes`) and its own. */
const eggSourceWithNotedDates = (egg: Pick<EggRecord, 'source' | 'noteSources'>, notes: readonly string[]) =>
  withNotedCopyDates(egg.source, [...notes, ...(egg.noteSources ?? [])]);

/**
 * The date of an egg's newest copy that holds its numbers: newestSourceDate, where the egg shop's copies count only up
 * to the last one that sold the egg (a summer egg removed in the 2025-08-30 copy is dated by the copy before; the Bee
 * Egg, in one copy only, by that copy): the egg-shop copies its notes name (`noteDates.eggShopCopies`, a day or an
 * interval). A copy the source cites without a date is dated by what `notes` (the pet data's notes on its sources, which
 * the egg data cites "via research pets.json") and the egg's own `noteSources` say of it.
 */
export function eggSourceDate(egg: Pick<EggRecord, 'source' | 'noteDates' | 'noteSources'>, notes: readonly string[] = []): string | null {
  const source = eggSourceWithNotedDates(egg, notes);
  if (source.search(EGG_SHOP_COPIES) === -1) return newestSourceDate(source);
  return newestSourceDate(`${source.replace(EGG_SHOP_COPIES, '')} ${eggPriceDate(egg) ?? ''}`);
}

/**
 * The date of the copy an egg's odds are from: its source without the egg shop's copies, which hold what the shop sold
 * and at what price, not what an egg hatches (the Common Egg's odds are of 2025-07-28, its price of 2025-08-30); its
 * other copies dated as eggSourceDate dates them.
 */
export function eggOddsDate(egg: Pick<EggRecord, 'source' | 'noteSources'>, notes: readonly string[] = []): string | null {
  return newestSourceDate(eggSourceWithNotedDates(egg, notes).replace(EGG_SHOP_COPIES, ''));
}

/**
 * The date of the last egg-shop copy that sold the egg, which its Sheckles price comes from; null where its notes name
 * no such copy. The Bee Egg's price is from a copy of 2025-06-28, older than its odds.
 */
export function eggPriceDate(egg: Pick<EggRecord, 'noteDates'>): string | null {
  return egg.noteDates?.eggShopCopies?.split('/').at(-1) ?? null;
}

/** An egg's notes that list its odds among what is not known ("odds, price and hatch time unknown"). */
const ODDS_UNKNOWN = /\bodds\b[^;.]*\bunknown\b/i;

/**
 * Whether the chances an egg record gives its pets are chances the data stands by: not where the egg's own notes say
 * its odds are unknown. The Springtide Egg lists figures from a script the research trusts very little ("very low
 * trust"), and its notes still say its odds are unknown, so no page gives them as its chances.
 */
export function eggOddsKnown(egg: Pick<EggRecord, 'notes'>): boolean {
  return !ODDS_UNKNOWN.test(egg.notes ?? '');
}

/** What a part of a confidence is about, as the shop data words it, reduced to the few things a page names. */
export const CONFIDENCE_ASPECTS = [
  'all',
  'price',
  'odds',
  'pets',
  'name',
  'mutation',
  'timing',
  'effect',
  'interval',
  'alignment',
  'other',
] as const;
export type ConfidenceAspect = (typeof CONFIDENCE_ASPECTS)[number];

export interface ConfidencePart {
  readonly level: Confidence;
  readonly aspects: readonly ConfidenceAspect[];
}

const LEVEL_WORDS: Readonly<Record<string, Confidence>> = { high: 'high', medium: 'medium', low: 'low', unknown: 'none', none: 'none' };

function aspectOf(word: string): ConfidenceAspect {
  const text = word.trim().toLowerCase();
  if (text === '') return 'all';
  if (/price/.test(text)) return 'price';
  if (/odds/.test(text)) return 'odds';
  if (/pets|membership/.test(text)) return 'pets';
  if (/name/.test(text) && !/effect/.test(text)) return 'name';
  if (/mutation/.test(text)) return 'mutation';
  if (/timing|4 h|hatch time/.test(text)) return 'timing';
  if (/effect/.test(text)) return 'effect';
  if (/interval|value|1800/.test(text)) return 'interval';
  if (/alignment|rule|mechanism|server/.test(text)) return 'alignment';
  return 'other';
}

/**
 * A research confidence as its parts: "high (price) / low (odds)" → high for the price, low for the odds; a lone
 * "medium" is one part about everything. A part whose level the text does not name is left out.
 */
export function confidenceParts(text: string): ConfidencePart[] {
  return text.split('/').flatMap((piece) => {
    const match = /^\s*(high|medium|low|unknown|none)\b\s*(?:\(([^)]*)\))?/i.exec(piece);
    if (!match) return [];
    const level = LEVEL_WORDS[match[1]!.toLowerCase()]!;
    const aspects = (match[2] ?? '').split(',').map(aspectOf);
    return [{ level, aspects: [...new Set(aspects)] }];
  });
}

/**
 * A research confidence without its parts about one aspect, for a page that grades that aspect apart or does not show
 * it: the weather page grades a weather's timings beside them, so its data note leaves "low (timing)" out.
 */
export function confidenceWithout(text: string, aspect: ConfidenceAspect): string {
  return text
    .split('/')
    .filter((piece) => confidenceParts(piece).every((part) => !part.aspects.includes(aspect)))
    .map((piece) => piece.trim())
    .join(' / ');
}

/** The level a confidence gives one aspect: its own part, else the part about everything; null when none speaks of it. */
export function confidenceFor(text: string, aspect: ConfidenceAspect): Confidence | null {
  const parts = confidenceParts(text);
  return (parts.find((part) => part.aspects.includes(aspect)) ?? parts.find((part) => part.aspects.includes('all')))?.level ?? null;
}

/** What the egg data holds a record as: an egg, a chest the premium shop lists with the eggs, or a game-internal entry. */
export type EggEntryKind = 'egg' | 'chest' | 'internal';

/** Read from the research's `obtain` note ("Robux chest (seed pack, not an egg)…", "internal/test entry … not obtainable"). */
export function eggEntryKind(egg: Pick<EggRecord, 'obtain'>): EggEntryKind {
  if (/\bchest\b.*\bnot an egg\b/i.test(egg.obtain)) return 'chest';
  if (/\binternal\b.*\bnot obtainable\b/i.test(egg.obtain)) return 'internal';
  return 'egg';
}

/** What kind of weather the data says a weather is, as a page names it; `not-known` where no source classifies it. */
export type WeatherKind = 'natural' | 'natural-lunar' | 'natural-or-event' | 'event' | 'event-or-admin' | 'not-known';

/**
 * The data's kind is prose: "natural", "natural (lunar)", "natural or event (fan pages list it among standard
 * weathers)", "event", "event/admin", and "admin/event (fan classification not found)" for a server event no source
 * classifies, which is read as not known.
 */
export function weatherKind(kind: string): WeatherKind {
  if (/^natural \(lunar\)/.test(kind)) return 'natural-lunar';
  if (/^natural or event\b/.test(kind)) return 'natural-or-event';
  if (/^natural$/.test(kind)) return 'natural';
  if (/classification not found/.test(kind)) return 'not-known';
  if (/^(?:event\/admin|admin\/event)$/.test(kind)) return 'event-or-admin';
  if (/^event$/.test(kind)) return 'event';
  return 'not-known';
}

/**
 * Whether an egg is in the Pet Egg Shop's standing stock: a StockChance there, sold in every copy of the shop's data
 * rather than removed from it after an update or seen in one copy only (the research says which in `availability`
 * and `soldIn`). A removed egg keeps its page with its 2025 odds; the stock page lists only the standing ones.
 */
export function inEggShopStock(egg: Pick<EggRecord, 'eggShopStockChance' | 'availability' | 'soldIn'>): boolean {
  return egg.eggShopStockChance !== null && !/removed|one copy only/i.test(`${egg.availability ?? ''} ${egg.soldIn ?? ''}`);
}

/** The research's words before the appearance rates fan pages report, in an egg's notes ("Common 99%, Uncommon 53%, …"). */
const FAN_APPEARANCE_RATES = /appearance rates ([^()]+?)\s*\(/i;

/**
 * How often fan pages say the egg is in a Pet Egg Shop restock, in percent, as the egg's notes quote them (each names
 * the eggs without "Egg": "Common 99%"); null where they give none for it. Observed by fans, not the game's rule.
 */
export function fanAppearancePercent(egg: Pick<EggRecord, 'name' | 'notes'>): number | null {
  const rates = FAN_APPEARANCE_RATES.exec(egg.notes ?? '')?.[1];
  if (rates === undefined) return null;
  for (const rate of rates.split(',')) {
    const match = /^\s*(.+?)\s+(\d+(?:\.\d+)?)\s*%\s*$/.exec(rate);
    if (match !== null && `${match[1]} Egg` === egg.name) return Number(match[2]);
  }
  return null;
}

/**
 * Whether the data knows a seed by its name only: no copy of the game's shop data holds it, only community auto-buy
 * lists made after the newest copy name it in the shop (Sunflower, Buttercup and eight more), so its price, rarity,
 * amount and StockChance are unknown.
 */
export const knownByNameOnly = (seed: Pick<SeedShopRecord, 'firstSeenInShopData'>): boolean => seed.firstSeenInShopData === null;

/**
 * What a page says beside a seed's price: the data knows only its name, the shop hides it, sells it for a limited
 * time, or a level unlocks it.
 */
export type SeedNote =
  | { readonly kind: 'nameOnly' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'limited' }
  | { readonly kind: 'level'; readonly npc: string; readonly level: number };

export function seedNotes(seed: Pick<SeedShopRecord, 'firstSeenInShopData' | 'shownInShop' | 'limited' | 'npcLevelLock'>): SeedNote[] {
  const notes: SeedNote[] = [];
  if (knownByNameOnly(seed)) notes.push({ kind: 'nameOnly' });
  if (seed.shownInShop === false) notes.push({ kind: 'hidden' });
  if (seed.limited === true) notes.push({ kind: 'limited' });
  for (const [npc, level] of Object.entries(seed.npcLevelLock ?? {})) notes.push({ kind: 'level', npc, level });
  return notes;
}
