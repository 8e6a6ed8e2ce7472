import { describe, expect, it } from 'vitest';
import { dataChangelog } from './changelog';
import cropsJson from './data/crops.json' with { type: 'json' };

const changelog = dataChangelog();

describe('the 2026 data changelog', () => {
  it('lists exactly the six crops whose base value changed, with the snapshot’s value before and the update’s after', () => {
    expect(Object.fromEntries(changelog.changedValues.map(({ id, before, after }) => [id, [before, after]]))).toEqual({
      'jungle-cherry': [35_000, 99_000],
      'amazon-feather-fern': [35_000, 125_125],
      'purple-treeshroom': [35_000, 144_000],
      'frost-fern': [20_000, 130_130],
      saskia: [20_000, 35_000],
      'mini-pumpkin': [50_000, 65_000],
    });
    for (const change of changelog.changedValues) {
      expect(cropsJson.find((crop) => crop.id === change.id)?.baseValue).toBe(change.before);
    }
  });

  it('lists the 54 new crops, none with a known base weight and none already in the snapshot', () => {
    expect(changelog.newCrops).toHaveLength(54);
    expect(changelog.newCrops.filter((crop) => crop.baseWeight !== null)).toEqual([]);
    const snapshotIds = new Set(cropsJson.map((crop) => crop.id));
    expect(changelog.newCrops.filter((crop) => snapshotIds.has(crop.id))).toEqual([]);
    expect(changelog.newCrops.find((crop) => crop.id === 'amber-flower')).toMatchObject({ name: 'Amber Flower', baseValue: 1_000_000 });
  });

  it('lists the three new mutations with their multipliers', () => {
    expect(changelog.newMutations).toEqual([
      { id: 'honeygem', name: 'Honeygem', multiplier: 33 },
      { id: 'jellygem', name: 'Jellygem', multiplier: 25 },
      { id: 'spotty', name: 'Spotty', multiplier: 33 },
    ]);
  });

  it('keeps the disputed Zombified multiplier at 25', () => {
    expect(changelog.disputed).toEqual([{ id: 'zombified', name: 'Zombified', kept: 25, claimed: 1 }]);
  });
});
