import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cropValue, maxMutationSet, TIERS } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { removalOf } from '../../game/version';
import { NO_FILTER } from '../../lib/cropFilter';
import { DEFAULT_VALUE_LIST, SORT_COLUMNS, type SortColumn } from '../../links/valueListQuery';
import { pageData } from './valueList.build';
import { valueRows } from './valueListEngine';
import { defaultRows, filterAndSortRows, isDefaultFruit, sortRows, type ValueRow } from './valueListState';

const label = (category: string) => category;
const listed = pageData().crops;
const plain = defaultRows(listed);
const listedCrop = (id: string) => listed.find((crop) => crop.id === id)!;

/** What each column sorts by, written out independently of the code under test. */
const keyOf: Record<SortColumn, (row: ValueRow) => number | string | null> = {
  name: (row) => row.crop.name.toLowerCase(),
  tier: (row) => (row.crop.tier === null ? null : TIERS.indexOf(row.crop.tier)),
  category: (row) => row.crop.category.toLowerCase(),
  // A crop out of the game's files cannot be had, whatever the sources said of it.
  obtainable: (row) => (row.crop.removal ? 0 : row.crop.obtainable === null ? null : row.crop.obtainable ? 1 : 0),
  base: (row) => row.crop.baseValue,
  weight: (row) => row.crop.baseWeight,
  floor: (row) => row.crop.priceFloorValue,
  value: (row) => row.value,
  firstSeen: (row) => row.crop.firstSeen,
};

describe('the value list rows', () => {
  it('comes with every crop valued at its base weight by the engine, as the default fruit', () => {
    expect(isDefaultFruit(DEFAULT_VALUE_LIST)).toBe(true);
    expect(plain).toHaveLength(crops.length);
    for (const row of plain) {
      const crop = getCrop(row.crop.id);
      expect(row.crop).toMatchObject({
        name: crop.name,
        tier: crop.tier,
        baseWeight: crop.weights?.baseWeight ?? null,
        firstSeen: crop.firstSeen,
      });
      expect(row.value).toBe(
        cropValue({ crop: getCrop(row.crop.id), weightKg: crop.weights?.baseWeight ?? null, variantId: 'normal', mutationIds: [] }).value,
      );
    }
    expect(valueRows(listed, DEFAULT_VALUE_LIST)).toEqual(plain);
  });

  it('values every crop with the engine as another fruit', () => {
    const fruit = { variantId: 'gold', mutationIds: ['shocked', 'frozen'], maxSet: false } as const;
    expect(isDefaultFruit(fruit)).toBe(false);
    const gold = valueRows([listedCrop('moon-mango')], fruit)[0]!;
    expect(gold.value).toBe(
      cropValue({
        crop: getCrop('moon-mango'),
        weightKg: getCrop('moon-mango').weights!.baseWeight,
        variantId: 'gold',
        mutationIds: ['shocked', 'frozen'],
      }).value,
    );
  });

  it('values each crop with its own max set when asked', () => {
    expect(isDefaultFruit({ ...DEFAULT_VALUE_LIST, maxSet: true })).toBe(false);
    for (const row of valueRows(listed.slice(0, 40), { ...DEFAULT_VALUE_LIST, maxSet: true })) {
      const max = maxMutationSet(getCrop(row.crop.id));
      expect(row.variantId).toBe(max.variantId);
      expect(row.value).toBe(
        cropValue({
          crop: getCrop(row.crop.id),
          weightKg: row.crop.baseWeight,
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

  // The crops out of the game's files have no obtainability of their own: they sorted with the unknowns, last.
  it('sorts the crops out of the game’s files with those that cannot be had', () => {
    const removed = plain.filter((row) => row.crop.removal);
    expect(removed.map((row) => row.crop.id).sort()).toEqual(
      crops
        .filter((crop) => removalOf(crop) !== null)
        .map((crop) => crop.id)
        .sort(),
    );
    for (const row of removed) expect(row.crop.removal).toEqual(removalOf(getCrop(row.crop.id)));
    const sorted = sortRows(plain, { column: 'obtainable', descending: false }, label);
    const firstObtainable = sorted.findIndex((row) => row.crop.obtainable === true);
    for (const row of removed) expect(sorted.indexOf(row)).toBeLessThan(firstObtainable);
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

describe('what is new', () => {
  it('puts the crops newest in the game’s files first, in one sort', () => {
    const newestFirst = sortRows(plain, { column: 'firstSeen', descending: true }, label);
    const dates = newestFirst.map((row) => row.crop.firstSeen ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(newestFirst.slice(0, 3).map((row) => row.crop.name)).toEqual(['Harvest Melon', 'Starry Strawberry', 'Wheatcap']);
  });
});

describe('the value list’s search', () => {
  it('narrows the list and leaves its order to the chosen column: a player sorting by value gets value order', () => {
    const values = filterAndSortRows(plain, { ...DEFAULT_VALUE_LIST, query: 'rose' }, label).map((row) => row.value);
    expect(values.length).toBeGreaterThan(5);
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('finds a crop by the name of its event form, as the crop picker does', () => {
    const found = filterAndSortRows(plain, { ...DEFAULT_VALUE_LIST, query: 'Honey Pepper' }, label).map((row) => row.crop.id);
    expect(found).toContain('pepper');
    expect(filterAndSortRows(plain, { ...DEFAULT_VALUE_LIST, query: 'Honey Pepper' }, label).length).toBeLessThan(plain.length);
  });
});
