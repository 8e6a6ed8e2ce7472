/* The value table's rows, worked out by the engine: at build time, for the crop pages' data (cropPage.build.ts). */
import { cropValue, defaultWeightOf, maxMutationSet, type Crop } from '../../game';
import type { CropQueryState } from '../../links/cropQuery';
import { COMMON_MUTATION_SETS, MAX_SET_ROW, NO_MUTATION_ROW, TABLE_VARIANTS, type ValueRow } from './valueTable';

function rowFor(crop: Crop, mutationIds: readonly string[], isMaxSet: boolean, leftOutUnknownRules: readonly string[] = []): ValueRow {
  const results = TABLE_VARIANTS.map((variantId) => {
    const state: CropQueryState = {
      cropId: crop.id,
      weightKg: defaultWeightOf(crop),
      quantity: 1,
      boostPercent: 0,
      variantId,
      mutationIds,
    };
    return { state, result: cropValue({ ...state, crop }) };
  });
  return {
    key: isMaxSet ? MAX_SET_ROW : mutationIds.join('+') || NO_MUTATION_ROW,
    isMaxSet,
    mutationIds,
    // The variant does not change MutMulti, so any cell's result gives it.
    mutationMultiplier: results[0]?.result.mutationMultiplier ?? 1,
    cells: results.map(({ state, result }) => ({ variantId: state.variantId, value: result.value, state })),
    leftOutUnknownRules,
  };
}

// The head and the page both need the table, and the prerender writes each crop in four languages.
const tables = new WeakMap<Crop, readonly ValueRow[]>();

export function valueTable(crop: Crop): readonly ValueRow[] {
  let table = tables.get(crop);
  if (!table) {
    // The engine's default search, the same one the calculator's "max" button runs.
    const maxSet = maxMutationSet(crop);
    table = Object.freeze([
      ...COMMON_MUTATION_SETS.map((ids) => rowFor(crop, ids, false)),
      rowFor(crop, maxSet.mutationIds, true, maxSet.excludedUnknownRules),
    ]);
    tables.set(crop, table);
  }
  return table;
}
