import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crops, cropValue, getCrop, maxMutationSet, TIERS } from '../../game';
import { NO_FILTER } from '../../lib/cropFilter';
import { DEFAULT_VALUE_LIST, SORT_COLUMNS, type SortColumn } from './valueListQuery';
import { filterAndSortRows, sortRows, valueRows, type ValueRow } from './valueRows';

const label = (category: string) => category;
const plain = valueRows(crops, DEFAULT_VALUE_LIST);

/** What each column sorts by, written out independently of the code under test. */
const keyOf: Record<SortColumn, (row: ValueRow) => number | string | null> = {
  name: (row) => row.crop.name.toLowerCase(),
  tier: (row) => (row.crop.tier === null ? null : TIERS.indexOf(row.crop.tier)),
  category: (row) => row.crop.category.toLowerCase(),
  obtainable: (row) => (row.crop.obtainable === null ? null : row.crop.obtainable ? 1 : 0),
  base: (row) => row.crop.baseValue,
  weight: (row) => row.crop.weights?.baseWeight ?? null,
  floor: (row) => row.crop.priceFloorValue,
  value: (row) => row.value,
};

describe('valueRows', () => {
  it('values every crop at its base weight with the engine', () => {
    expect(plain).toHaveLength(crops.length);
    for (const row of plain) {
      expect(row.value).toBe(
        cropValue({ cropId: row.crop.id, weightKg: row.crop.weights?.baseWeight ?? null, variantId: 'normal', mutationIds: [] }).value,
      );
    }
    const gold = valueRows([getCrop('moon-mango')], { variantId: 'gold', mutationIds: ['shocked', 'frozen'], maxSet: false })[0]!;
    expect(gold.value).toBe(
      cropValue({
        cropId: 'moon-mango',
        weightKg: getCrop('moon-mango').weights!.baseWeight,
        variantId: 'gold',
        mutationIds: ['shocked', 'frozen'],
      }).value,
    );
  });

  it('values each crop with its own max set when asked', () => {
    for (const row of valueRows(crops.slice(0, 40), { ...DEFAULT_VALUE_LIST, maxSet: true })) {
      const max = maxMutationSet(row.crop.id);
      expect(row.variantId).toBe(max.variantId);
      expect(row.value).toBe(
        cropValue({
          cropId: row.crop.id,
          weightKg: row.crop.weights?.baseWeight ?? null,
          variantId: max.variantId,
          mutationIds: max.mutationIds,
        }).value,
      );
    }
  });
});

describe('sortRows', () => {
  it('orders by any column both ways, unknowns last, ties by name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SORT_COLUMNS), fc.boolean(), fc.subarray(plain, { minLength: 2 }), (column, descending, rows) => {
        const sorted = sortRows(rows, { column, descending }, label);
        expect(sorted).toHaveLength(rows.length);
        for (let index = 1; index < sorted.length; index++) {
          const [a, b] = [sorted[index - 1]!, sorted[index]!];
          const [keyA, keyB] = [keyOf[column](a), keyOf[column](b)];
          if (keyA === null) expect(keyB).toBeNull();
          else if (keyB !== null && keyA !== keyB) expect(descending ? keyA > keyB : keyA < keyB).toBe(true);
          else if (keyB !== null && column !== 'name') expect(a.crop.name.toLowerCase() <= b.crop.name.toLowerCase()).toBe(true);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('puts the most valuable crop first by default', () => {
    const [first] = filterAndSortRows(plain, DEFAULT_VALUE_LIST, label);
    expect(first!.value).toBe(Math.max(...plain.map((row) => row.value)));
  });
});

describe('filterAndSortRows', () => {
  it('keeps only what the filter lets through, in the chosen order', () => {
    const rows = filterAndSortRows(plain, { ...NO_FILTER, tier: 'mythical', sort: { column: 'name', descending: false } }, label);
    expect(rows.length).toBe(crops.filter((crop) => crop.tier === 'mythical').length);
    expect(rows.every((row) => row.crop.tier === 'mythical')).toBe(true);
    expect(filterAndSortRows(plain, { ...NO_FILTER, query: 'moon mango', sort: DEFAULT_VALUE_LIST.sort }, label)[0]?.crop.id).toBe(
      'moon-mango',
    );
  });
});
