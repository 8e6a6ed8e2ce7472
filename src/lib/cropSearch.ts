/* The one crop search of the site: the calculator's crop picker and the wiki index find the same crops for a query. */
import type { Crop } from '../game';
import { searchByName, searchEntryCache } from './nameSearch';

type NamedCrop = Pick<Crop, 'name'>;

const entryOf = searchEntryCache<NamedCrop>((crop) => crop.name);

/** The crops whose name matches the query, typos forgiven, best first (all of them, in order, for a blank query). */
export function searchCrops<T extends NamedCrop>(items: readonly T[], query: string): T[] {
  return searchByName(items, entryOf, query);
}
