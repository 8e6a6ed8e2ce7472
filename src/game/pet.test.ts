import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameInputError } from './inputs';
import {
  A_PET_THAT_GROWS,
  ageForPetWeight,
  ageOneWeightOfBase,
  hatchWeight,
  PET_LEVEL_CAP,
  PET_MAX_AGE,
  PET_WEIGHT_LIMIT_KG,
  petGrowthTable,
  petSizeClass,
  petTableEnd,
  petWeightAtAge,
} from './pet';

const grows = A_PET_THAT_GROWS;

describe('pet weight by age', () => {
  it('grows linearly: W(age) = W1 × (age + 10) / 11', () => {
    expect(petWeightAtAge(grows, 1.1, 1)).toBe(1.1);
    expect(petWeightAtAge(grows, 1.1, 12)).toBeCloseTo(2.2, 12);
    expect(petWeightAtAge(grows, 2, 100)).toBe(20);
    expect(PET_LEVEL_CAP).toBe(100);
    expect(PET_MAX_AGE).toBe(500);
  });

  it('keeps the same rule past the confirmed level cap', () => {
    expect(petWeightAtAge(grows, 1.1, 250)).toBeCloseTo(26, 12);
    expect(petWeightAtAge(grows, 1.1, 500)).toBeCloseTo(51, 12);
    expect(hatchWeight(grows, { age: 250, weightKg: 26 })).toBeCloseTo(1.1, 12);
  });

  it('finds the age-1 weight from any known age and weight', () => {
    expect(hatchWeight(grows, { age: 1, weightKg: 3.3 })).toBe(3.3);
    expect(hatchWeight(grows, { age: 12, weightKg: 2.2 })).toBeCloseTo(1.1, 12);
    expect(hatchWeight(grows, { age: 100, weightKg: 50 })).toBeCloseTo(5, 12);
  });

  it('is ten times heavier at age 100 than at age 1, and round-trips any known pair (property)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1000, noNaN: true }), fc.integer({ min: 1, max: 100 }), (weightKg, age) => {
        const hatch = hatchWeight(grows, { age, weightKg });
        expect(petWeightAtAge(grows, hatch, 100)).toBe(10 * hatch);
        expect(petWeightAtAge(grows, hatch, 1)).toBe(hatch);
        expect(petWeightAtAge(grows, hatch, age)).toBeCloseTo(weightKg, 9);
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
    const rows = petGrowthTable(grows, { age: 12, weightKg: 2.2 });
    expect(rows).toHaveLength(100);
    expect(rows.map((row) => row.age)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(rows.filter((row) => row.status === 'pass')).toHaveLength(11);
    expect(rows.filter((row) => row.status === 'current').map((row) => row.age)).toEqual([12]);
    expect(rows.filter((row) => row.status === 'future')).toHaveLength(88);
    expect(rows[11]?.weightKg).toBeCloseTo(2.2, 12);
    expect(rows[0]?.weightKg).toBeCloseTo(1.1, 12);
    expect(rows[99]?.weightKg).toBeCloseTo(11, 12);
  });

  it('reaches the pet’s own age when it is past the confirmed cap, and never stops short of the cap', () => {
    const rows = petGrowthTable(grows, { age: 250, weightKg: 26 });
    expect(rows).toHaveLength(250);
    expect(rows.at(-1)).toEqual({ age: 250, weightKg: 26, status: 'current' });
    expect(rows.filter((row) => row.status === 'future')).toHaveLength(0);
    expect(petTableEnd(1)).toBe(PET_LEVEL_CAP);
    expect(petTableEnd(100)).toBe(100);
    expect(petTableEnd(101)).toBe(101);
    expect(petTableEnd(PET_MAX_AGE)).toBe(PET_MAX_AGE);
  });
});

