/*
 * What the research says of a crop beside its numbers, as a crop page quotes it: where the community wiki gives other
 * numbers than the game's files (the `notes` of data/crops.json), which the site uses, and its sentence on where the
 * crop comes from. Read at build time only: the browser's copy of the data leaves the remarks out
 * (scripts/browserGameData.ts), and code in the crop table's chunk would be bytes every offline worker keeps, so lint
 * keeps the browser's code from importing it.
 */
import cropsJson from './data/crops.json' with { type: 'json' };
import type { PlayerNote } from './noteValues';
import { quoteResearch, type QuotedValueNames } from './researchQuote';
import type { ChangelogEntry, CropRecord } from './schema';
import type { CropOrigin } from './types';

/** The numbers the community wiki gives a crop, where they differ from the game's files. */
export interface WikiNumbers {
  readonly baseWeight: number;
  readonly baseValue: number;
}

/**
 * "CONFLICT: wiki lists average 3.0 kg / 7500; newest game module has …", wherever it stands in the remarks; a remark
 * that says "CONFLICT: wiki lists" in another form is a fault in the data (the tests read every crop's).
 */
const WIKI_CONFLICT = /CONFLICT: wiki lists average ([\d.]+) kg \/ (\d+);/;

/** The wiki's numbers a crop's remark names as differing from the game's files; null where it names none. */
export function wikiNumbersOf(notes: string | null): WikiNumbers | null {
  const match = WIKI_CONFLICT.exec(notes ?? '');
  return match ? { baseWeight: Number(match[1]), baseValue: Number(match[2]) } : null;
}

const notesById = new Map((cropsJson as readonly Pick<CropRecord, 'id' | 'notes'>[]).map((record) => [record.id, record.notes]));

/** The community wiki's numbers for the crop `cropId`, where they differ from the game's files (wikiNumbersOf). */
export function wikiNumbers(cropId: string): WikiNumbers | null {
  return wikiNumbersOf(notesById.get(cropId) ?? null);
}

/**
 * The day the game's files stopped holding the wiki's numbers, where they did since the first export: the date of the
 * last change whose numbers before it are the wiki's (Glowpod: 7,500 until 2025-09-06). Null where no export held them.
 */
export function wikiNumbersUntil(wiki: WikiNumbers, changes: readonly Pick<ChangelogEntry, 'change' | 'date' | 'before'>[]): string | null {
  const dates = changes
    .filter((each) => each.change === 'changed' && each.before?.baseValue === wiki.baseValue && each.before.baseWeight === wiki.baseWeight)
    .map((each) => each.date);
  // ISO dates sort as text; the last change wins, whatever order the changes come in.
  return dates.length === 0 ? null : dates.reduce((last, date) => (date > last ? date : last));
}

/**
 * The names a crop's origin sentence gives its values, where not their kinds' (quoteResearch): a percentage there is
 * the chance of a reward ("Corrupt Channeller reward (4.35%)"), a range the trader's streaks that give the crop
 * ("Traveling trader streak reward (1-4 streak)").
 */
const ORIGIN_VALUE_NAMES: QuotedValueNames = { percent: 'chance', range: 'streak' };

/**
 * The research's sentence on where a crop comes from, as a crop page quotes it: without its citations (the crop's
 * `origin` in the data keeps them), each value it types a {{placeholder}} (quoteResearch); null for an origin only
 * the crop's category or a theme gives, for a sentence that names no more than the seed pack or NPC the origin fact
 * already names ("Seed pack: Gem Chest"), and for one that adds only the Seed Shop's price, which the page gives with
 * the shop's data ("Seed Shop (listed at 100B Sheckles in the Oct 2025 shop data)").
 */
export function originNote(origin: CropOrigin): PlayerNote | null {
  // A themed crop's sentence only guesses at a source ("probably an event shop"), which is not one (ORIGIN_RULES).
  if (origin.kind === 'category' || origin.kind === 'theme') return null;
  const { description } = origin;
  const namesOnlyItsPlace =
    origin.place !== null && (description === `Seed pack: ${origin.place}` || description === `NPC reward: ${origin.place}`);
  const addsOnlyTheShopPrice = /^Seed Shop \(listed at [^()]*\)$/.test(description);
  if (namesOnlyItsPlace || addsOnlyTheShopPrice) return null;
  return quoteResearch(description, ORIGIN_VALUE_NAMES);
}
