import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameInputError } from './errors';
import {
  PET_MAX_AGE,
  PET_WEIGHT_LIMIT_KG,
  ageForPetWeight,
  hatchWeight,
  petGrowthTable,
  petSizeClass,
  petWeightAtAge,
} from './pet';

describe('pet weight by age', () => {
  it('grows linearly: W(age) = W1 × (age + 10) / 11', () => {
    expect(petWeightAtAge(1.1, 1)).toBe(1.1);
    expect(petWeightAtAge(1.1, 12)).toBeCloseTo(2.2, 12);
    expect(petWeightAtAge(2, 100)).toBe(20);
    expect(PET_MAX_AGE).toBe(100);
  });

  it('finds the age-1 weight from any known age and weight', () => {
    expect(hatchWeight({ age: 1, weightKg: 3.3 })).toBe(3.3);
    expect(hatchWeight({ age: 12, weightKg: 2.2 })).toBeCloseTo(1.1, 12);
    expect(hatchWeight({ age: 100, weightKg: 50 })).toBeCloseTo(5, 12);
  });

  it('is ten times heavier at age 100 than at age 1, and round-trips any known pair (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), fc.integer({ min: 1, max: 100 }), (weightKg, age) => {
        const hatch = hatchWeight({ age, weightKg });
        expect(petWeightAtAge(hatch, 100)).toBe(10 * hatch);
        expect(petWeightAtAge(hatch, 1)).toBe(hatch);
        expect(petWeightAtAge(hatch, age)).toBeCloseTo(weightKg, 9);
      }),
    );
  });
});

describe('size class of the age-1 weight (half-open intervals)', () => {
  it.each([
    [0.01, 'small'],
    [0.999, 'small'],
    [1, 'normal'],
    [2.99, 'normal'],
    [3, 'good'],
    [3.99, 'good'],
    [4, 'semi-huge'],
    [4.99, 'semi-huge'],
    [5, 'huge'],
    [6.99, 'huge'],
    [7, 'titanic'],
    [9.99, 'titanic'],
    [10, 'godly'],
    [120, 'godly'],
  ])('%d kg → %s', (hatchKg, expected) => {
    expect(petSizeClass(hatchKg)).toBe(expected);
  });
});

describe('growth table', () => {
  it('lists ages 1–100 with pass / current / future', () => {
    const rows = petGrowthTable({ age: 12, weightKg: 2.2 });
    expect(rows).toHaveLength(100);
    expect(rows.map((row) => row.age)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(rows.filter((row) => row.status === 'pass')).toHaveLength(11);
    expect(rows.filter((row) => row.status === 'current').map((row) => row.age)).toEqual([12]);
    expect(rows.filter((row) => row.status === 'future')).toHaveLength(88);
    expect(rows[11]?.weightKg).toBeCloseTo(2.2, 12);
    expect(rows[0]?.weightKg).toBeCloseTo(1.1, 12);
    expect(rows[99]?.weightKg).toBeCloseTo(11, 12);
  });
});

describe('age for a target weight', () => {
  it('is the first whole age at or above the target', () => {
    expect(ageForPetWeight(1.1, 2.2)).toEqual({ kind: 'age', age: 12, weightKg: petWeightAtAge(1.1, 12) });
    expect(ageForPetWeight(1.1, 2.21)).toMatchObject({ kind: 'age', age: 13 });
    expect(ageForPetWeight(1, 10)).toMatchObject({ kind: 'age', age: 100 });
  });

  it('is "already" at or below the age-1 weight and out of reach beyond age 100', () => {
    expect(ageForPetWeight(1.1, 1.1)).toEqual({ kind: 'already' });
    expect(ageForPetWeight(1.1, 0.5)).toEqual({ kind: 'already' });
    expect(ageForPetWeight(1, 10.0001)).toEqual({ kind: 'out-of-reach', maxWeightKg: 10 });
  });

  it('agrees with the table (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.05, max: 50, noNaN: true }), fc.double({ min: 0.05, max: 600, noNaN: true }), (hatch, target) => {
        const result = ageForPetWeight(hatch, target);
        if (result.kind === 'already') expect(target).toBeLessThanOrEqual(hatch);
        if (result.kind === 'out-of-reach') expect(petWeightAtAge(hatch, 100)).toBeLessThan(target);
        if (result.kind === 'age') {
          expect(petWeightAtAge(hatch, result.age)).toBeGreaterThanOrEqual(target);
          expect(petWeightAtAge(hatch, result.age - 1)).toBeLessThan(target);
        }
      }),
    );
  });
});

describe('bad input', () => {
  it.each([0, 101, 1.5, -1, Number.NaN])('rejects age %d', (age) => {
    expect(() => petWeightAtAge(1, age)).toThrow(expect.objectContaining({ code: 'invalid-age', field: 'age' }));
    expect(() => petGrowthTable({ age, weightKg: 1 })).toThrow(GameInputError);
    expect(() => hatchWeight({ age, weightKg: 1 })).toThrow(expect.objectContaining({ code: 'invalid-age' }));
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e300])('rejects weight %d', (weightKg) => {
    expect(() => hatchWeight({ age: 5, weightKg })).toThrow(expect.objectContaining({ code: 'invalid-weight', field: 'weightKg' }));
    expect(() => petSizeClass(weightKg)).toThrow(expect.objectContaining({ code: 'invalid-weight', field: 'hatchKg' }));
    expect(() => petWeightAtAge(weightKg, 5)).toThrow(expect.objectContaining({ field: 'hatchKg' }));
    if (weightKg <= PET_WEIGHT_LIMIT_KG) expect(() => ageForPetWeight(1, weightKg)).toThrow(expect.objectContaining({ field: 'targetKg' }));
  });

  it('accepts any target weight and keeps results finite at the weight limit', () => {
    expect(ageForPetWeight(1, 1e300)).toEqual({ kind: 'out-of-reach', maxWeightKg: 10 });
    expect(Number.isFinite(petWeightAtAge(PET_WEIGHT_LIMIT_KG, 100))).toBe(true);
  });
});
