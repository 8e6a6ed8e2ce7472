/*
 * The value list's use of the engine: every crop valued as a chosen fruit, and the link's fruit and category read
 * against the game data (the contract's ValueListDataReaders). Loaded on demand: see loadValueListEngine.
 */
import { cropValue, defaultWeightOf, getMutation, maxMutationSets, mutationLookups, resolveMutations } from '../../game';
import { categories, getCrop } from '../../game/crops';
import { fruitReaders } from '../../links/cropQuery';
import type { ValueListDataReaders } from '../../links/valueListQuery';
import type { ValueListCrop } from './valueListData';
import type { FruitChoice, ValueRow } from './valueRows';

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

/** The mutations as the game keeps them together, as on the calculator. */
export const keptMutations = (ids: readonly string[]): readonly string[] => resolveMutations(ids).mutationIds;

/** The link's keys read against the game data. */
export const DATA_READERS: ValueListDataReaders['DATA_READERS'] = {
  category: (value, state) => {
    if (!categories.includes(value)) return false;
    state.category = value;
    return true;
  },
  ...fruitReaders(mutationLookups),
};
