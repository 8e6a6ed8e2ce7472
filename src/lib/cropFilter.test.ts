import { describe, expect, it } from 'vitest';
import { crops, getCrop } from '../game/crops';
import { removalOf } from '../game/version';
import { filterCrops, NO_FILTER, obtainableNow, UNKNOWN_TIER, type CropFilter } from './cropFilter';
import { searchCrops } from './cropSearch';
import { sortByName } from './sortByName';

const matchesFilter = (crop: (typeof crops)[number], filter: CropFilter) => filterCrops([crop], filter).length === 1;

const moonMango = getCrop('moon-mango');

describe('matchesFilter', () => {
  it('matches every crop with no filter', () => {
    expect(crops.every((crop) => matchesFilter(crop, NO_FILTER))).toBe(true);
  });

  it('finds a crop as the crop picker does: by part of its name, typos, case, spaces and hyphens forgiven', () => {
    expect(filterCrops(crops, { ...NO_FILTER, query: 'strawbery' })).toContain(getCrop('strawberry'));
    for (const query of ['moon', 'MANGO', 'moon mango', 'moon-mango', '  Moon  Mango ', 'moonmango']) {
      expect(matchesFilter(moonMango, { ...NO_FILTER, query })).toBe(true);
    }
    expect(matchesFilter(moonMango, { ...NO_FILTER, query: 'carrot' })).toBe(false);
  });

  it('lists the best match first while searching, as the crop picker does, and keeps the order given without a search', () => {
    const byName = sortByName(crops);
    const names = (query: string) => filterCrops(byName, { ...NO_FILTER, query }).map((crop) => crop.name);
    // A–Z put Rose 7th, after Briar Rose and Cryo Rose, and Beanstalk 5th, after four "Beach …" crops.
    expect(names('rose')[0]).toBe('Rose');
    expect(names('bean')[0]).toBe('Beanstalk');
    expect(names('rose')).toEqual(searchCrops(byName, 'rose').map((crop) => crop.name));
    expect(filterCrops(byName, { ...NO_FILTER, query: 'rose', tier: 'uncommon' }).every((crop) => crop.tier === 'uncommon')).toBe(true);
    expect(filterCrops(byName, NO_FILTER)).toEqual(byName);
  });

  it('filters by tier, by unknown tier and by category', () => {
    expect(matchesFilter(moonMango, { ...NO_FILTER, tier: 'mythical' })).toBe(true);
    expect(matchesFilter(moonMango, { ...NO_FILTER, tier: 'divine' })).toBe(false);
    expect(matchesFilter(moonMango, { ...NO_FILTER, tier: UNKNOWN_TIER })).toBe(false);
    const untiered = crops.filter((crop) => matchesFilter(crop, { ...NO_FILTER, tier: UNKNOWN_TIER }));
    expect(untiered.length).toBe(crops.filter((crop) => crop.tier === null).length);
    expect(matchesFilter(moonMango, { ...NO_FILTER, category: 'twilight shop' })).toBe(true);
    expect(matchesFilter(moonMango, { ...NO_FILTER, category: 'seed shop' })).toBe(false);
    expect(filterCrops(crops, { query: 'moon', tier: 'mythical', category: 'twilight shop', obtainable: '' })).toEqual([moonMango]);
  });

  it('filters by whether the crop can be had now; a crop whose obtainability is unknown passes neither', () => {
    const yes = filterCrops(crops, { ...NO_FILTER, obtainable: 'yes' });
    const no = filterCrops(crops, { ...NO_FILTER, obtainable: 'no' });
    expect(yes.length).toBeGreaterThan(0);
    expect(no.length).toBeGreaterThan(0);
    expect(yes.every((crop) => crop.obtainable === true)).toBe(true);
    expect(no.every((crop) => crop.obtainable === false)).toBe(true);
    expect(yes.length + no.length).toBe(crops.filter((crop) => crop.obtainable !== null).length);
  });

  // The crops gone from the game's files have no obtainability of their own: "Not obtainable" hid them all.
  it('counts a crop out of the game’s files as not obtainable, when the list gives its removal', () => {
    const withRemoval = crops.map((crop) => ({ ...crop, removal: removalOf(crop) }));
    const removed = withRemoval.filter((crop) => crop.removal !== null);
    expect(removed.length).toBeGreaterThan(0);
    const no = filterCrops(withRemoval, { ...NO_FILTER, obtainable: 'no' });
    const yes = filterCrops(withRemoval, { ...NO_FILTER, obtainable: 'yes' });
    for (const crop of removed) {
      expect(obtainableNow(crop)).toBe(false);
      expect(no).toContain(crop);
      expect(yes).not.toContain(crop);
    }
    expect(no.length).toBe(withRemoval.filter((crop) => crop.obtainable === false || crop.removal !== null).length);
  });
});
