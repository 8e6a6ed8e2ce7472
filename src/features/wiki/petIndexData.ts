import type { Pet } from '../../game/pets';

/** A pet as the pet index lists and filters it. */
export interface IndexedPet extends Pick<Pet, 'id' | 'name' | 'rarity'> {
  /** The eggs it hatches from, by name. */
  eggs: readonly string[];
}

/** What the pet index is given by the build (petIndex.build.ts): every pet, by name. */
export interface PetIndexData {
  pets: readonly IndexedPet[];
}
