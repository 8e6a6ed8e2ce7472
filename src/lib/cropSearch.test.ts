import { describe, expect, it } from 'vitest';
import { crops, getCrop } from '../game/crops';
import { searchCrops } from './cropSearch';

describe('searchCrops', () => {
  it('forgives a typo, case, hyphens and missing spaces', () => {
    for (const query of ['strawbery', 'STRAWBERRY', 'straw']) expect(searchCrops(crops, query)[0]).toBe(getCrop('strawberry'));
    for (const query of ['moon-mango', 'moonmango', 'moon mngo']) expect(searchCrops(crops, query)).toContain(getCrop('moon-mango'));
  });

  it('lists every crop in the given order for a blank query, and none for nonsense', () => {
    expect(searchCrops(crops, '  ')).toEqual(crops);
    expect(searchCrops(crops, 'zzqxw')).toEqual([]);
  });
});

describe('event forms', () => {
  const crops = [
    { name: 'Pepper', eventForms: ['Honey Pepper'] },
    { name: 'Honey Dew', eventForms: ['Honey Honey Dew'] },
    { name: 'Carrot', eventForms: [] },
  ];

  it('finds a crop by the name of its event form', () => {
    expect(searchCrops(crops, 'honey pepper').map((crop) => crop.name)).toEqual(['Pepper']);
  });

  it('ranks a crop by its own name above one found through an event form', () => {
    expect(searchCrops(crops, 'honey').map((crop) => crop.name)).toEqual(['Honey Dew', 'Pepper']);
  });
});
