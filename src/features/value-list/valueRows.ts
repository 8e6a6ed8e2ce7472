/* The value list's rows: every crop valued as the chosen fruit (by the engine, see valueListEngine.ts), then sorted. */
import { TIERS, type VariantId } from '../../game';
import { filterCrops, type CropFilter } from '../../lib/cropFilter';
import { sortByName } from '../../lib/sortByName';
import type { Sort, SortColumn } from '../../links/valueListQuery';
import type { ValueListCrop } from './valueListData';

export interface ValueRow {
  crop: ValueListCrop;
  /** The engine's per-fruit value at the crop's base weight, in Sheckles. */
  value: number;
  variantId: VariantId;
  mutationIds: readonly string[];
}

export interface FruitChoice {
  variantId: VariantId;
  mutationIds: readonly string[];
  maxSet: boolean;
}

/** The fruit every crop is valued as when nothing else is chosen: the value the page's data carries. */
export function isDefaultFruit(fruit: FruitChoice): boolean {
  return !fruit.maxSet && fruit.variantId === 'normal' && fruit.mutationIds.length === 0;
}

/** Every crop as the default fruit, with the value the build worked out. */
export function defaultRows(items: readonly ValueListCrop[]): ValueRow[] {
  return items.map((crop) => ({ crop, value: crop.value, variantId: 'normal', mutationIds: [] }));
}

type SortKey = (row: ValueRow) => number | string | null;

function sortKeys(categoryLabel: (category: string) => string): Record<SortColumn, SortKey> {
  return {
    name: () => 0, // Rows start in name order, and ties keep it.
    tier: ({ crop }) => (crop.tier === null ? null : TIERS.indexOf(crop.tier)),
    category: ({ crop }) => categoryLabel(crop.category).toLowerCase(),
    obtainable: ({ crop }) => (crop.obtainable === null ? null : Number(crop.obtainable)),
    base: ({ crop }) => crop.baseValue,
    weight: ({ crop }) => crop.baseWeight,
    floor: ({ crop }) => crop.priceFloorValue,
    value: (row) => row.value,
    firstSeen: ({ crop }) => crop.firstSeen,
  };
}

/**
 * The rows in the chosen order; ties, and every row for the name column, in name order (reversed for a descending
 * name sort). What the data does not know sorts last either way. Text compares by code point, so the prerendered
 * order and every browser's agree.
 */
export function sortRows(rows: readonly ValueRow[], sort: Sort, categoryLabel: (category: string) => string): ValueRow[] {
  const byName = sortByName(rows.map((row) => ({ name: row.crop.name, row }))).map(({ row }) => row);
  if (sort.column === 'name') return sort.descending ? byName.reverse() : byName;
  const keyOf = sortKeys(categoryLabel)[sort.column];
  const direction = sort.descending ? -1 : 1;
  const keyed = byName.map((row, index) => ({ row, index, key: keyOf(row) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * direction;
    return a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}

/** The rows the filter lets through, in the chosen order. */
export function filterAndSortRows(
  rows: readonly ValueRow[],
  list: CropFilter & { sort: Sort },
  categoryLabel: (category: string) => string,
): ValueRow[] {
  const passing = new Set(
    filterCrops(
      rows.map((row) => row.crop),
      list,
    ),
  );
  return sortRows(
    rows.filter((row) => passing.has(row.crop)),
    list.sort,
    categoryLabel,
  );
}