describe('age for a target weight', () => {
  const hatchedAt = (weightKg: number) => ({ age: 1, weightKg });

  it('is the first whole age at or above the target', () => {
    expect(ageForPetWeight(grows, hatchedAt(1.1), 2.2)).toEqual({ kind: 'age', age: 12, weightKg: 2.2 });
    expect(ageForPetWeight(grows, hatchedAt(1.1), 2.21)).toMatchObject({ kind: 'age', age: 13 });
    expect(ageForPetWeight(grows, hatchedAt(1), 10)).toMatchObject({ kind: 'age', age: 100 });
  });

  it('works from any known age, and a weight the table shows is reached at that age', () => {
    // 6 kg at age 50 is 3 kg at age 20: going through the age-1 weight used to give 2.9999999999999996.
    expect(petGrowthTable(grows, { age: 50, weightKg: 6 })[19]?.weightKg).toBe(3);
    expect(petGrowthTable(grows, { age: 50, weightKg: 6 })[49]?.weightKg).toBe(6);
    expect(ageForPetWeight(grows, { age: 50, weightKg: 6 }, 3)).toEqual({ kind: 'age', age: 20, weightKg: 3 });
  });

  it('is "already" at or below the age-1 weight, past the confirmed cap when needed, and out of reach beyond the highest age', () => {
    expect(ageForPetWeight(grows, hatchedAt(1.1), 1.1)).toEqual({ kind: 'already' });
    expect(ageForPetWeight(grows, hatchedAt(1.1), 0.5)).toEqual({ kind: 'already' });
    expect(ageForPetWeight(grows, hatchedAt(1), 10.0001)).toMatchObject({ kind: 'age', age: 101 });
    expect(ageForPetWeight(grows, hatchedAt(1), 47)).toEqual({ kind: 'out-of-reach', maxWeightKg: petWeightAtAge(grows, 1, PET_MAX_AGE) });
  });

  it('agrees with the table (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100 }),
        fc.double({ min: 0.05, max: 50, noNaN: true }),
        fc.double({ min: 0.05, max: 600, noNaN: true }),
        (age, weightKg, target) => {
          // Past the table's last age, the weight a table of an older pet would show (formulas.md §3).
          const rows = petGrowthTable(grows, { age, weightKg });
          const weightAt = (a: number) => rows[a - 1]?.weightKg ?? weightKg * ((a + 10) / (age + 10));
          const result = ageForPetWeight(grows, { age, weightKg }, target);
          if (result.kind === 'already') expect(target).toBeLessThanOrEqual(weightAt(1));
          if (result.kind === 'out-of-reach') expect(weightAt(PET_MAX_AGE)).toBeLessThan(target);
          if (result.kind === 'age') {
            expect(result.weightKg).toBe(weightAt(result.age));
            expect(weightAt(result.age)).toBeGreaterThanOrEqual(target);
            expect(weightAt(result.age - 1)).toBeLessThan(target);
          }
        },
      ),
    );
  });

  it('gives back every weight the table shows, at its own age (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.double({ min: 0.05, max: 50, noNaN: true }), (age, weightKg) => {
        const rows = petGrowthTable(grows, { age, weightKg });
        expect(rows[age - 1]!.weightKg).toBe(weightKg);
        for (const row of rows.slice(1)) {
          expect(ageForPetWeight(grows, { age, weightKg }, row.weightKg)).toMatchObject({ kind: 'age', age: expect.any(Number) });
          expect((ageForPetWeight(grows, { age, weightKg }, row.weightKg) as { age: number }).age).toBeLessThanOrEqual(row.age);
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('age for a target weight, as the page shows weights', () => {
  /** Two decimals, as a page shows a weight of a kilogram or more. */
  const twoDecimals = (kg: number) => Math.round(kg * 100) / 100;

  // 6.5 kg at age 50 is 11.9166… kg at age 100, which the table shows as 11.92 kg: a player who typed 11.92 was told
  // age 101.
  it('meets a target typed as the table shows an age’s weight at that age, not the next', () => {
    const sixAndAHalfAtFifty = { age: 50, weightKg: 6.5 };
    const atHundred = petGrowthTable(grows, sixAndAHalfAtFifty)[99]!.weightKg;
    expect(twoDecimals(atHundred)).toBe(11.92);
    expect(atHundred).toBeLessThan(11.92);
    expect(ageForPetWeight(grows, sixAndAHalfAtFifty, 11.92)).toMatchObject({ kind: 'age', age: 101 });
    expect(ageForPetWeight(grows, sixAndAHalfAtFifty, 11.92, twoDecimals)).toEqual({ kind: 'age', age: 100, weightKg: atHundred });
    // The target is read as shown too: 11.918 shows as 11.92; 11.93 is past what age 100 shows.
    expect(ageForPetWeight(grows, sixAndAHalfAtFifty, 11.918, twoDecimals)).toMatchObject({ age: 100 });
    expect(ageForPetWeight(grows, sixAndAHalfAtFifty, 11.93, twoDecimals)).toMatchObject({ age: 101 });
    // And the age-1 weight: 6.5 × 11 / 60 = 1.19166… kg shows as 1.19 kg.
    expect(ageForPetWeight(grows, sixAndAHalfAtFifty, 1.19, twoDecimals)).toEqual({ kind: 'already' });
    expect(ageForPetWeight(grows, sixAndAHalfAtFifty, 1.2, twoDecimals)).toMatchObject({ kind: 'age', age: 2 });
  });

  // The wiki's link gives Ankylosaurus the middle of its range, 1.54 kg at age 1: its age 13 works out to
  // 3.2199999999999998 kg, shown as 3.22 kg, and 3.22 was answered with age 14.
  it('meets a target at the age whose weight only the last digits of the arithmetic keep under it', () => {
    const middleHatch = { age: 1, weightKg: 1.54 };
    const atThirteen = petGrowthTable(grows, middleHatch)[12]!.weightKg;
    expect(atThirteen).toBeLessThan(3.22);
    expect(ageForPetWeight(grows, middleHatch, 3.22)).toMatchObject({ age: 14 });
    expect(ageForPetWeight(grows, middleHatch, 3.22, twoDecimals)).toEqual({ kind: 'age', age: 13, weightKg: atThirteen });
  });

  it('gives back every weight the table shows, as shown, at its own age or the first that shows it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.double({ min: 1, max: 50, noNaN: true }), (age, weightKg) => {
        const rows = petGrowthTable(grows, { age, weightKg });
        for (const row of rows.slice(1)) {
          const shown = twoDecimals(row.weightKg);
          const answer = ageForPetWeight(grows, { age, weightKg }, shown, twoDecimals);
          const first = rows.find((each) => twoDecimals(each.weightKg) >= shown)!;
          expect(answer).toEqual(first.age === 1 ? { kind: 'already' } : { kind: 'age', age: first.age, weightKg: first.weightKg });
        }
      }),
      { numRuns: 50 },
    );
  });
});

