import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crops, getCrop } from './crops';
import cropsJson from './data/crops.json';
import { applyFriendBoost, FRIEND_BOOST_OPTIONS, PRICE_FLOOR_RATIO } from './formula';
import { GameInputError } from './inputs';
import { maxMutationSet } from './maxMutation';
import { getMutation, mutations, variants } from './mutationData';
import { isLegalMutationSet } from './mutationRules';
import { toSureDigits } from './sureDigits';
import { unweighedCrop } from './test-support/unweighedCrop';
import { weighedCrops } from './test-support/weighedCrops';
import type { Crop } from './types';
import { cropValue, sellPrice, type CropValueInput } from './value';

const plain = (cropId: string, weightKg: number | null): CropValueInput => ({
  crop: getCrop(cropId),
  weightKg,
  variantId: 'normal',
  mutationIds: [],
});

describe('values quoted in formulas.md', () => {
  it('Gold + Shocked + Frozen multiplies by 2,180', () => {
    const result = cropValue({ crop: getCrop('carrot'), weightKg: 0.275, variantId: 'gold', mutationIds: ['shocked', 'frozen'] });
    expect(result.mutationMultiplier).toBe(109);
    expect(result.totalMultiplier).toBe(2180);
    expect(result.value).toBe(20 * 2180);
  });

  it('Pumpkin at its floor weight sells for 3,069 (3,068.5 rounded half away from zero)', () => {
    const result = cropValue(plain('pumpkin', 7.6));
    expect(result.value).toBe(3069);
    expect(result.priceFloorApplied).toBe(false);
    expect(cropValue(plain('pumpkin', 5.6)).value).toBe(3069);
    expect(cropValue(plain('pumpkin', 5.6)).priceFloorApplied).toBe(true);
  });

  it.each([
    ['normal', [], 50_000],
    ['gold', [], 1_000_000],
    ['rainbow', [], 2_500_000],
    ['rainbow', ['frozen'], 25_000_000],
  ] as const)('Moon Mango 15 kg %s %j = %d', (variantId, mutationIds, expected) => {
    expect(cropValue({ crop: getCrop('moon-mango'), weightKg: 15, variantId, mutationIds }).value).toBe(expected);
  });

  it('Moon Mango price floor: 14.25 kg → 45,125', () => {
    const moonMango = getCrop('moon-mango');
    expect(moonMango.weights?.priceFloorWeight).toBe(14.25);
    expect(moonMango.priceFloorValue).toBe(45_125);
    expect(cropValue(plain('moon-mango', 14.25)).value).toBe(45_125);
    expect(cropValue(plain('moon-mango', 10.5)).value).toBe(45_125);
  });

  it('Rainbow Starfruit 3.2 kg Frozen + Dawnbound = 135,680,000', () => {
    const result = cropValue({ crop: getCrop('starfruit'), weightKg: 3.2, variantId: 'rainbow', mutationIds: ['frozen', 'dawnbound'] });
    expect(result.value).toBe(135_680_000);
    expect(result.restrictionWarnings).toEqual([{ mutationId: 'dawnbound', allowedCropIds: ['sunflower', 'legacy-sunflower'] }]);
  });

  it('the spec-list max set with Rainbow is ×70,150', () => {
    const max = maxMutationSet(getCrop('moon-mango'), { pool: 'spec' });
    const result = cropValue({ crop: getCrop('moon-mango'), weightKg: 15, variantId: max.variantId, mutationIds: max.mutationIds });
    expect(result.totalMultiplier).toBe(70_150);
    expect(result.value).toBe(50_000 * 70_150);
    expect(result.mutationChanges).toEqual([]);
  });
});

