import { describe, expect, it } from 'vitest';
import { eggs, gear } from './shopData';
import { confidenceFor, confidenceParts, gearSale, newestSourceDate } from './shopFacts';
import { findById } from './shops';

describe('newestSourceDate', () => {
  it('gives the newest day a source names, and null when it names none', () => {
    expect(newestSourceDate('copy 2025-05-22 … 2025-08-30, older 2025-07-23')).toBe('2025-08-30');
    expect(newestSourceDate('fan page, no date')).toBeNull();
    expect(newestSourceDate('commit 2025-13-01 is no day')).toBeNull();
  });

  it('reads the common egg at its newest copy', () => {
    expect(newestSourceDate(findById(eggs, 'common-egg')!.source)).toMatch(/^2025-/);
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
    expect(gearSale({ shopKey: null, price: null, stockChance: null, stillSold: 'no price data; name and rarity only' })).toBe('unknown');
    expect(gearSale({ shopKey: null, price: null, stockChance: null, stillSold: 'not sold in the Gear Shop' })).toBe('not-sold');
  });
});
