import { describe, expect, it } from 'vitest';
import { crops, getCrop } from '../game';
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
