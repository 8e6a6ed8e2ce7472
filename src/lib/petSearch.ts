/* The one pet search of the site, as forgiving as the crop search: the pet calculator's picker and the pet index. */
import type { PetSummary } from '../game/petRoster';
import { searchByName, searchEntryCache } from './nameSearch';

type NamedPet = Pick<PetSummary, 'name'>;

const entryOf = searchEntryCache<NamedPet>((pet) => pet.name);

/** The pets whose name matches the query, typos forgiven, best first (all of them, in order, for a blank query). */
export function searchPets<T extends NamedPet>(items: readonly T[], query: string): T[] {
  return searchByName(items, entryOf, query);
}
