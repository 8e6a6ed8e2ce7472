import { describe, expect, it } from 'vitest';
import { idOf } from './ids';
import { GameInputError } from './inputs';
import { chanceWithin, chanceWithinHour, expectedWaitRestocks, expectedWaitSeconds, getRestockRule, restockRules } from './restock';
import { eggs, gear, seedShop, weathers } from './shopData';
import {
  chancePerRestock,
  cheapestFirst,
  eggPriceInSheckles,
  eggsHatching,
  expectedShecklesToHatch,
  findById,
  seedsWithoutCrop,
  shecklesToHatch,
  soldBy,
  STOCK_CHANCE_READINGS,
  unresolvedHatches,
  weathersGiving,
} from './shops';

const egg = (id: string) => {
  const found = findById(eggs, id);
  if (found === undefined) throw new Error(`no egg ${id}`);
  return found;
};

describe('the shipped shop data', () => {
  it('gives every egg, gear and weather a unique id, the id of its name', () => {
    for (const records of [eggs, gear, weathers]) {
      const ids = records.map((record) => record.id);
      expect(new Set(ids).size).toBe(records.length);
      expect(records.filter((record) => record.id !== idOf(record.name))).toEqual([]);
    }
  });

  it('resolves every pet an egg names to pets.json: none is left unresolved', () => {
    expect(unresolvedHatches(eggs).map(({ egg: { name }, hatch }) => `${name}: ${hatch.name}`)).toEqual([]);
  });

  it('leaves two seeds without a crop, the ones crops.json does not hold', () => {
    expect(seedsWithoutCrop(seedShop).map((seed) => seed.name)).toEqual(['Beast Buttercup', 'Aurum Spire']);
  });

  it('sells 18 gear in the Gear Shop, and 38 seeds on the Seed Shop main tab and 4 on its Tier 2 tab', () => {
    expect(soldBy(gear, 'gear')).toHaveLength(18);
    expect(soldBy(seedShop, 'seed')).toHaveLength(38);
    expect(soldBy(seedShop, 'seed-tier-2').map((seed) => seed.name)).toEqual(['Broccoli', 'Potato', 'Brussels Sprout', 'Cocomango']);
  });
});

describe('chancePerRestock', () => {
  it('reads the Seed, Gear and Tier 2 fields as 1 in N per restock', () => {
    expect(chancePerRestock('seed', 1)).toBe(1);
    expect(chancePerRestock('seed', 777)).toBe(1 / 777);
    expect(chancePerRestock('gear', 4)).toBe(0.25);
    expect(chancePerRestock('seed-tier-2', 10)).toBe(0.1);
  });

  it('has no answer for the egg shop, whose reading is unknown, or for an unknown field or shop', () => {
    expect(STOCK_CHANCE_READINGS.egg.kind).toBe('unknown');
    expect(chancePerRestock('egg', 20)).toBeNull();
    expect(chancePerRestock('traveling-merchant', 1)).toBeNull();
    expect(chancePerRestock('seed', null)).toBeNull();
    expect(chancePerRestock(null, 3)).toBeNull();
  });

  it('refuses a field below 1', () => {
    expect(() => chancePerRestock('seed', 0)).toThrow(GameInputError);
  });

  it('gives every seed and gear its shop sells a chance between 0 and 1', () => {
    for (const item of [...soldBy(seedShop, 'seed'), ...soldBy(gear, 'gear')]) {
      if (item.stockChance === null) continue;
      const p = chancePerRestock(item.shopKey, item.stockChance);
      expect(p, item.name).toBeGreaterThan(0);
      expect(p, item.name).toBeLessThanOrEqual(1);
    }
  });
});

describe('chanceWithinHour', () => {
  it('counts the whole restocks of an hour: 12 for the Seed Shop, 1 for the Tier 2 tab, none for a daily rule', () => {
    expect(chanceWithinHour(1 / 100, getRestockRule(restockRules, 'seed'))).toBeCloseTo(0.113615128, 8);
    expect(chanceWithinHour(0.25, getRestockRule(restockRules, 'seed-tier-2'))).toBe(0.25);
    expect(chanceWithinHour(0.25, getRestockRule(restockRules, 'daily-quests'))).toBeNull();
    expect(chanceWithinHour(null, getRestockRule(restockRules, 'seed'))).toBeNull();
  });
});

describe('chanceWithin', () => {
  it('is 1 − (1 − p)^n', () => {
    expect(chanceWithin(0.5, 3)).toBe(0.875);
    expect(chanceWithin(0.1, 2)).toBeCloseTo(0.19, 12);
    expect(chanceWithin(1 / 100, 12)).toBeCloseTo(0.113615128, 8);
  });

  it('is 0 for no restocks or p = 0, 1 for p = 1, and unknown for an unknown p', () => {
    expect(chanceWithin(0.3, 0)).toBe(0);
    expect(chanceWithin(0, 50)).toBe(0);
    expect(chanceWithin(1, 5)).toBe(1);
    expect(chanceWithin(null, 5)).toBeNull();
  });

  it('refuses a probability outside 0–1 and a restock count that is not a whole number', () => {
    expect(() => chanceWithin(1.2, 2)).toThrow(GameInputError);
    expect(() => chanceWithin(-0.1, 2)).toThrow(GameInputError);
    expect(() => chanceWithin(0.5, 2.5)).toThrow(/restocks must be a whole number/);
  });
});

