import type { Pet, PetHatchFacts } from '../../game/pets';
import type { EggLink } from './shopLinkData';

/** Another pet a pet page links to. */
export type RelatedPet = Pick<Pet, 'id' | 'name' | 'rarity'>;

/** What a pet page is given by the build (petPage.build.ts): its pet, the pets it links to, and the hatch facts. */
export interface PetPageData {
  pet: Pet;
  related: RelatedPet[];
  hatch: PetHatchFacts;
  /** The eggs that hatch it, each with an egg page. */
  eggPages: EggLink[];
}
