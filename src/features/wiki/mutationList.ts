/* The mutation index's rows: the mutations found by the site's name search, narrowed by group, in order. */
import { searchMutations } from '../../lib/mutationSearch';
import type { MutationIndexState } from '../../links/mutationIndexQuery';
import type { IndexedMutation } from './mutationIndexData';

/** `byName`: every mutation sorted by name, as the build gives them. */
export function filterMutations(byName: readonly IndexedMutation[], { query, group, sort }: MutationIndexState): IndexedMutation[] {
  const nameRank = new Map(byName.map((mutation, index) => [mutation, index]));
  const rankOf = (mutation: IndexedMutation) => nameRank.get(mutation) ?? 0;
  const matching = searchMutations(byName, query).filter((mutation) => group === '' || mutation.group === group);
  const direction = sort.descending ? -1 : 1;
  // A search keeps its best-first order under the default A to Z; any other order is applied to the matches.
  if (sort.column === 'name' && !sort.descending) return matching;
  if (sort.column === 'name') return [...matching].sort((a, b) => rankOf(b) - rankOf(a));
  return [...matching].sort((a, b) => direction * (a.multiplier - b.multiplier) || rankOf(a) - rankOf(b));
}
