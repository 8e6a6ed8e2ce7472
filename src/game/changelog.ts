/*
 * What changed in the game's files and when, as the data import recorded it (changelog.json), and which export the
 * data holds (data-version.json). Read straight from the files, never typed here.
 */
import { findCrop } from './crops';
import changelogJson from './data/changelog.json' with { type: 'json' };
import type { ChangelogEntry, ChangelogFile } from './schema';
import { FIRST_EXPORT, GAME_DATA_VERSION, removalOf } from './version';

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

/**
 * An item that entered the game's files after the first export: when, and its number then (a crop's base value, a
 * mutation's multiplier; a pet has none) beside the last one the files held, which may differ.
 */
export interface NewItem {
  readonly id: string;
  readonly name: string;
  readonly date: string;
  /** Its number on the day it entered the files; absent for a pet. */
  readonly first?: number;
  /** Its number as the files last held it, only when it differs from `first`. */
  readonly last?: number;
  /** Present when the item has left the files since: `last` is then its number when it left, not today's. */
  readonly gone?: true;
}

export interface DataChangelog {
  /** The copies of the game's files the changelog reads: the first export (null without a history) and the last. */
  readonly from: string | null;
  readonly to: string;
  /** Crops' base value, base weight and huge chance before and after each change, newest first. */
  readonly cropChanges: readonly ChangelogEntry[];
  /** Mutations' multipliers before and after each change, newest first. */
  readonly mutationChanges: readonly ChangelogEntry[];
  /** What entered the game's files after the first export, newest first. */
  readonly added: { readonly crop: readonly NewItem[]; readonly mutation: readonly NewItem[]; readonly pet: readonly NewItem[] };
  readonly removed: readonly ChangelogEntry[];
}

/** The number a list of new items shows of an entry: a crop's base value, a mutation's multiplier. */
const shownNumber = (numbers: ChangelogEntry['after']) => numbers?.baseValue ?? numbers?.multiplier;

/** Each item's entries, oldest first. */
function byItem(all: readonly ChangelogEntry[]): ReadonlyMap<string, readonly ChangelogEntry[]> {
  const index = new Map<string, ChangelogEntry[]>();
  for (const entry of [...all].sort((a, b) => a.date.localeCompare(b.date))) {
    const key = `${entry.item}:${entry.id}`;
    index.set(key, [...(index.get(key) ?? []), entry]);
  }
  return index;
}

const entriesByItem = byItem(entries);

/** What an added entry says, with the item's last number and whether it has left the files since. */
function newItem(added: ChangelogEntry): NewItem {
  const own = entriesByItem.get(`${added.item}:${added.id}`) ?? [];
  const first = shownNumber(added.after);
  const lastChange = own.filter((entry) => entry.change === 'changed').at(-1);
  const last = lastChange === undefined ? first : shownNumber(lastChange.after);
  const gone = own.filter((entry) => entry.change === 'removed' || entry.change === 'returned').at(-1)?.change === 'removed';
  return {
    id: added.id,
    name: added.name,
    date: added.date,
    ...(first === undefined ? {} : { first }),
    ...(last === undefined || last === first ? {} : { last }),
    ...(gone ? { gone: true as const } : {}),
  };
}

/** Every recorded change, grouped by kind, newest first. */
export function dataChangelog(): DataChangelog {
  const sorted = [...entries].sort(byDateThenName);
  const added = (item: ChangelogEntry['item']) => sorted.filter((entry) => entry.change === 'added' && entry.item === item).map(newItem);
  return {
    from: FIRST_EXPORT,
    to: GAME_DATA_VERSION,
    cropChanges: sorted.filter((entry) => entry.change === 'changed' && entry.item === 'crop'),
    mutationChanges: sorted.filter((entry) => entry.change === 'changed' && entry.item === 'mutation'),
    added: { crop: added('crop'), mutation: added('mutation'), pet: added('pet') },
    removed: sorted.filter((entry) => entry.change === 'removed'),
  };
}

/** What the changelog says of one crop, mutation or pet, newest first. */
export function changesOf(item: ChangelogEntry['item'], id: string): readonly ChangelogEntry[] {
  return entries.filter((entry) => entry.item === item && entry.id === id).sort(byDateThenName);
}
