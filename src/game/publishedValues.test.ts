import { describe, expect, it } from 'vitest';
import { getCrop } from './crops';
import publishedJson from './data/published-values.json' with { type: 'json' };
import { roundHalfAwayFromZero } from './formula';
import { cropValue } from './index';
import { matchOf, proofSummary, publishedValueRows } from './publishedValues';

const rows = publishedValueRows();
const checks = rows.flatMap((row) => row.checks.map((check) => ({ crop: row.crop, ...check })));

describe('the wiki’s published values, recomputed by the engine', () => {
  it('has a row for each of the 110 published crops, in the file’s order, with both values', () => {
    expect(rows.map((row) => row.crop.id)).toEqual(publishedJson.crops.map((crop) => crop.cropId));
    expect(rows).toHaveLength(110);
    expect(checks).toHaveLength(220);
  });

  it('keeps the wiki’s numbers as published', () => {
    for (const [index, published] of publishedJson.crops.entries()) {
      expect(rows[index]!.checks.map((check) => check.expected)).toEqual([published.priceFloorValue, published.averageValue]);
    }
  });

  it('computes each value as the engine does at the price-floor weight and at the base weight', () => {
    for (const { crop, weight, weightKg, computed } of checks) {
      expect(weightKg).toBe(weight === 'priceFloor' ? crop.weights?.priceFloorWeight : crop.weights?.baseWeight);
      expect(computed).toBe(cropValue({ crop: getCrop(crop.id), weightKg, variantId: 'normal', mutationIds: [] }).value);
      expect(computed).toBe(weight === 'priceFloor' ? getCrop(crop.id).priceFloorValue : getCrop(crop.id).baseValue);
    }
  });

  it('is within one of every published value', () => {
    const far = checks.filter((check) => Math.abs(check.expected - check.computed) > 1);
    expect(far.map((check) => `${check.crop.id} ${check.weight}`)).toEqual([]);
  });

  it('explains every value off by one: the unrounded value is exactly a half, the game rounds it up, the wiki to even', () => {
    const offByOne = checks.filter((check) => check.expected !== check.computed);
    expect(offByOne.length).toBeGreaterThan(0);
    for (const check of offByOne) {
      expect(check.match).toBe('half-even');
      expect(check.unrounded - Math.floor(check.unrounded)).toBe(0.5);
      expect(check.computed).toBe(roundHalfAwayFromZero(check.unrounded));
      expect(check.expected).toBe(check.computed - 1);
      expect(check.expected % 2).toBe(0);
    }
    // Pumpkin at its price floor is the case formulas.md works through: 3,400 × 0.9025 = 3,068.5.
    expect(checks.find((check) => check.crop.id === 'pumpkin' && check.weight === 'priceFloor')).toMatchObject({
      expected: 3068,
      computed: 3069,
      unrounded: 3068.5,
      match: 'half-even',
    });
  });

  it('counts 98 crops exact and 12 off by one because of the wiki’s rounding, none otherwise', () => {
    expect(proofSummary(rows)).toEqual({ total: 110, exact: 98, 'half-even': 12, different: 0 });
  });

  it('would call a real disagreement one', () => {
    expect(matchOf(3068, 3069, 3068.5)).toBe('half-even');
    expect(matchOf(3070, 3069, 3068.5)).toBe('different');
    expect(matchOf(3068, 3069, 3068.6)).toBe('different');
    expect(matchOf(3067, 3069, 3068.5)).toBe('different');
    expect(matchOf(3069, 3069, 3068.5)).toBe('exact');
  });
});
