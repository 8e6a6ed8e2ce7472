import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getCrop } from './crops';
import { FRIEND_BOOST_OPTIONS } from './formula';
import { maxMutationSet } from './maxMutation';
import { mutations, variants } from './mutationData';
import { REVERSE_WEIGHT_STEP_KG, weightForValue, type WeightForValueInput } from './reverse';
import { unweighedCrop } from './test-support/unweighedCrop';
import { weighedCrops } from './test-support/weighedCrops';
import { sellPrice } from './value';

const priceAt = (input: Omit<WeightForValueInput, 'targetPerFruit'>, weightKg: number) =>
  sellPrice({ ...input, weightKg, quantity: 1 }).perFruit;

const mango = { crop: getCrop('moon-mango'), variantId: 'normal', mutationIds: [], boostPercent: 0 } as const;

describe('weightForValue', () => {
  it('finds the exact weight when one gram less falls short', () => {
    expect(weightForValue({ ...mango, targetPerFruit: 50_000 })).toEqual({
      kind: 'weight',
      weightKg: 15,
      value: 50_000,
      perFruit: 50_000n,
    });
    expect(weightForValue({ ...mango, boostPercent: 10, targetPerFruit: 55_000 })).toMatchObject({ kind: 'weight', weightKg: 15 });
    expect(weightForValue({ ...mango, targetPerFruit: 50_000n })).toMatchObject({ kind: 'weight', weightKg: 15 });
  });

  it('rounds a fractional target up', () => {
    const result = weightForValue({ ...mango, targetPerFruit: 50_000.2 });
    expect(result.kind).toBe('weight');
    expect(result.perFruit).toBeGreaterThanOrEqual(50_001n);
  });

  it('says when the price floor already reaches the target', () => {
    const pumpkin = { crop: getCrop('pumpkin'), variantId: 'normal', mutationIds: [], boostPercent: 0 } as const;
    expect(weightForValue({ ...pumpkin, targetPerFruit: 3069 })).toEqual({
      kind: 'at-floor',
      floorWeightKg: getCrop('pumpkin').weights?.priceFloorWeight,
      value: 3069,
      perFruit: 3069n,
    });
    expect(weightForValue({ ...pumpkin, targetPerFruit: 1 }).kind).toBe('at-floor');
    expect(weightForValue({ ...pumpkin, targetPerFruit: 3070 }).kind).toBe('weight');
  });

  it('inverts the market tax: 10 trillion needs an untaxed 20 trillion', () => {
    const input = { crop: getCrop('moon-mango'), variantId: 'rainbow', mutationIds: [], boostPercent: 0 } as const;
    const result = weightForValue({ ...input, targetPerFruit: 10e12 });
    if (result.kind !== 'weight') throw new Error('expected a weight');
    // 50,000 × 50 × (w / 15)² = 20e12  →  w ≈ 42,426.4 kg.
    expect(result.weightKg).toBeCloseTo(15 * Math.sqrt(20e12 / 2.5e6), 2);
    expect(priceAt(input, result.weightKg)).toBeGreaterThanOrEqual(10_000_000_000_000n);
    expect(priceAt(input, result.weightKg - REVERSE_WEIGHT_STEP_KG)).toBeLessThan(10_000_000_000_000n);
  });

  it('handles targets far above 2^53 given as bigint', () => {
    const max = maxMutationSet(getCrop('moon-mango'));
    const input = { crop: getCrop('moon-mango'), variantId: 'rainbow', mutationIds: max.mutationIds, boostPercent: 40 } as const;
    const target = 123_456_789_012_345_678_901n;
    const result = weightForValue({ ...input, targetPerFruit: target });
    if (result.kind !== 'weight') throw new Error('expected a weight');
    expect(result.perFruit).toBeGreaterThanOrEqual(target);
    expect(priceAt(input, result.weightKg - REVERSE_WEIGHT_STEP_KG)).toBeLessThan(target);
  });

  it.each([
    [0, 'invalid-target'],
    [-5, 'invalid-target'],
    [Number.NaN, 'invalid-target'],
    [Number.POSITIVE_INFINITY, 'invalid-target'],
    ['5' as unknown as number, 'invalid-target'],
    [0n, 'invalid-target'],
    [1e40, 'target-unreachable'],
  ])('rejects target %s with %s', (targetPerFruit, code) => {
    expect(() => weightForValue({ ...mango, targetPerFruit })).toThrow(expect.objectContaining({ code, field: 'targetPerFruit' }));
  });

  it('rejects a bad boost, crop, variant or mutation', () => {
    expect(() => weightForValue({ ...mango, boostPercent: 25, targetPerFruit: 1 })).toThrow(
      expect.objectContaining({ code: 'invalid-boost' }),
    );
    expect(() => weightForValue({ ...mango, crop: getCrop('x'), targetPerFruit: 1 })).toThrow(
      expect.objectContaining({ code: 'unknown-crop' }),
    );
    expect(() => weightForValue({ ...mango, variantId: 'x', targetPerFruit: 1 })).toThrow(
      expect.objectContaining({ code: 'unknown-variant' }),
    );
    expect(() => weightForValue({ ...mango, mutationIds: ['x'], targetPerFruit: 1 })).toThrow(
      expect.objectContaining({ code: 'unknown-mutation' }),
    );
  });
});

