/* The one pet search of the site, as forgiving as the crop search: the pet calculator's picker and the pet index. */
import type { Pet } from '../game/pets';
import { searchByName, searchEntryCache } from './nameSearch';

const entryOf = searchEntryCache<Pet>((pet) => pet.name);

/** The pets whose name matches the query, typos forgiven, best first (all of them, in order, for a blank query). */
export function searchPets(items: readonly Pet[], query: string): Pet[] {
  return searchByName(items, entryOf, query);
}