describe('a crop whose weight is unknown (added in 2026)', () => {
  const amber = { crop: unweighedCrop, variantId: 'normal', mutationIds: [] as string[] };

  it('is valued at its base weight: ×1 weight factor, so its base value times the multipliers', () => {
    expect(unweighedCrop).toMatchObject({ baseValue: 1_000_000, weights: null });
    expect(cropValue({ ...amber, weightKg: null })).toMatchObject({
      value: 1_000_000,
      weightKg: null,
      weightRatio: 1,
      weightFactor: 1,
      priceFloorApplied: false,
      priceFloorWeight: null,
    });
    const rainbowHoneygem = sellPrice({
      ...amber,
      weightKg: null,
      variantId: 'rainbow',
      mutationIds: ['honeygem'],
      boostPercent: 10,
      quantity: 3,
    });
    expect(rainbowHoneygem.value).toBe(1_000_000 * 50 * 33);
    expect(rainbowHoneygem.total).toBe(BigInt(Math.round(1_000_000 * 50 * 33 * 1.1)) * 3n);
  });

  it('refuses a weight: the engine cannot use a weight it does not know the base of', () => {
    expect(() => cropValue({ ...amber, weightKg: 2 })).toThrow(expect.objectContaining({ code: 'unknown-weight', field: 'weightKg' }));
    expect(() => sellPrice({ ...amber, weightKg: 0.5, boostPercent: 0, quantity: 1 })).toThrow(
      expect.objectContaining({ code: 'unknown-weight' }),
    );
  });

  it('takes null as the base weight of a crop whose weight is known too', () => {
    expect(cropValue({ crop: getCrop('moon-mango'), variantId: 'gold', mutationIds: [], weightKg: null }).value).toBe(
      cropValue({ crop: getCrop('moon-mango'), variantId: 'gold', mutationIds: [], weightKg: 15 }).value,
    );
  });
});

describe('the 2026 mutations', () => {
  it('add their multiplier minus one like every mutation, and combine with everything (their rules are unknown)', () => {
    const result = cropValue({
      crop: getCrop('carrot'),
      weightKg: null,
      variantId: 'normal',
      mutationIds: ['honeygem', 'jellygem', 'spotty', 'ember', 'shocked'],
    });
    expect(result.mutationMultiplier).toBe(1 + 32 + 24 + 32 + 99 + (getMutation('shocked').multiplier - 1));
    // Resolved mutations come in the data file's order.
    const order = mutations.map((mutation) => mutation.id);
    expect(result.resolvedMutationIds).toEqual(
      ['honeygem', 'jellygem', 'spotty', 'ember', 'shocked'].sort((a, b) => order.indexOf(a) - order.indexOf(b)),
    );
    expect(result.mutationChanges).toEqual([]);
  });
});

describe('price floor of every crop', () => {
  it('matches the data column exactly (the data rounds halves away from zero too)', () => {
    // The data import writes the column from the formula module; the engine's own computation must agree with it.
    const records = cropsJson;
    const latest = new Map(records.map((record) => [record.id, record.priceFloorValue]));
    const mismatches = weighedCrops
      .filter((crop) => cropValue(plain(crop.id, crop.weights.priceFloorWeight)).value !== crop.priceFloorValue)
      .map((crop) => crop.id);
    expect(mismatches).toEqual([]);
    for (const crop of crops) expect(crop.priceFloorValue, crop.id).toBe(latest.get(crop.id));
  });

  it('rounds the exact halves formulas.md names up, where the wiki (half to even) is one lower', () => {
    for (const cropId of ['daffodil', 'pumpkin', 'cactus', 'feijoa', 'rose', 'pink-lily']) {
      const crop = getCrop(cropId);
      const exact = crop.baseValue * 0.9025;
      expect(exact % 1, cropId).toBe(0.5);
      expect(crop.priceFloorValue, cropId).toBe(Math.floor(exact) + 1);
      expect(Math.floor(exact) % 2, cropId).toBe(0);
    }
  });

  it('includes crops whose floor is an exact half', () => {
    const halves = crops.filter((crop) => (crop.baseValue * PRICE_FLOOR_RATIO ** 2) % 1 === 0.5);
    expect(halves.length).toBeGreaterThanOrEqual(37);
    for (const crop of halves) expect(crop.priceFloorValue).toBe(Math.ceil(crop.baseValue * PRICE_FLOOR_RATIO ** 2));
  });
});

describe('weight factor and floor', () => {
  it('is quadratic in weight', () => {
    const base = cropValue(plain('moon-mango', 15));
    const double = cropValue(plain('moon-mango', 30));
    expect(double.weightRatio).toBe(2);
    expect(double.weightFactor).toBe(4);
    expect(double.value).toBe(base.value * 4);
  });

  it('clamps the ratio at 1e8', () => {
    const huge = cropValue(plain('carrot', 1e300));
    expect(huge.weightRatio).toBe(1e8);
    expect(Number.isFinite(huge.value)).toBe(true);
  });
});

