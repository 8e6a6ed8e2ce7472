import { describe, expect, it } from 'vitest';
import { changesOf, dataChangelog, type ChangelogEntry, type NewItem } from './changelog';
import cropsJson from './data/crops.json' with { type: 'json' };
import { removalOf } from './version';

const changelog = dataChangelog();

describe('the data changelog', () => {
  it('dates each change by when the game’s files changed, with the numbers before and after', () => {
    expect(changesOf('crop', 'fennel')).toEqual([
      expect.objectContaining({
        change: 'changed',
        date: '2026-08-01',
        recorded: '2026-08-15',
        before: { baseWeight: 12, baseValue: 50_000, hugeChanceOneIn: 145 },
        after: { baseWeight: 4, baseValue: 150_000, hugeChanceOneIn: 300 },
      }),
      expect.objectContaining({ change: 'added', date: '2025-09-06', after: { baseWeight: 12, baseValue: 50_000, hugeChanceOneIn: 145 } }),
    ]);
    expect(changesOf('crop', 'queen-fruit')[0]).toMatchObject({
      date: '2026-06-27',
      before: { baseValue: 4_500 },
      after: { baseValue: 164_320 },
    });
  });

  it('covers every export of the history, 2025 included: crops, mutations and pets', () => {
    expect([changelog.from, changelog.to]).toEqual(['2025-08-25', '2026-08-15']);
    const change = (entries: readonly ChangelogEntry[], id: string) =>
      entries.filter((entry) => entry.id === id).map(({ date, before, after }) => ({ date, before, after }));
    expect(change(changelog.cropChanges, 'sunflower')).toEqual([
      {
        date: '2025-11-15',
        before: { baseWeight: 16.5, baseValue: 160_000, hugeChanceOneIn: 600 },
        after: { baseWeight: 9, baseValue: 55_555, hugeChanceOneIn: 255 },
      },
    ]);
    expect(change(changelog.cropChanges, 'zebrazinkle').map(({ before, after }) => [before?.baseValue, after?.baseValue])).toEqual([
      [410_000, 260_000],
    ]);
    expect(change(changelog.mutationChanges, 'snowy')).toEqual([
      { date: '2025-12-06', before: { multiplier: 5 }, after: { multiplier: 2 } },
    ]);
    expect(changelog.mutationChanges.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['Stormcharged', 'Cosmic', 'Glitched', 'Toxic']),
    );
    const addedOn = (items: readonly NewItem[], id: string) => items.find((item) => item.id === id)?.date;
    expect(
      ['alien-apple', 'heart-blossom', 'pink-rose', 'four-leaf-clover', 'fennel'].map((id) => addedOn(changelog.added.crop, id)),
    ).toEqual(['2026-03-07', '2026-03-07', '2026-02-14', '2026-03-22', '2025-09-06']);
    expect(changelog.added.pet.some((item) => item.date < '2026-01-01')).toBe(true);
    // What the first export already held was in the game's files before it: nothing of it is new.
    expect(addedOn(changelog.added.crop, 'carrot')).toBeUndefined();
    for (const item of Object.values(changelog.added).flat()) expect(item.date > '2025-08-25', item.id).toBe(true);
  });

  it('lists newest first, and every change names a crop, mutation or pet of the data', () => {
    const dates = changelog.cropChanges.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const cropIds = new Set(cropsJson.map((crop) => crop.id));
    for (const entry of [...changelog.cropChanges, ...changelog.added.crop, ...changelog.removed.filter((each) => each.item === 'crop')]) {
      expect(cropIds.has(entry.id), entry.id).toBe(true);
    }
  });

  it('gives each new crop the value it first had, and the one it has now where they differ', () => {
    const added = changelog.added.crop;
    const item = (id: string) => added.find((each) => each.id === id);
    expect(item('sun-fruit')).toEqual({ id: 'sun-fruit', name: 'Sun Fruit', date: '2026-07-12', first: 160_000 });
    expect(
      ['easter-sprout', 'jungle-kiwano', 'mallow-melt', 'cocoa-pod', 'clove', 'honey-daisy'].map((id) => [item(id)?.first, item(id)?.last]),
    ).toEqual([
      [5_000, 650_000],
      [5_000, 267_000],
      [25_000, 265_000],
      [150_000, 25_000],
      [155_000, 55_000],
      [30_000, 5_000],
    ]);
    for (const entry of added) {
      const crop = cropsJson.find((each) => each.id === entry.id)!;
      expect(crop.firstSeen, entry.id).toBe(entry.date);
      // A crop still in the game's files is worth now what the list says it is worth last.
      if (crop.removed === null) expect(entry.last ?? entry.first, entry.id).toBe(crop.baseValue);
      expect(entry.gone === true, entry.id).toBe(crop.removed !== null);
    }
    expect(changelog.added.mutation.find((each) => each.id === 'cosmic')).toMatchObject({ date: '2025-08-30', first: 210, last: 240 });
  });

  it('records the crops that left the game’s files', () => {
    expect(changelog.removed.map((entry) => [entry.id, entry.date])).toEqual([
      ['purple-sprout', '2026-06-27'],
      ['dryblood-rose', '2025-11-01'],
    ]);
  });

  it('records no removal for a crop no copy of the game’s files ever held, though the import dates one', () => {
    const cherryLegacy = cropsJson.find((crop) => crop.id === 'cherry-legacy')!;
    expect([cherryLegacy.firstSeen, cherryLegacy.removed]).toEqual([null, '2025-08-25']);
    expect(removalOf(cherryLegacy)).toEqual({ kind: 'never', from: '2025-08-25' });
    expect(changesOf('crop', 'cherry-legacy')).toEqual([]);
    expect(removalOf({ firstSeen: '2025-10-25', removed: '2025-11-01' })).toEqual({ kind: 'since', date: '2025-11-01' });
    expect(removalOf({ firstSeen: '2025-10-25', removed: null })).toBeNull();
  });
});