describe('bad input', () => {
  it.each([0, 501, 1.5, -1, Number.NaN])('rejects age %d', (age) => {
    expect(() => petWeightAtAge(grows, 1, age)).toThrow(expect.objectContaining({ code: 'invalid-age', field: 'age' }));
    expect(() => petGrowthTable(grows, { age, weightKg: 1 })).toThrow(GameInputError);
    expect(() => hatchWeight(grows, { age, weightKg: 1 })).toThrow(expect.objectContaining({ code: 'invalid-age' }));
  });

  it.each([0, -1, Number.NaN, Number.POSITIVE_INFINITY, 1e300])('rejects weight %d', (weightKg) => {
    expect(() => hatchWeight(grows, { age: 5, weightKg })).toThrow(expect.objectContaining({ code: 'invalid-weight', field: 'weightKg' }));
    expect(() => petSizeClass(weightKg)).toThrow(expect.objectContaining({ code: 'invalid-weight', field: 'hatchKg' }));
    expect(() => petWeightAtAge(grows, weightKg, 5)).toThrow(expect.objectContaining({ field: 'hatchKg' }));
    if (weightKg <= PET_WEIGHT_LIMIT_KG)
      expect(() => ageForPetWeight(grows, { age: 1, weightKg: 1 }, weightKg)).toThrow(expect.objectContaining({ field: 'targetKg' }));
  });

  it('accepts any target weight and keeps results finite at the weight limit', () => {
    expect(ageForPetWeight(grows, { age: 1, weightKg: 1 }, 1e300)).toEqual({
      kind: 'out-of-reach',
      maxWeightKg: petWeightAtAge(grows, 1, PET_MAX_AGE),
    });
    expect(Number.isFinite(petWeightAtAge(grows, PET_WEIGHT_LIMIT_KG, PET_MAX_AGE))).toBe(true);
  });
});

describe('a pet that does not grow with age (Chubby Chipmunk: CalculateWeight returns its base weight unchanged)', () => {
  const still = { growsWithAge: false };

  it('weighs at every age what it weighs now, in the table and in every other function', () => {
    const rows = petGrowthTable(still, { age: 37, weightKg: 3.21 });
    expect(rows).toHaveLength(PET_LEVEL_CAP);
    expect(new Set(rows.map((row) => row.weightKg))).toEqual(new Set([3.21]));
    expect(rows.find((row) => row.status === 'current')?.age).toBe(37);
    expect(hatchWeight(still, { age: 37, weightKg: 3.21 })).toBe(3.21);
    expect(petWeightAtAge(still, 3.21, 1)).toBe(3.21);
    expect(petWeightAtAge(still, 3.21, PET_MAX_AGE)).toBe(3.21);
    expect(ageOneWeightOfBase(still, 0.8)).toBe(0.8);
    // The same input for a pet that grows: the 0.751 kg at age 1 and 7.51 kg at age 100 the calculator showed before.
    expect(hatchWeight(grows, { age: 37, weightKg: 3.21 })).toBeCloseTo(0.751, 3);
    expect(petGrowthTable(grows, { age: 37, weightKg: 3.21 })[99]!.weightKg).toBeCloseTo(7.51, 2);
  });

  it('never reaches a heavier weight by age, and has any lighter one already', () => {
    expect(ageForPetWeight(still, { age: 37, weightKg: 3.21 }, 5)).toEqual({ kind: 'out-of-reach', maxWeightKg: 3.21 });
    expect(ageForPetWeight(still, { age: 37, weightKg: 3.21 }, 3.21)).toEqual({ kind: 'already' });
    expect(ageForPetWeight(still, { age: 37, weightKg: 3.21 }, 1)).toEqual({ kind: 'already' });
  });

  it('still refuses what it refuses for any pet', () => {
    expect(() => petGrowthTable(still, { age: 0, weightKg: 1 })).toThrow(expect.objectContaining({ code: 'invalid-age' }));
    expect(() => petWeightAtAge(still, 1, 501)).toThrow(expect.objectContaining({ code: 'invalid-age' }));
    expect(() => hatchWeight(still, { age: 5, weightKg: 0 })).toThrow(expect.objectContaining({ field: 'weightKg' }));
  });
});
