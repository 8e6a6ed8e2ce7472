import { describe, expect, it } from 'vitest';
import {
  categories,
  crops,
  findCrop,
  findMutation,
  findVariant,
  GAME_DATA_VERSION,
  getCrop,
  getMutation,
  getVariant,
  mutations,
  tiers,
  variants,
} from './data';
import cropsJson from './data/crops.json';
import mutationsJson from './data/mutations.json';
import { GameInputError } from './errors';
import { cropValue } from './value';

describe('crops', () => {
  it('has every crop of the data, in data order, with the data fields unchanged', () => {
    expect(crops).toHaveLength(407);
    crops.forEach((crop, index) => {
      const record = cropsJson[index];
      expect(crop).toMatchObject({
        id: record?.id,
        name: record?.name,
        tier: record?.tier,
        category: record?.category,
        seedPrice: record?.seedPrice,
        obtainable: record?.obtainable,
        harvest: record?.harvest,
        dateAdded: record?.dateAdded,
        baseValue: record?.baseValue,
        baseWeight: record?.baseWeight,
        minWeight: record?.minWeight,
        averageWeight: record?.averageWeight,
        hugeChance: record?.hugeChance,
        hugeChanceOneIn: record?.hugeChanceOneIn,
        sources: record?.sources,
        notes: record?.notes,
      });
    });
  });

  it('keeps unknowns as null instead of inventing them', () => {
    expect(crops.filter((crop) => crop.tier === null)).toHaveLength(126);
    expect(crops.filter((crop) => crop.averageWeight === null).map((crop) => crop.averageValue)).toEqual(
      Array.from({ length: 46 }, () => null),
    );
    expect(getCrop('cherry-legacy').hugeChanceOneIn).toBeNull();
    expect(getCrop('moon-mango').dateAdded).toBeNull();
  });

  it('computes the price floor with the engine; the data weight column is a display rounding of it', () => {
    for (const record of cropsJson) {
      const crop = getCrop(record.id);
      expect(crop.priceFloorWeight).toBeCloseTo(0.95 * record.baseWeight, 12);
      // The data rounds 0.26125 to 0.2612 and 2.375 to 2.38: within half a hundredth of a kilogram everywhere.
      expect(Math.abs(crop.priceFloorWeight - record.priceFloorWeight), record.id).toBeLessThanOrEqual(0.005);
      expect(crop.priceFloorValue, record.id).toBe(
        cropValue({ cropId: crop.id, weightKg: crop.priceFloorWeight, variantId: 'normal', mutationIds: [] }).value,
      );
    }
  });

  it('computes the average value with the engine at the average weight (the base value, as the wiki tables say)', () => {
    for (const crop of crops) {
      if (crop.averageWeight === null) continue;
      expect(crop.averageValue).toBe(
        cropValue({ cropId: crop.id, weightKg: crop.averageWeight, variantId: 'normal', mutationIds: [] }).value,
      );
      expect(crop.averageValue).toBe(crop.baseValue);
    }
  });

  it('looks crops up by id', () => {
    expect(getCrop('moon-mango')).toMatchObject({
      name: 'Moon Mango',
      tier: 'mythical',
      baseValue: 50_000,
      baseWeight: 15,
      hugeChanceOneIn: 300,
      harvest: 'multi',
      obtainable: false,
      seedPrice: 1_000_000_000,
      minWeight: 10.5,
    });
    expect(findCrop('nope')).toBeUndefined();
    expect(() => getCrop('nope')).toThrow(GameInputError);
    expect(() => getCrop('nope')).toThrow(expect.objectContaining({ code: 'unknown-crop', field: 'cropId' }));
  });

  it('is frozen', () => {
    expect(Object.isFrozen(crops)).toBe(true);
    expect(Object.isFrozen(getCrop('carrot'))).toBe(true);
  });
});

describe('weight roll facts of formulas.md', () => {
  it('minimum weight is 0.7 × base weight for every crop', () => {
    for (const crop of crops) expect(crop.minWeight, crop.id).toBeCloseTo(0.7 * crop.baseWeight, 9);
  });

  it('variants roll 1000 : 10 : 1 (Normal : Gold : Rainbow); Silver and Diamond never roll', () => {
    expect(variants.map((variant) => variant.rollWeight)).toEqual([1000, null, 10, 1, null]);
    const total = variants.reduce((sum, variant) => sum + (variant.rollWeight ?? 0), 0);
    expect(total).toBe(1011);
    expect((getVariant('gold').rollWeight ?? 0) / total).toBeCloseTo(0.0099, 4);
    expect((getVariant('rainbow').rollWeight ?? 0) / total).toBeCloseTo(0.00099, 5);
  });
});

describe('tiers and categories', () => {
  it('orders tiers common → transcendent as the data introduces them, and uses them all', () => {
    const seen: string[] = [];
    for (const record of cropsJson) if (record.tier && !seen.includes(record.tier)) seen.push(record.tier);
    expect(tiers).toEqual(seen);
    expect(tiers[0]).toBe('common');
    expect(tiers[tiers.length - 1]).toBe('transcendent');
  });

  it('lists every distinct category once, sorted', () => {
    expect(categories).toEqual([...new Set(cropsJson.map((record) => record.category))].sort());
    expect(categories).toContain('seed shop');
    expect(new Set(categories).size).toBe(categories.length);
  });
});

describe('mutations and variants', () => {
  it('loads all 182 mutations and 5 variants', () => {
    expect(mutations).toHaveLength(182);
    expect(mutations.map((mutation) => mutation.id)).toEqual(mutationsJson.mutations.map((mutation) => mutation.id));
    expect(variants.map((variant) => [variant.id, variant.multiplier])).toEqual([
      ['normal', 1],
      ['silver', 5],
      ['gold', 20],
      ['rainbow', 50],
      ['diamond', 50],
    ]);
  });

  it('looks them up by id', () => {
    expect(getMutation('foxfire').gameKey).toBe('FoxfireChakra');
    expect(findMutation('FoxfireChakra')).toBeUndefined();
    expect(() => getMutation('nope')).toThrow(expect.objectContaining({ code: 'unknown-mutation', field: 'mutationId' }));
    expect(getVariant('gold').multiplier).toBe(20);
    expect(findVariant('golden')).toBeUndefined();
    expect(() => getVariant('golden')).toThrow(expect.objectContaining({ code: 'unknown-variant', field: 'variantId' }));
  });
});

it('exports the data version', () => {
  expect(GAME_DATA_VERSION).toBe('2026-01');
});
