/** The pet index at build time: every pet, with only what the index lists and filters by. */
import { pets } from '../../game/pets';
import { sortByName } from '../../lib/sortByName';
import type { PetIndexData } from './petIndexData';

export function pageData(): PetIndexData {
  return { pets: sortByName(pets).map(({ id, name, rarity, eggs }) => ({ id, name, rarity, eggs: eggs.map((egg) => egg.egg) })) };
}
