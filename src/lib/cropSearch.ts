/* The one crop search of the site: the calculator's crop picker and the wiki index find the same crops for a query. */
import type { Crop } from '../game';
import { searchByName, searchEntryCache } from './nameSearch';

/** A crop by its name, and the names of its event forms where the list has them ("Honey Pepper" finds Pepper). */
type NamedCrop = Pick<Crop, 'name'> & { readonly eventForms?: readonly string[] };

const entryOf = searchEntryCache<NamedCrop>((crop) => [crop.name, ...(crop.eventForms ?? [])]);

/**
 * The crops whose name, or an event form's, matches the query, typos forgiven, best first (all of them, in order, for
 * a blank query).
 */
export function searchCrops<T extends NamedCrop>(items: readonly T[], query: string): T[] {
  return searchByName(items, entryOf, query);
}
