import { describe, expect, it } from 'vitest';
import { A_PET_THAT_GROWS, PET_LEVEL_CAP, PET_MAX_AGE, petWeightAtAge } from '../../game';
import { LANGUAGES } from '../../i18n/languages';
import { formatPetKg, formatPetKgNumber, shownPetKg } from './petFormat';
import { petGrowth, targetAge, visibleRows } from './petGrowth';

const grows = A_PET_THAT_GROWS;

describe('a pet’s growth as the page shows it', () => {
  it('comes from the engine: age-1 weight, size class and the weight at the highest age', () => {
    const outcome = petGrowth(grows, 50, 6);
    if (!outcome.ok) throw outcome.error;
    expect(outcome.growth.hatchKg).toBeCloseTo(1.1, 12);
    expect(outcome.growth.sizeClass).toBe('normal');
    expect(outcome.growth.tableEnd).toBe(PET_LEVEL_CAP);
    expect(outcome.growth.maxKg).toBe(petWeightAtAge(grows, outcome.growth.hatchKg, PET_LEVEL_CAP));
    expect(outcome.growth.rows).toHaveLength(PET_LEVEL_CAP);
  });

  it('reaches an age past the confirmed cap, with the milestones up to it', () => {
    const outcome = petGrowth(grows, 250, 26);
    if (!outcome.ok) throw outcome.error;
    expect(outcome.growth.tableEnd).toBe(250);
    expect(outcome.growth.maxKg).toBeCloseTo(26, 12);
    const milestones = visibleRows(outcome.growth.rows, false).map((row) => row.age);
    expect(milestones.at(-1)).toBe(250);
    expect(milestones).toHaveLength(26);
  });

  it('hands back the engine’s error instead of throwing', () => {
    const outcome = petGrowth(grows, 0, 6);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.error.field).toBe('age');
  });

  it('lists the milestones plus the current age, or every age', () => {
    const outcome = petGrowth(grows, 37, 5);
    if (!outcome.ok) throw outcome.error;
    expect(visibleRows(outcome.growth.rows, false).map((row) => row.age)).toEqual([1, 10, 20, 30, 37, 40, 50, 60, 70, 80, 90, 100]);
    expect(visibleRows(outcome.growth.rows, true)).toHaveLength(PET_LEVEL_CAP);
  });

  it('does not repeat a current age that is a milestone', () => {
    const outcome = petGrowth(grows, 10, 5);
    if (!outcome.ok) throw outcome.error;
    expect(visibleRows(outcome.growth.rows, false)).toHaveLength(11);
  });

  it('answers "at what age" only for usable weights', () => {
    const hatchedAtOneKg = { growsWithAge: true, age: 1, kg: 1 };
    expect(targetAge(hatchedAtOneKg, 5)).toEqual({ kind: 'age', age: 45, weightKg: petWeightAtAge(grows, 1, 45) });
    expect(targetAge(hatchedAtOneKg, 0)).toBeUndefined();
    // Weighed as the page shows weights: 10.000001 kg shows as 10 kg, the weight at age 100; 10.01 kg is past it.
    expect(targetAge(hatchedAtOneKg, 10.000001)).toMatchObject({ kind: 'age', age: 100 });
    expect(targetAge(hatchedAtOneKg, 10.01)).toMatchObject({ kind: 'age', age: 101 });
    expect(targetAge(hatchedAtOneKg, 47)).toEqual({ kind: 'out-of-reach', maxWeightKg: petWeightAtAge(grows, 1, PET_MAX_AGE) });
  });

  it('weighs a target as the page shows weights: rounded as every language writes them', () => {
    for (const kg of [11.916666666666666, 3.2199999999999998, 0.012345, 1234.5678, 0.5, 10, 1e-7]) {
      const shown = shownPetKg(kg);
      for (const language of LANGUAGES)
        expect(formatPetKgNumber(shown, language), `${kg} in ${language}`).toBe(formatPetKgNumber(kg, language));
    }
    expect(shownPetKg(11.916666666666666)).toBe(11.92);
    expect(shownPetKg(0.012345)).toBe(0.0123);
  });

  it('finds the age of a table row from that row’s own weight', () => {
    for (const [age, kg] of [
      [50, 6],
      [7, 2.345],
      [99, 13.7],
    ] as const) {
      const outcome = petGrowth(grows, age, kg);
      if (!outcome.ok) throw outcome.error;
      expect(targetAge(outcome.growth, 3)).toEqual(age === 50 ? { kind: 'age', age: 20, weightKg: 3 } : expect.anything());
      for (const row of outcome.growth.rows.slice(1)) {
        const shown = row.weightKg;
        const answer = targetAge(outcome.growth, shown);
        expect(answer?.kind === 'age' ? answer.age : answer?.kind, `${age}/${kg} → ${shown}`).toBeLessThanOrEqual(row.age);
      }
    }
  });
});

describe('the growth of a pet that does not grow with age, as the page shows it', () => {
  const chubbyChipmunk = { growsWithAge: false };

  it('keeps the weight entered at every age: no lighter age-1 weight, no heavier weight at the highest age', () => {
    const outcome = petGrowth(chubbyChipmunk, 37, 3.21);
    if (!outcome.ok) throw outcome.error;
    expect(outcome.growth).toMatchObject({ growsWithAge: false, age: 37, kg: 3.21, hatchKg: 3.21, maxKg: 3.21 });
    expect(outcome.growth.rows.every((row) => row.weightKg === 3.21)).toBe(true);
    expect(targetAge(outcome.growth, 5)).toEqual({ kind: 'out-of-reach', maxWeightKg: 3.21 });
  });
});

describe('weights for reading', () => {
  it('uses two decimals, and enough for light pets not to read as zero', () => {
    expect(formatPetKg(12.3456, 'en')).toBe('12.35 kg');
    expect(formatPetKg(0.5678, 'en')).toBe('0.568 kg');
    expect(formatPetKg(0.0123456, 'en')).toBe('0.0123 kg');
    expect(formatPetKg(1.23456, 'en')).toBe('1.23 kg');
    expect(formatPetKg(0.00042, 'fr')).toBe('0,00042\u202fkg');
  });
});
