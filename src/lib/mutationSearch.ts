/* The one mutation search of the site, as forgiving as the crop search: the mutation picker and the mutation index. */
import type { Mutation } from '../game';
import { searchByName, searchEntryCache } from './nameSearch';

type NamedMutation = Pick<Mutation, 'name'>;

const entryOf = searchEntryCache<NamedMutation>((mutation) => mutation.name);

/** The mutations whose name matches the query, typos forgiven, best first (all of them, in order, for a blank query). */
export function searchMutations<T extends NamedMutation>(items: readonly T[], query: string): T[] {
  return searchByName(items, entryOf, query);
}
