import { describe, expect, it } from 'vitest';
import { categories, crops, findCrop, GAME_DATA_VERSION, getCrop, tiers } from './crops';
import cropsJson from './data/crops.json';
import mutationsJson from './data/mutations.json';
import { GameInputError } from './inputs';
import { findMutation, findVariant, getMutation, getVariant, mutations, variants } from './mutationData';
import { cropValue } from './value';

const weighed = crops.flatMap((crop) => (crop.weights === null ? [] : [{ crop, weights: crop.weights }]));

describe('crops', () => {
  it('has every crop of the data file, in its order, as the file gives it', () => {
    expect(crops).toHaveLength(cropsJson.length);
    cropsJson.forEach((record, index) => {
      const crop = crops[index];
      expect(crop).toMatchObject({
        id: record.id,
        name: record.name,
        tier: record.tier,
        seedPrice: record.seedPrice,
        obtainable: record.obtainable,
        harvest: record.harvest,
        firstSeen: record.firstSeen,
        removed: record.removed,
        eventForms: record.eventForms,
        baseValue: record.baseValue,
        sources: record.sources,
      });
      expect(crop?.weights).toMatchObject({
        baseWeight: record.baseWeight,
        minWeight: record.minWeight,
        hugeChance: record.hugeChance,
        hugeChanceOneIn: record.hugeChanceOneIn,
      });
    });
  });

  it('holds the numbers of the game as of 15 August 2026 (the values issue 27 found wrong)', () => {
    const numbers = (id: string) => {
      const { baseValue, weights } = getCrop(id);
      return [weights?.baseWeight, baseValue];
    };
    expect(numbers('fennel')).toEqual([4, 150_000]);
    expect(numbers('queen-fruit')).toEqual([2, 164_320]);
    expect(numbers('strange-mans-wheat')).toEqual([2.5, 55_000]);
    expect(numbers('cocoa-pod')).toEqual([3, 25_000]);
    expect(numbers('jungle-kiwano')).toEqual([3.5, 267_000]);
    expect(numbers('royal-rose')).toEqual([5, 180_100]);
    expect(numbers('stinger-reed')).toEqual([1.5, 55_000]);
    expect(numbers('sweetheart-flower')).toEqual([2, 99_880]);
    expect(findCrop('stinger-lily')).toBeUndefined();
    for (const id of ['sun-fruit', 'shark-splash', 'lunar-lantern', 'mallow-melt', 'wheatcap', 'easter-sprout', 'honey-dipper']) {
      expect(getCrop(id).weights, id).not.toBeNull();
    }
  });

  it('knows the weight of every crop, and when each entered the game’s files', () => {
    expect(crops.filter((crop) => crop.weights === null)).toEqual([]);
    // Only a crop no export holds (the wiki's Cherry (Legacy)) has no date.
    expect(crops.filter((crop) => crop.firstSeen === null).map((crop) => crop.id)).toEqual(['cherry-legacy']);
    expect(getCrop('sun-fruit').firstSeen).toBe('2026-07-12');
  });

  it('keeps a crop gone from the game’s files, marked with the day it went', () => {
    expect(getCrop('dryblood-rose').removed).toBe('2025-11-01');
    expect(crops.filter((crop) => crop.removed !== null).map((crop) => crop.id)).toEqual([
      'cherry-legacy',
      'dryblood-rose',
      'purple-sprout',
    ]);
  });

  it('names a crop’s event forms, and no event form is a crop of its own', () => {
    expect(getCrop('pepper').eventForms).toEqual(['Honey Pepper']);
    expect(findCrop('honey-pepper')).toBeUndefined();
  });

  it('keeps unknowns as null instead of inventing them', () => {
    expect(getCrop('sun-fruit')).toMatchObject({ tier: null, harvest: null, seedPrice: null, obtainable: null });
  });

  it('computes the price floor with the engine; the data weight column is a display rounding of it', () => {
    for (const record of cropsJson) {
      const crop = getCrop(record.id);
      expect(crop.weights?.priceFloorWeight).toBeCloseTo(0.95 * record.baseWeight, 12);
      // The data rounds 0.26125 to 0.2612 and 2.375 to 2.38: within half a hundredth of a kilogram everywhere.
      expect(Math.abs((crop.weights?.priceFloorWeight ?? NaN) - record.priceFloorWeight), record.id).toBeLessThanOrEqual(0.005);
      expect(crop.priceFloorValue, record.id).toBe(record.priceFloorValue);
      expect(crop.priceFloorValue, record.id).toBe(
        cropValue({ crop: getCrop(crop.id), weightKg: crop.weights?.priceFloorWeight ?? null, variantId: 'normal', mutationIds: [] }).value,
      );
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

  it('variants roll 1000 : 10 : 1 (Normal : Gold : Rainbow); Silver and Diamond never roll (the chances: variantRoll.test.ts)', () => {
    expect(variants.map((variant) => variant.rollWeight)).toEqual([1000, null, 10, 1, null]);
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
    const filedByOrigin = crops.filter((crop, index) => crop.category !== cropsJson[index]?.category);
    expect(filedByOrigin.length).toBeGreaterThan(0);
    expect(uncategorized).toHaveLength(snapshotUncategorized - filedByOrigin.length);
    // Only crops whose origin is unknown, or known only as a theme, stay uncategorized.
    for (const crop of uncategorized) expect([undefined, 'theme'], crop.id).toContain(crop.origin?.kind);
    expect(getCrop('great-pumpkin')).toMatchObject({ category: 'seed shop', origin: { kind: 'seed-shop', confidence: 'high' } });
    // A crop the snapshot already filed keeps its category.
    expect(getCrop('carrot').category).toBe('seed shop');
    expect(categories).toEqual(expect.arrayContaining(['seed pack', 'event shop', 'reward', 'event', 'pet']));
  });
});

describe('mutations and variants', () => {
  it('loads every mutation of the data file in its order, the 2026 ones with their multipliers and no known rules', () => {
    expect(mutations.map((mutation) => mutation.id)).toEqual(mutationsJson.mutations.map((mutation) => mutation.id));
    const newIn2026 = mutations.filter((mutation) => !mutation.rulesKnown);
    expect(Object.fromEntries(newIn2026.map((mutation) => [mutation.name, mutation.multiplier]))).toEqual({
      Honeygem: 33,
      Jellygem: 25,
      Spotty: 33,
      Resplendent: 20,
      Sylvan: 35,
      Ember: 100,
      Shadow: 33,
      Tidal: 5,
      Moonbeam: 15,
    });
    for (const mutation of newIn2026) expect(mutation.conflictsWith, mutation.id).toEqual([]);
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

it('exports the data version: the date of the export the data was imported from', () => {
  expect(GAME_DATA_VERSION).toBe('2026-08-15');
});
