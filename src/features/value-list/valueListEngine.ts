/*
 * The value list's use of the engine: every crop valued as a chosen fruit, and the game data the link's fruit and
 * category are read against (the contract's ValueListGameData). Loaded on demand: see loadValueListEngine.
 */
import { cropValue, defaultWeightOf, getMutation, maxMutationSets, reportedCropsFor } from '../../game';
import { getCrop } from '../../game/crops';
import type { ValueListCrop } from './valueListData';
import type { FruitChoice, ValueRow } from './valueListState';

/** Every crop valued at its base weight as the chosen fruit, or with its own best legal set. */
export function valueRows(items: readonly ValueListCrop[], fruit: FruitChoice): ValueRow[] {
  const crops = items.map((item) => getCrop(item.id));
  const maxSets = fruit.maxSet ? maxMutationSets(crops) : null;
  return items.map((item, index) => {
    const crop = crops[index]!;
    const chosen = maxSets?.[index] ?? fruit;
    const { value, variantId, resolvedMutationIds } = cropValue({
      crop,
      weightKg: defaultWeightOf(crop),
      variantId: chosen.variantId,
      mutationIds: chosen.mutationIds,
    });
    return { crop: item, value, variantId, mutationIds: resolvedMutationIds };
  });
}

export const mutationName = (id: string): string => getMutation(id).name;

/** A mutation the sources report only on some crops, with those crops' names. */
export interface CropLimit {
  mutationId: string;
  cropNames: readonly string[];
}

/**
 * The mutations of the list's fruit that the sources report only on some crops (reportedCropsFor, as the calculator warns
 * of them): every crop is valued with them all the same, so the page says so.
 */
export function cropLimitsOf(mutationIds: readonly string[]): CropLimit[] {
  return mutationIds.flatMap((mutationId) => {
    const reported = reportedCropsFor(mutationId);
    return reported === null ? [] : [{ mutationId, cropNames: reported.map((cropId) => getCrop(cropId).name) }];
  });
}

// What the link's fruit and category are read against (the contract's ValueListGameData).
export { categories } from '../../game/crops';
export { mutationLookups } from '../../game';
