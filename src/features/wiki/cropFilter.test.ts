import { describe, expect, it } from 'vitest';
import { crops, getCrop } from '../../game';
import { matchesFilter, NO_FILTER, UNKNOWN_TIER } from './cropFilter';

const moonMango = getCrop('moon-mango');

describe('matchesFilter', () => {
  it('matches every crop with no filter', () => {
    expect(crops.every((crop) => matchesFilter(crop, NO_FILTER))).toBe(true);
  });

  it('finds a crop by part of its name or id, ignoring case, spaces and hyphens', () => {
    for (const query of ['moon', 'MANGO', 'moon mango', 'moon-mango', '  Moon  Mango ']) {
      expect(matchesFilter(moonMango, { ...NO_FILTER, query })).toBe(true);
    }
    expect(matchesFilter(moonMango, { ...NO_FILTER, query: 'carrot' })).toBe(false);
  });

  it('filters by tier, by unknown tier and by category', () => {
    expect(matchesFilter(moonMango, { ...NO_FILTER, tier: 'mythical' })).toBe(true);
    expect(matchesFilter(moonMango, { ...NO_FILTER, tier: 'divine' })).toBe(false);
    expect(matchesFilter(moonMango, { ...NO_FILTER, tier: UNKNOWN_TIER })).toBe(false);
    const untiered = crops.filter((crop) => matchesFilter(crop, { ...NO_FILTER, tier: UNKNOWN_TIER }));
    expect(untiered.length).toBe(crops.filter((crop) => crop.tier === null).length);
    expect(matchesFilter(moonMango, { ...NO_FILTER, category: 'twilight shop' })).toBe(true);
    expect(matchesFilter(moonMango, { ...NO_FILTER, category: 'seed shop' })).toBe(false);
    expect(crops.filter((crop) => matchesFilter(crop, { query: 'moon', tier: 'mythical', category: 'twilight shop' }))).toEqual([
      moonMango,
    ]);
  });
});
