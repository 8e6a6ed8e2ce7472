/*
 * Which export of the game's tables the data holds, as the data import wrote it (data-version.json). Kept apart from the
 * game data so that showing the date loads no data.
 */
import dataVersionJson from './data/data-version.json' with { type: 'json' };
import type { DataVersion } from './schema';

const dataVersion = dataVersionJson as DataVersion;

/** The game as of this day (YYYY-MM-DD): the date of the export the data was imported from. */
export const GAME_DATA_VERSION: string = dataVersion.exported;

/** The first export the history holds: an item already in it entered the game's files before that day. */
export const FIRST_EXPORT: string | null = dataVersion.firstExport;

/**
 * The day the community wiki's Crops page was copied (SOURCES.md): a crop's tier, harvest, seed price and whether it
 * could be obtained, and the values the wiki publishes, are as of then, not today.
 */
export const WIKI_CROPS_COPIED = '2025-12-15';

/** The month whether a crop could be obtained is known as of (SOURCES.md: "`obtainable` is as of Dec 2025"). */
export const OBTAINABLE_AS_OF = WIKI_CROPS_COPIED.slice(0, 7);

/**
 * The first export made after a month (YYYY-MM), or null if none is known. `exportDays` are days an export is known to
 * have been made (each item's `firstSeen` is one).
 */
export function firstExportAfter(month: string, exportDays: Iterable<string | null>): string | null {
  let first: string | null = null;
  for (const day of exportDays) if (day !== null && day.slice(0, 7) > month && (first === null || day < first)) first = day;
  return first;
}

/** The first export after the month whether a crop could be obtained is known as of; `crops` are every crop there is. */
export function firstExportAfterObtainable(crops: readonly { readonly firstSeen: string | null }[]): string | null {
  return firstExportAfter(
    OBTAINABLE_AS_OF,
    crops.map((crop) => crop.firstSeen),
  );
}

/**
 * Whether nothing is known of a crop being obtainable because it was not yet in the game's files then: the first export
 * after that month (`exportAfterObtainable`, firstExportAfterObtainable of every crop) did not hold it. The pages say
 * that is why it is unknown. Of a crop that export holds nothing is said (false): it may have entered the files in the
 * month's last days.
 */
export function obtainableNotYetInFiles(
  crop: { readonly obtainable: boolean | null; readonly firstSeen: string | null },
  exportAfterObtainable: string | null,
): boolean {
  const { obtainable, firstSeen } = crop;
  return obtainable === null && firstSeen !== null && exportAfterObtainable !== null && firstSeen > exportAfterObtainable;
}

export type FirstSeen = { readonly kind: 'since' | 'before'; readonly date: string };

/** When an item entered the game's files, as far as the exports can tell; null when they do not say. */
export function firstSeenOf(firstSeen: string | null, firstExport: string | null = FIRST_EXPORT): FirstSeen | null {
  if (firstSeen === null) return null;
  return { kind: firstSeen === firstExport ? 'before' : 'since', date: firstSeen };
}

/** A crop out of the game's files: gone from them since a day, or never seen in them (`from`: where the copies begin). */
export type Removal = { readonly kind: 'since'; readonly date: string } | { readonly kind: 'never'; readonly from: string };

/**
 * Whether an item is out of the game's files, and since when. The import marks an item that no export ever held
 * (no `firstSeen`) as removed on the first export (docs/game-data.md): that day is where the copies begin, not a day
 * the item left, so such an item was never seen in the game's files and has no removal date.
 */
export function removalOf(item: { readonly firstSeen: string | null; readonly removed: string | null }): Removal | null {
  if (item.removed === null) return null;
  return item.firstSeen === null ? { kind: 'never', from: item.removed } : { kind: 'since', date: item.removed };
}
