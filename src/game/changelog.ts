/*
 * What changed in the game's files and when, as the data import recorded it (changelog.json), and which export the
 * data holds (data-version.json). Read straight from the files, never typed here.
 */
import { findCrop } from './crops';
import changelogJson from './data/changelog.json' with { type: 'json' };
import type { ChangelogEntry, ChangelogFile } from './schema';
import { removalOf } from './version';

export type { ChangelogEntry } from './schema';

/** The import dates a removal for a crop no export ever held; it never left the game's files (removalOf). */
function isChange(entry: ChangelogEntry): boolean {
  if (entry.item !== 'crop' || entry.change !== 'removed') return true;
  const crop = findCrop(entry.id);
  return crop === undefined || removalOf(crop)?.kind !== 'never';
}

const entries = (changelogJson as ChangelogFile).entries.filter(isChange);

/** Newest first; on one day crops, then mutations, then pets, each in name order. */
function byDateThenName(a: ChangelogEntry, b: ChangelogEntry): number {
  const order = { crop: 0, mutation: 1, pet: 2 } as const;
  return b.date.localeCompare(a.date) || order[a.item] - order[b.item] || a.name.localeCompare(b.name, 'en');
}

export interface DataChangelog {
  readonly changed: readonly ChangelogEntry[];
  readonly added: readonly ChangelogEntry[];
  readonly removed: readonly ChangelogEntry[];
}

/** Every recorded change, grouped by kind, newest first. */
export function dataChangelog(): DataChangelog {
  const sorted = [...entries].sort(byDateThenName);
  return {
    changed: sorted.filter((entry) => entry.change === 'changed'),
    added: sorted.filter((entry) => entry.change === 'added'),
    removed: sorted.filter((entry) => entry.change === 'removed'),
  };
}

/** What the changelog says of one crop, mutation or pet, newest first. */
export function changesOf(item: ChangelogEntry['item'], id: string): readonly ChangelogEntry[] {
  return entries.filter((entry) => entry.item === item && entry.id === id).sort(byDateThenName);
}
