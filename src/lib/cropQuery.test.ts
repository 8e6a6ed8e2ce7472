import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crops, mutations, VARIANT_IDS } from '../game';
import { decodeCropQuery, encodeCropQuery, MAX_WEIGHT_KG } from './cropQuery';

describe('crop calculator query string', () => {
  it('reads the documented example', () => {
    expect(decodeCropQuery('?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen,shocked')).toEqual({
      state: { cropId: 'moon-mango', weightKg: 15, quantity: 1, boostPercent: 0, variantId: 'rainbow', mutationIds: ['frozen', 'shocked'] },
      dropped: [],
    });
  });

  it('writes the documented example', () => {
    expect(
      encodeCropQuery({ cropId: 'moon-mango', weightKg: 15, quantity: 1, boostPercent: 0, variantId: 'rainbow', mutationIds: ['frozen', 'shocked'] }),
    ).toBe('crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen,shocked');
  });

  it('drops and reports unknown ids, bad numbers, repeated and foreign keys', () => {
    const { state, dropped } = decodeCropQuery(
      'crop=not-a-crop&w=-3&qty=1.5&boost=15&variant=platinum&m=frozen,bogus,frozen&crop=carrot&x=<b>',
    );
    expect(state).toEqual({ mutationIds: ['frozen'] });
    expect(dropped).toEqual([
      { key: 'crop', value: 'not-a-crop' },
      { key: 'w', value: '-3' },
      { key: 'qty', value: '1.5' },
      { key: 'boost', value: '15' },
      { key: 'variant', value: 'platinum' },
      { key: 'm', value: 'bogus' },
      { key: 'crop', value: 'carrot' },
      { key: 'other', value: 'x' },
    ]);
  });

  it('rejects absurd and non-decimal weights', () => {
    for (const w of ['1e3', 'Infinity', 'NaN', '0', String(MAX_WEIGHT_KG + 1), '1,5', '0x10']) {
      expect(decodeCropQuery(`w=${w}`).state.weightKg, w).toBeUndefined();
    }
  });

  it('round-trips any valid state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...crops.map((crop) => crop.id)),
        fc.double({ min: 1e-6, max: MAX_WEIGHT_KG, noNaN: true }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom(0, 10, 20, 30, 40),
        fc.constantFrom(...VARIANT_IDS),
        fc.uniqueArray(fc.constantFrom(...mutations.map((m) => m.id)), { maxLength: 8 }),
        (cropId, weightKg, quantity, boostPercent, variantId, mutationIds) => {
          const state = { cropId, weightKg, quantity, boostPercent, variantId, mutationIds };
          const decoded = decodeCropQuery(encodeCropQuery(state));
          expect(decoded.dropped).toEqual([]);
          expect(decoded.state).toEqual(mutationIds.length ? state : { ...state, mutationIds: undefined });
        },
      ),
    );
  });
});
