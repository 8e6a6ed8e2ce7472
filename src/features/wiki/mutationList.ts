/* The mutation index's rows: the engine's mutations found by the site's name search, narrowed by group, in order. */
import { mutations, type Mutation } from '../../game';
import { searchMutations } from '../../lib/mutationSearch';
import { sortByName } from '../../lib/sortByName';
import type { MutationIndexState } from './mutationIndexQuery';

const byName = sortByName(mutations);
const nameRank = new Map(byName.map((mutation, index) => [mutation, index]));
const rankOf = (mutation: Mutation) => nameRank.get(mutation) ?? 0;

export function filterMutations({ query, group, sort }: MutationIndexState): Mutation[] {
  const matching = searchMutations(byName, query).filter((mutation) => group === '' || mutation.group === group);
  const direction = sort.descending ? -1 : 1;
  // A search keeps its best-first order under the default A to Z; any other order is applied to the matches.
  if (sort.column === 'name' && !sort.descending) return matching;
  if (sort.column === 'name') return [...matching].sort((a, b) => rankOf(b) - rankOf(a));
  return [...matching].sort((a, b) => direction * (a.multiplier - b.multiplier) || rankOf(a) - rankOf(b));
}