describe('market tax', () => {
  it('does not touch values up to one trillion', () => {
    // 50,000 × 1,403 × 50 × 10² ≈ 3.5e11.
    const max = maxMutationSet(getCrop('moon-mango'), { pool: 'spec' });
    const result = cropValue({ crop: getCrop('moon-mango'), weightKg: 150, variantId: 'rainbow', mutationIds: max.mutationIds });
    expect(result.value).toBe(50_000 * 70_150 * 100);
    expect(result.valueBeforeTax).toBeLessThanOrEqual(1e12);
    expect(result.marketTaxApplied).toBe(false);
    expect(result.value).toBe(result.valueBeforeTax);
  });

  it('compresses larger values before rounding and says so', () => {
    // 50,000 × 1 × 50 × (ratio²) = 20e12 → taxed to 10e12.
    const ratio = Math.sqrt(20e12 / (50_000 * 50));
    const result = cropValue({ crop: getCrop('moon-mango'), weightKg: 15 * ratio, variantId: 'rainbow', mutationIds: [] });
    expect(result.marketTaxApplied).toBe(true);
    expect(result.valueBeforeTax).toBeCloseTo(20e12, -3);
    expect(result.value).toBeCloseTo(10e12, -3);
    expect(Number.isInteger(result.value)).toBe(true);
  });
});

describe('sellPrice: friend boost and quantity', () => {
  it('applies the boost to the rounded per-fruit value and rounds half away from zero', () => {
    // 3,069 × 1.1 = 3,375.9 → 3,376; × 1.3 = 3,989.7 → 3,990.
    const base = { ...plain('pumpkin', 7.6), quantity: 1 };
    expect(sellPrice({ ...base, boostPercent: 0 }).perFruit).toBe(3069n);
    expect(sellPrice({ ...base, boostPercent: 10 }).perFruit).toBe(3376n);
    expect(sellPrice({ ...base, boostPercent: 30 }).perFruit).toBe(3990n);
    expect(sellPrice({ ...base, boostPercent: 40 }).perFruit).toBe(4297n);
    // An exact half: Strawberry (base 15) at its base weight, 15 × 1.1 = 16.5 → 17.
    const fifteen = sellPrice({ ...plain('strawberry', 0.3), quantity: 1, boostPercent: 10 });
    expect(fifteen.value).toBe(15);
    expect(fifteen.perFruit).toBe(17n);
  });

  it('reproduces the worked example of formulas.md: 135,680,000 with +15 % ≈ 156.0M (15 % is not a selectable step)', () => {
    expect(applyFriendBoost(135_680_000, 15)).toBe(156_032_000n);
    expect(() => sellPrice({ ...plain('starfruit', 3.2), boostPercent: 15, quantity: 1 })).toThrow(GameInputError);
  });

  it('multiplies by the quantity exactly, above Number.MAX_SAFE_INTEGER', () => {
    const max = maxMutationSet(getCrop('moon-mango'));
    const result = sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 15,
      variantId: max.variantId,
      mutationIds: max.mutationIds,
      boostPercent: 40,
      quantity: 1_000_000,
    });
    expect(result.value).toBe(50_000 * max.totalMultiplier);
    expect(result.perFruit).toBe((BigInt(result.value) * 140n) / 100n);
    expect(result.total).toBe(result.perFruit * 1_000_000n);
    expect(result.total > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });

  it('keeps the boosted price exact for per-fruit values above 2^53', () => {
    const result = sellPrice({ ...plain('moon-mango', 15 * 1e6), variantId: 'rainbow', boostPercent: 30, quantity: 3 });
    expect(result.value).toBeGreaterThan(2 ** 53);
    expect(Number.isInteger(result.value)).toBe(true);
    const exact = BigInt(result.value) * 130n;
    expect(result.perFruit).toBe(exact / 100n + (exact % 100n >= 50n ? 1n : 0n));
    expect(result.total).toBe(result.perFruit * 3n);
  });
});

describe('resolution inside the calculation', () => {
  it('values the fruit the game would hold and reports the rule', () => {
    const result = cropValue({ crop: getCrop('carrot'), weightKg: 0.275, variantId: 'normal', mutationIds: ['wet', 'chilled'] });
    expect(result.resolvedMutationIds).toEqual(['frozen']);
    expect(result.mutationMultiplier).toBe(10);
    expect(result.mutationChanges).toHaveLength(1);
  });
});