describe('expectedWaitRestocks and expectedWaitSeconds', () => {
  it('wait 1/p restocks, that many intervals in seconds', () => {
    expect(expectedWaitRestocks(0.25)).toBe(4);
    expect(expectedWaitRestocks(1)).toBe(1);
    // Master Sprinkler, StockChance 100 in the 5-minute Gear Shop: 100 restocks, 30,000 s (8 h 20 min).
    const p = chancePerRestock('gear', 100);
    expect(expectedWaitSeconds(p, getRestockRule(restockRules, 'gear'))).toBeCloseTo(30_000, 9);
  });

  it('have no answer for p = 0, an unknown p or a shop without an interval', () => {
    expect(expectedWaitRestocks(0)).toBeNull();
    expect(expectedWaitRestocks(null)).toBeNull();
    expect(expectedWaitSeconds(0.5, getRestockRule(restockRules, 'traveling-merchant'))).toBeNull();
  });

  it('refuse a probability above 1', () => {
    expect(() => expectedWaitRestocks(1.5)).toThrow(GameInputError);
  });
});

describe('expectedShecklesToHatch', () => {
  it('is the price divided by the chance', () => {
    expect(expectedShecklesToHatch(150_000, 25)).toBe(600_000);
    expect(expectedShecklesToHatch(50_000_000, 1)).toBe(5_000_000_000);
    expect(expectedShecklesToHatch(100, 100)).toBe(100);
  });

  it('has no answer when the price or the chance is unknown, or the chance is 0', () => {
    expect(expectedShecklesToHatch(null, 25)).toBeNull();
    expect(expectedShecklesToHatch(150_000, null)).toBeNull();
    expect(expectedShecklesToHatch(150_000, 0)).toBeNull();
  });

  it('refuses a negative price and a chance above 100 %', () => {
    expect(() => expectedShecklesToHatch(-1, 25)).toThrow(GameInputError);
    expect(() => expectedShecklesToHatch(1, 101)).toThrow(GameInputError);
  });
});

describe('shecklesToHatch', () => {
  it('costs 5 billion Sheckles on average to hatch a Dragonfly from 50-million Bug Eggs at 1 %', () => {
    expect(shecklesToHatch(egg('bug-egg'), 'dragonfly')).toBe(5_000_000_000);
  });

  it('divides by the exact chance the game’s odds give, not a rounded one', () => {
    // 3,000,000 × 47 ÷ 20 and × 47 ÷ 1; the research's 42.5532 % and 2.1277 % read 7,049,999 and 140,997,321.
    expect(Math.round(shecklesToHatch(egg('legendary-egg'), 'cow')!)).toBe(7_050_000);
    expect(Math.round(shecklesToHatch(egg('legendary-egg'), 'turtle')!)).toBe(141_000_000);
    expect(Math.round(shecklesToHatch(egg('rare-egg'), 'pig')!)).toBe(3_600_000);
    expect(Math.round(shecklesToHatch(egg('rare-egg'), 'monkey')!)).toBe(7_200_000);
  });

  it('has no answer for an egg priced in another currency or in Robux bundles, or one that does not hatch the pet', () => {
    expect(eggPriceInSheckles(egg('oasis-egg'))).toBeNull();
    expect(shecklesToHatch(egg('oasis-egg'), 'fennec-fox')).toBeNull();
    expect(eggPriceInSheckles(egg('premium-new-years-egg'))).toBeNull();
    expect(shecklesToHatch(egg('bug-egg'), 'dog')).toBeNull();
  });
});

describe('cheapestFirst', () => {
  const item = (name: string, price: number | null, currency: string | null = price === null ? null : 'Sheckles') => ({
    name,
    price,
    currency,
  });

  it('orders by price, keeps the data’s order for one price, and puts an unknown price last', () => {
    const items = [item('Trowel', 100_000), item('Unknown', null), item('Basic Sprinkler', 25_000), item('Trading Ticket', 100_000)];
    expect(cheapestFirst(items).map(({ name }) => name)).toEqual(['Basic Sprinkler', 'Trowel', 'Trading Ticket', 'Unknown']);
    // A copy: the data's own list keeps its order.
    expect(items.map(({ name }) => name)).toEqual(['Trowel', 'Unknown', 'Basic Sprinkler', 'Trading Ticket']);
  });

  it('refuses prices in two currencies, which do not compare', () => {
    expect(() => cheapestFirst([item('Honey Sprinkler', 30, 'Honey'), item('Trowel', 100_000)])).toThrow(/currency/);
  });
});

describe('lookups', () => {
  it('finds the eggs that hatch a pet, with its chance in each', () => {
    const dragonfly = eggsHatching(eggs, 'dragonfly').map(({ egg: { id }, chancePercent }) => [id, chancePercent]);
    expect(dragonfly).toContainEqual(['bug-egg', 1]);
    expect(eggsHatching(eggs, 'robin').map(({ egg: { id }, chancePercent }) => [id, chancePercent])).toEqual([['fall-egg', 55]]);
    expect(eggsHatching(eggs, 'no-such-pet')).toEqual([]);
  });

  it('does not take an egg an egg hatches for a pet', () => {
    expect(eggsHatching(eggs, 'rainbow-premium-primal-egg')).toEqual([]);
  });

  it('finds the weathers that give a mutation', () => {
    const wet = weathersGiving(weathers, 'wet').map((weather) => weather.id);
    expect(wet).toEqual(expect.arrayContaining(['rain', 'thunderstorm', 'under-the-sea']));
    expect(wet).not.toContain('frost');
    expect(weathersGiving(weathers, 'moonlit').map((weather) => weather.id)).toEqual(['night']);
    expect(weathersGiving(weathers, 'no-such-mutation')).toEqual([]);
  });

  it('finds a record by id', () => {
    expect(findById(gear, 'master-sprinkler')?.name).toBe('Master Sprinkler');
    expect(findById(gear, 'master')).toBeUndefined();
  });
});
