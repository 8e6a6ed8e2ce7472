/* The one search of the shop items (eggs, gear, weathers), as forgiving as the crop and pet searches, over their aliases too. */
import { searchByName, searchEntryCache } from './nameSearch';

type NamedItem = { readonly name: string; readonly aliases?: readonly string[] };

const entryOf = searchEntryCache<NamedItem>((item) => [item.name, ...(item.aliases ?? [])]);

/** The items whose name or an alias matches the query, typos forgiven, best first (all of them, in order, for a blank query). */
export function searchShopItems<T extends NamedItem>(items: readonly T[], query: string): T[] {
  return searchByName(items, entryOf, query);
}
