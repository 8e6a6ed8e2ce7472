import { describe, expect, it } from 'vitest';
import { changesOf, dataChangelog } from './changelog';
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
    ]);
    expect(changesOf('crop', 'queen-fruit')[0]).toMatchObject({
      date: '2026-06-27',
      before: { baseValue: 4_500 },
      after: { baseValue: 164_320 },
    });
  });

  it('lists newest first, and every change names a crop, mutation or pet of the data', () => {
    const dates = changelog.changed.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());
    const cropIds = new Set(cropsJson.map((crop) => crop.id));
    for (const entry of [...changelog.changed, ...changelog.added, ...changelog.removed].filter((each) => each.item === 'crop')) {
      expect(cropIds.has(entry.id), entry.id).toBe(true);
    }
  });

  it('records every crop added since January with its first day in the game’s files', () => {
    const added = changelog.added.filter((entry) => entry.item === 'crop');
    expect(added.find((entry) => entry.id === 'sun-fruit')).toMatchObject({ date: '2026-07-12', after: { baseValue: 160_000 } });
    for (const entry of added) expect(cropsJson.find((crop) => crop.id === entry.id)?.firstSeen, entry.id).toBe(entry.date);
  });

  it('records the mutations the game added, and the crops that left its files', () => {
    const mutations = changelog.added.filter((entry) => entry.item === 'mutation').map((entry) => entry.name);
    expect(mutations).toEqual(expect.arrayContaining(['Ember', 'Sylvan', 'Shadow', 'Resplendent', 'Moonbeam', 'Tidal']));
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
