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
import updatesJson from './data/updates-2026.json';
import { GameInputError } from './errors';
import { cropValue } from './value';

const changedById = new Map(updatesJson.changedCrops.map((record) => [record.id, record]));
const weighed = crops.flatMap((crop) => (crop.weights === null ? [] : [{ crop, weights: crop.weights }]));

describe('crops', () => {
  it('has every crop of the January snapshot in data order, with the 2026 values where they changed', () => {
    expect(crops).toHaveLength(cropsJson.length + updatesJson.newCrops.length);
    cropsJson.forEach((snapshot, index) => {
      const record = changedById.get(snapshot.id) ?? snapshot;
      const crop = crops[index];
      expect(crop).toMatchObject({
        id: record.id,
        name: record.name,
        tier: record.tier,
        seedPrice: record.seedPrice,
        obtainable: record.obtainable,
        harvest: record.harvest,
        dateAdded: record.dateAdded,
        baseValue: record.baseValue,
        sources: record.sources,
      });
      expect(crop?.weights).toMatchObject({
        baseWeight: record.baseWeight,
        minWeight: record.minWeight,
        averageWeight: record.averageWeight,
        hugeChance: record.hugeChance,
        hugeChanceOneIn: record.hugeChanceOneIn,
      });
    });
  });

  it('applies the six 2026 value changes and nothing else to those crops', () => {
    const changed = Object.fromEntries([...changedById.keys()].map((id) => [id, getCrop(id).baseValue]));
    expect(changed).toEqual({
      'amazon-feather-fern': 125_125,
      'frost-fern': 130_130,
      'jungle-cherry': 99_000,
      'mini-pumpkin': 65_000,
      'purple-treeshroom': 144_000,
      saskia: 35_000,
    });
    expect(getCrop('mini-pumpkin').weights).toMatchObject({ baseWeight: 2, hugeChanceOneIn: 120 });
    // The value list the update comes from gives the price-floor value; the engine's agrees.
    for (const record of updatesJson.changedCrops) expect(getCrop(record.id).priceFloorValue, record.id).toBe(record.priceFloorValue);
  });

  it('adds the 54 crops of 2026 with their values and no weight, as the sources have them', () => {
    const added = crops.slice(cropsJson.length);
    expect(added.map((crop) => crop.id)).toEqual(updatesJson.newCrops.map((record) => record.id));
    for (const [index, crop] of added.entries()) {
      const record = updatesJson.newCrops[index];
      expect(crop.weights, crop.id).toBeNull();
      expect(crop.baseValue, crop.id).toBe(record?.baseValue);
      // The price floor needs no weight: 0.95² × base value, rounded as the game rounds.
      expect(crop.priceFloorValue, crop.id).toBe(record?.priceFloorValue);
    }
    expect(crops.filter((crop) => crop.weights === null)).toHaveLength(54);
  });

  it('keeps unknowns as null instead of inventing them', () => {
    expect(crops.filter((crop) => crop.tier === null)).toHaveLength(126 + 54);
    expect(weighed.filter(({ weights }) => weights.averageWeight === null).map(({ weights }) => weights.averageValue)).toEqual(
      Array.from({ length: 46 }, () => null),
    );
    expect(getCrop('cherry-legacy').weights?.hugeChanceOneIn).toBeNull();
    expect(getCrop('moon-mango').dateAdded).toBeNull();
    expect(getCrop('amber-flower')).toMatchObject({ weights: null, tier: null, harvest: null, seedPrice: null });
  });

  it('computes the price floor with the engine; the data weight column is a display rounding of it', () => {
    for (const snapshot of cropsJson) {
      const record = changedById.get(snapshot.id) ?? snapshot;
      const crop = getCrop(record.id);
      expect(crop.weights?.priceFloorWeight).toBeCloseTo(0.95 * record.baseWeight, 12);
      // The data rounds 0.26125 to 0.2612 and 2.375 to 2.38: within half a hundredth of a kilogram everywhere.
      expect(Math.abs((crop.weights?.priceFloorWeight ?? NaN) - record.priceFloorWeight), record.id).toBeLessThanOrEqual(0.005);
      expect(crop.priceFloorValue, record.id).toBe(record.priceFloorValue);
      expect(crop.priceFloorValue, record.id).toBe(
        cropValue({ cropId: crop.id, weightKg: crop.weights?.priceFloorWeight ?? null, variantId: 'normal', mutationIds: [] }).value,
      );
    }
  });

  it('computes the average value with the engine at the average weight (the base value, as the wiki tables say)', () => {
    for (const { crop, weights } of weighed) {
      if (weights.averageWeight === null) continue;
      expect(weights.averageValue).toBe(
        cropValue({ cropId: crop.id, weightKg: weights.averageWeight, variantId: 'normal', mutationIds: [] }).value,
      );
      expect(weights.averageValue).toBe(crop.baseValue);
    }
  });

  it('looks crops up by id', () => {
    expect(getCrop('moon-mango')).toMatchObject({
      name: 'Moon Mango',
      tier: 'mythical',
      baseValue: 50_000,
      weights: { baseWeight: 15, hugeChanceOneIn: 300, minWeight: 10.5 },
      harvest: 'multi',
      obtainable: false,
      seedPrice: 1_000_000_000,
    });
    expect(findCrop('nope')).toBeUndefined();
    expect(() => getCrop('nope')).toThrow(GameInputError);
    expect(() => getCrop('nope')).toThrow(expect.objectContaining({ code: 'unknown-crop', field: 'cropId' }));
  });

  it('is frozen', () => {
    expect(Object.isFrozen(crops)).toBe(true);
    expect(Object.isFrozen(getCrop('carrot'))).toBe(true);
    expect(Object.isFrozen(getCrop('carrot').weights)).toBe(true);
  });
});

