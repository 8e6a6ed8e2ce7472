/*
 * What the research's remarks on a crop say beside its numbers (the `notes` of data/crops.json): where the community
 * wiki gives other numbers than the game's files, which the site uses. Read at build time only: the browser's copy of
 * the data leaves the remarks out (scripts/browserGameData.ts), so lint keeps the browser's code from importing it.
 */
import cropsJson from './data/crops.json' with { type: 'json' };
import type { ChangelogEntry, CropRecord } from './schema';

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
