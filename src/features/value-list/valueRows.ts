/* The value list's rows: every crop valued by the engine as the chosen fruit, then sorted. */
import { cropValue, defaultWeightOf, maxMutationSet, TIERS, type Crop, type VariantId } from '../../game';
import { filterCrops, type CropFilter } from '../../lib/cropFilter';
import { sortByName } from '../../lib/sortByName';
import type { Sort, SortColumn } from './valueListQuery';

export interface ValueRow {
  crop: Crop;
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

/** Every crop valued at its base weight as the chosen fruit, or with its own best legal set. */
export function valueRows(items: readonly Crop[], fruit: FruitChoice): ValueRow[] {
  return items.map((crop) => {
    const chosen = fruit.maxSet ? maxMutationSet(crop.id) : fruit;
    const { value, variantId, resolvedMutationIds } = cropValue({
      cropId: crop.id,
      weightKg: defaultWeightOf(crop),
      variantId: chosen.variantId,
      mutationIds: chosen.mutationIds,
    });
    return { crop, value, variantId, mutationIds: resolvedMutationIds };
  });
}

type SortKey = (row: ValueRow) => number | string | null;

function sortKeys(categoryLabel: (category: string) => string): Record<SortColumn, SortKey> {
  return {
    name: () => 0, // Rows start in name order, and ties keep it.
    tier: ({ crop }) => (crop.tier === null ? null : TIERS.indexOf(crop.tier)),
    category: ({ crop }) => categoryLabel(crop.category).toLowerCase(),
    obtainable: ({ crop }) => (crop.obtainable === null ? null : Number(crop.obtainable)),
    base: ({ crop }) => crop.baseValue,
    weight: ({ crop }) => crop.weights?.baseWeight ?? null,
    floor: ({ crop }) => crop.priceFloorValue,
    value: (row) => row.value,
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
