import { describe, expect, it } from 'vitest';
import { eggs, gear, seedShop } from './shopData';
import { confidenceFor, confidenceParts, gearSale, inEggShopStock, newestSourceDate, seedNotes } from './shopFacts';
import { findById } from './shops';

describe('newestSourceDate', () => {
  it('gives the newest day a source names, and null when it names none', () => {
    expect(newestSourceDate('copy 2025-05-22 … 2025-08-30, older 2025-07-23')).toBe('2025-08-30');
    expect(newestSourceDate('fan page, no date')).toBeNull();
    expect(newestSourceDate('commit 2025-13-01 is no day')).toBeNull();
  });

  it('dates the common egg by its newest copy, not by a later mirror of the same text', () => {
    expect(newestSourceDate(findById(eggs, 'common-egg')!.source)).toBe('2025-08-30');
    expect(newestSourceDate('module (commit a, 2025-07-28) = mirror (commit b, 2025-11-01, identical text)')).toBe('2025-07-28');
  });
});

describe('confidenceParts', () => {
  it('reads a lone level as one part about everything', () => {
    expect(confidenceParts('medium')).toEqual([{ level: 'medium', aspects: ['all'] }]);
  });

  it('reads graded parts, "unknown" as none', () => {
    expect(confidenceParts('high (price) / medium (pets) / unknown (odds, hatch time)')).toEqual([
      { level: 'high', aspects: ['price'] },
      { level: 'medium', aspects: ['pets'] },
      { level: 'none', aspects: ['odds', 'timing'] },
    ]);
    expect(confidenceFor('high (price) / low (odds)', 'odds')).toBe('low');
    expect(confidenceFor('high', 'odds')).toBe('high');
    expect(confidenceFor('high (name) / medium (mutation)', 'timing')).toBeNull();
  });

  it('reads every confidence of the shop data into at least one part', () => {
    for (const record of [...eggs, ...gear]) expect(confidenceParts(record.confidence).length, record.name).toBeGreaterThan(0);
  });
});

describe('gearSale', () => {
  it('says where each kind of gear is sold', () => {
    expect(gearSale(findById(gear, 'watering-can')!)).toBe('gear-shop');
    expect(gearSale(findById(gear, 'acorn-bell')!)).toBe('event');
    expect(gearSale({ shopKey: null, soldIn: null, stillSold: 'no price data; name and rarity only' })).toBe('unknown');
    expect(gearSale({ shopKey: null, soldIn: null, stillSold: 'not sold in the Gear Shop' })).toBe('not-sold');
  });

  it('places the pet shop’s gear in its tab, and a priced gear the game hides in no shop', () => {
    expect(gearSale(findById(gear, 'pet-lead')!)).toBe('pet-shop');
    expect(gearSale(findById(gear, 'medium-bowl')!)).toBe('not-sold');
  });
});

describe('inEggShopStock', () => {
  it('keeps the eggs the Pet Egg Shop sells in every copy, not those removed or seen in one copy only', () => {
    const standing = eggs.filter(inEggShopStock).map((egg) => egg.id);
    expect(standing).toEqual(['common-egg', 'uncommon-egg', 'rare-egg', 'legendary-egg', 'mythical-egg', 'bug-egg']);
  });
});

describe('seedNotes', () => {
  it('says a seed is hidden, limited or locked behind a level, as its fields say', () => {
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Orange Tulip')!)).toEqual([{ kind: 'hidden' }]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Great Pumpkin')!)).toEqual([{ kind: 'limited' }]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Cocomango')!)).toEqual([{ kind: 'level', npc: 'Sam', level: 3 }]);
    expect(seedNotes(seedShop.find((seed) => seed.name === 'Carrot')!)).toEqual([]);
  });
});