describe('weight roll facts of formulas.md', () => {
  it('minimum weight is 0.7 × base weight for every crop', () => {
    for (const { crop, weights } of weighed) expect(weights.minWeight, crop.id).toBeCloseTo(0.7 * weights.baseWeight, 9);
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
    expect(categories).toEqual([...new Set(crops.map((crop) => crop.category))].sort());
    expect(categories).toContain('seed shop');
    expect(new Set(categories).size).toBe(categories.length);
  });

  it('files crops the snapshot left uncategorized by their origin, so far fewer stay uncategorized', () => {
    const snapshotUncategorized = cropsJson.filter((record) => record.category === 'uncategorized').length;
    const uncategorized = crops.filter((crop) => crop.category === 'uncategorized');
    expect(snapshotUncategorized).toBe(287);
    // 287 of the snapshot's crops and the 54 new ones had no category; 167 still have none (109 without a known origin).
    expect(uncategorized).toHaveLength(167);
    // Only crops whose origin is unknown, or known only as a theme, stay uncategorized.
    for (const crop of uncategorized) expect([undefined, 'theme'], crop.id).toContain(crop.origin?.kind);
    expect(getCrop('great-pumpkin')).toMatchObject({ category: 'seed shop', origin: { kind: 'seed-shop', confidence: 'high' } });
    // A crop the snapshot already filed keeps its category.
    expect(getCrop('carrot').category).toBe('seed shop');
    expect(categories).toEqual(expect.arrayContaining(['seed pack', 'event shop', 'reward', 'event', 'pet']));
  });
});

describe('mutations and variants', () => {
  it('loads all 182 mutations, the 3 of 2026 after them, and 5 variants', () => {
    expect(mutations).toHaveLength(185);
    expect(mutations.map((mutation) => mutation.id)).toEqual([
      ...mutationsJson.mutations.map((mutation) => mutation.id),
      'honeygem',
      'jellygem',
      'spotty',
    ]);
    expect(mutations.slice(182).map((mutation) => [mutation.name, mutation.multiplier, mutation.conflictsWith])).toEqual([
      ['Honeygem', 33, []],
      ['Jellygem', 25, []],
      ['Spotty', 33, []],
    ]);
    // Internal quality tags and names without a multiplier are not mutations a fruit can be valued with.
    expect(findMutation('pollinated-fair')).toBeUndefined();
    expect(getMutation('zombified').multiplier).toBe(25);
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
  expect(GAME_DATA_VERSION).toBe('2026-11');
});
