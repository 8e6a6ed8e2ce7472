import { describe, expect, it } from 'vitest';
import type { StockItem } from './stockData';
import { stockTableParts } from './tableParts';

/** A seed with every figure known, dated as the Seed Shop's copy is. */
const seed = (name: string, fields: Partial<StockItem> = {}): StockItem => ({
  page: null,
  name,
  shopKey: 'seed',
  rarity: 'Common',
  price: 10,
  currency: 'Sheckles',
  stockChance: 1,
  stockAmount: [1, 5],
  chancePerRestock: 1,
  asOf: '2025-10-25',
  confidence: 'high',
  notes: [],
  ...fields,
});

/** A seed known by name only: every figure unknown. */
const nameOnly = (name: string, fields: Partial<StockItem> = {}) =>
  seed(name, {
    rarity: null,
    price: null,
    currency: null,
    stockChance: null,
    stockAmount: null,
    chancePerRestock: null,
    asOf: '2025-10-25/..',
    confidence: 'low',
    notes: [{ kind: 'nameOnly' }],
    ...fields,
  });

const FIVE_MINUTES = { intervalSeconds: 300 };
const names = (items: readonly StockItem[]) => items.map((item) => item.name);

describe('stockTableParts', () => {
  // Ten seeds read "unknown" in seven cells each and repeated that only their name is known.
  it('lists the seeds known by name only apart from the rows, and keeps in the rows one with a figure known', () => {
    const parts = stockTableParts(
      [seed('Carrot'), nameOnly('Sunflower'), nameOnly('Buttercup'), nameOnly('Octobloom', { price: 500 })],
      FIVE_MINUTES,
    );
    expect(names(parts.rows)).toEqual(['Carrot', 'Octobloom']);
    expect(names(parts.nameOnly)).toEqual(['Sunflower', 'Buttercup']);
    expect(parts.nameOnlyNote).toEqual({ asOf: '2025-10-25/..', confidence: 'low' });
    expect(parts.nameOnlyWithOwnNote.size).toBe(0);
  });

  // Every row of the seed table said "Data as of October 25, 2025. Confidence: high." in a column of its own.
  it('gives the note every row shares once, and a note of its own only to a row whose note differs', () => {
    const alike = stockTableParts([seed('Carrot'), seed('Tomato')], FIVE_MINUTES);
    expect(alike.rowsNote).toEqual({ asOf: '2025-10-25', confidence: 'high' });
    expect(alike.rowsWithOwnNote.size).toBe(0);
    const pumpkin = seed('Pumpkin', { asOf: '2025-09-27', confidence: 'medium' });
    const mixed = stockTableParts([pumpkin, seed('Carrot'), seed('Tomato')], FIVE_MINUTES);
    expect(mixed.rowsNote).toEqual({ asOf: '2025-10-25', confidence: 'high' });
    expect([...mixed.rowsWithOwnNote]).toEqual([pumpkin]);
  });

  // The eggs' table had five columns that read "unknown" in every row.
  it('leaves out each column unknown in every row, and keeps one known in any row', () => {
    const egg = (name: string, fields: Partial<StockItem> = {}) =>
      seed(name, { shopKey: 'egg', rarity: null, stockAmount: null, chancePerRestock: null, ...fields });
    const eggs = stockTableParts([egg('Common Egg'), egg('Bug Egg', { stockAmount: [1, 1] })], { intervalSeconds: 1800 });
    expect(eggs.columns).toEqual(['price', 'amount', 'field']);
    expect(eggs.unknownColumns).toEqual(['rarity', 'perRestock', 'withinHour', 'wait']);
    // Without a clock, what a chance gives over the restocks is unknown though the chance is known.
    expect(stockTableParts([seed('Carrot')], { intervalSeconds: null }).unknownColumns).toEqual(['withinHour', 'wait']);
  });

  it('names no column left out of a table with no rows', () => {
    const parts = stockTableParts([nameOnly('Sunflower')], FIVE_MINUTES);
    expect(parts.rows).toEqual([]);
    expect(parts.unknownColumns).toEqual([]);
    expect(parts.rowsNote).toBeNull();
  });
});