describe('bad input throws GameInputError with code and field', () => {
  const good = { ...plain('carrot', 1), boostPercent: 0, quantity: 1 };
  it.each([
    [{ weightKg: 0 }, 'invalid-weight', 'weightKg'],
    [{ weightKg: -1 }, 'invalid-weight', 'weightKg'],
    [{ weightKg: Number.NaN }, 'invalid-weight', 'weightKg'],
    [{ weightKg: Number.POSITIVE_INFINITY }, 'invalid-weight', 'weightKg'],
    [{ weightKg: '1' as unknown as number }, 'invalid-weight', 'weightKg'],
    [{ crop: undefined as unknown as Crop }, 'unknown-crop', 'cropId'],
    [{ crop: { id: 'nope' } as Crop }, 'unknown-crop', 'cropId'],
    [{ variantId: 'golden' }, 'unknown-variant', 'variantId'],
    [{ mutationIds: ['soggy'] }, 'unknown-mutation', 'mutationIds'],
    [{ mutationIds: ['wet', 'wet'] }, 'duplicate-mutation', 'mutationIds'],
    [{ quantity: 0 }, 'invalid-quantity', 'quantity'],
    [{ quantity: 1.5 }, 'invalid-quantity', 'quantity'],
    [{ quantity: Number.NaN }, 'invalid-quantity', 'quantity'],
    [{ quantity: 2 ** 60 }, 'invalid-quantity', 'quantity'],
    [{ boostPercent: 15 }, 'invalid-boost', 'boostPercent'],
    [{ boostPercent: 50 }, 'invalid-boost', 'boostPercent'],
    [{ boostPercent: -10 }, 'invalid-boost', 'boostPercent'],
    [{ boostPercent: Number.NaN }, 'invalid-boost', 'boostPercent'],
  ])('%j → %s', (override, code, field) => {
    let error: unknown;
    try {
      sellPrice({ ...good, ...override });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(GameInputError);
    expect(error).toMatchObject({ code, field });
  });
});

describe('properties over random crops, weights, variants and mutation sets', () => {
  const cropArb = fc.constantFrom(...weighedCrops);
  const variantArb = fc.constantFrom(...variants.map((variant) => variant.id));
  const mutationsArb = fc.subarray(
    mutations.map((mutation) => mutation.id),
    { maxLength: 25 },
  );
  const ratioArb = fc.double({ min: 0.01, max: 5000, noNaN: true });

  it('results are finite integers, never below the floor, and the resolved set is legal', () => {
    fc.assert(
      fc.property(
        cropArb,
        ratioArb,
        variantArb,
        mutationsArb,
        fc.constantFrom(...FRIEND_BOOST_OPTIONS),
        (crop, ratio, variantId, mutationIds, boostPercent) => {
          const input = { crop, weightKg: crop.weights.baseWeight * ratio, variantId, mutationIds };
          const result = sellPrice({ ...input, boostPercent, quantity: 7 });
          const floor = cropValue({ ...input, weightKg: crop.weights.priceFloorWeight });
          for (const n of [result.value, result.valueBeforeTax, result.weightRatio, result.weightFactor, result.totalMultiplier]) {
            expect(Number.isFinite(n)).toBe(true);
          }
          expect(Number.isInteger(result.value)).toBe(true);
          expect(result.value).toBeGreaterThanOrEqual(floor.value);
          // The boost never lowers a price, both kept to the digits floating point is sure of.
          expect(result.perFruit).toBeGreaterThanOrEqual(toSureDigits(BigInt(result.value)));
          expect(result.total).toBe(result.perFruit * 7n);
          expect(isLegalMutationSet([...result.resolvedMutationIds])).toBe(true);
        },
      ),
      { numRuns: 1500 },
    );
  });

  it('value never decreases when the weight grows', () => {
    fc.assert(
      fc.property(cropArb, ratioArb, ratioArb, variantArb, mutationsArb, (crop, a, b, variantId, mutationIds) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const at = (ratio: number) =>
          cropValue({ crop: getCrop(crop.id), weightKg: crop.weights.baseWeight * ratio, variantId, mutationIds }).value;
        expect(at(heavy)).toBeGreaterThanOrEqual(at(light));
      }),
      { numRuns: 1500 },
    );
  });

  it('value never decreases with the weight inside the market-tax range either', () => {
    const max = maxMutationSet(getCrop('moon-mango'));
    fc.assert(
      fc.property(fc.double({ min: 1, max: 1e6, noNaN: true }), fc.double({ min: 1, max: 1e6, noNaN: true }), (a, b) => {
        const [light, heavy] = a <= b ? [a, b] : [b, a];
        const at = (ratio: number) =>
          cropValue({ crop: getCrop('moon-mango'), weightKg: 15 * ratio, variantId: 'rainbow', mutationIds: max.mutationIds }).value;
        expect(at(heavy)).toBeGreaterThanOrEqual(at(light));
      }),
      { numRuns: 1000 },
    );
  });
});
