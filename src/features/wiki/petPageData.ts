import type { Pet, PetEggDataFacts, PetHatch } from '../../game/pets';
import type { EggLink } from './shopLinkData';

/** Another pet a pet page links to. */
export type RelatedPet = Pick<Pet, 'id' | 'name' | 'rarity'>;

/** What a pet page is given by the build (petPage.build.ts): its pet, the pets it links to, and what is known of its hatch. */
export interface PetPageData {
  pet: Pet;
  related: RelatedPet[];
  /** The pet's own hatch weights, or that the data has none. */
  hatch: PetHatch;
  /** What every egg of the game's egg data rolled, and when: said, dated, only where the pet's own hatch is unknown. */
  eggData: PetEggDataFacts;
  /** The eggs that hatch it, each with an egg page. */
  eggPages: EggLink[];
}