it('refuses a crop whose weight is unknown: there is no weight to find', () => {
  expect(() => weightForValue({ crop: unweighedCrop, variantId: 'normal', mutationIds: [], boostPercent: 0, targetPerFruit: 5 })).toThrow(
    expect.objectContaining({ code: 'unknown-weight', field: 'cropId' }),
  );
});

describe('properties', () => {
  const configArb = fc.record({
    crop: fc.constantFrom(...weighedCrops),
    variantId: fc.constantFrom(...variants.map((variant) => variant.id)),
    mutationIds: fc.subarray(
      mutations.map((mutation) => mutation.id),
      { maxLength: 40 },
    ),
    boostPercent: fc.constantFrom(...FRIEND_BOOST_OPTIONS),
  });

  it('reverse(value(w)) gives back w above the floor, to the gram, whenever 1 g less is worth less', () => {
    fc.assert(
      fc.property(configArb, fc.double({ min: 0.96, max: 3000, noNaN: true }), ({ crop, ...rest }, ratio) => {
        const input = { ...rest, crop };
        const grams = Math.ceil(crop.weights.baseWeight * ratio * 1000);
        const weightKg = grams / 1000;
        const target = priceAt(input, weightKg);
        const result = weightForValue({ ...input, targetPerFruit: target });
        if (result.kind === 'at-floor') {
          expect(priceAt(input, crop.weights.priceFloorWeight)).toBeGreaterThanOrEqual(target);
          return;
        }
        expect(result.perFruit).toBe(target);
        expect(result.weightKg).toBeLessThanOrEqual(weightKg);
        expect(priceAt(input, result.weightKg - REVERSE_WEIGHT_STEP_KG)).toBeLessThan(target);
        if (priceAt(input, weightKg - REVERSE_WEIGHT_STEP_KG) < target) expect(result.weightKg).toBe(weightKg);
      }),
      { numRuns: 1500 },
    );
  });

  it('the answer is the lightest whole-gram weight reaching any target, including taxed ones', () => {
    fc.assert(
      fc.property(configArb, fc.double({ min: 1, max: 1e16, noNaN: true }), ({ crop, ...rest }, target) => {
        const input = { ...rest, crop };
        const result = weightForValue({ ...input, targetPerFruit: target });
        const wanted = BigInt(Math.ceil(target));
        expect(result.perFruit).toBeGreaterThanOrEqual(wanted);
        if (result.kind === 'at-floor') return;
        // A whole number of grams over 1000, exactly: within 10⁻⁶ of a whole number of grams failed past 8,600 t, where
        // w × 1000 itself rounds by more than that (Avocado, Silver, for 4.46 × 10¹⁵: 1.9 × 10⁻⁶ off a whole gram).
        expect(Math.round(result.weightKg * 1000) / 1000).toBe(result.weightKg);
        expect(priceAt(input, result.weightKg)).toBe(result.perFruit);
        expect(priceAt(input, result.weightKg - REVERSE_WEIGHT_STEP_KG)).toBeLessThan(wanted);
      }),
      { numRuns: 1500 },
    );
  });
});
