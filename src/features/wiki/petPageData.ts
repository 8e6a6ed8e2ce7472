import type { DataMonth, Pet, PetEggDataFacts, PetEggOdds, PetHatch, PetObtainNote } from '../../game/pets';
import type { LocalizedProse } from '../../lib/localizedProse';
import type { EggLink } from './shopLinkData';

/** Another pet a pet page links to. */
export type RelatedPet = Pick<Pet, 'id' | 'name' | 'rarity'>;

/** What a pet page is given by the build (petPage.build.ts): its pet, the pets it links to, and what is known of its hatch. */
export interface PetPageData {
  pet: Pet;
  related: RelatedPet[];
  /** The pet it is a variant of (a GIANT or Rainbow form's pet), where the data's notes say so; null otherwise. */
  variantOf: RelatedPet | null;
  /** The eggs that hatch it, from its own record and the egg data, with each chance, its confidence and its date. */
  eggOdds: PetEggOdds[];
  /** How it is got, where its notes say: a guide's words, or the game's Unobtainable flag. */
  obtain: PetObtainNote<LocalizedProse> | null;
  /**
   * What its abilities do at level 1 with the game's numbers (effect null for an ability the data has no numbers for), and
   * the day of the game's data they are from; null where the data gives none for any (game/pets.ts, passiveNumbersOf).
   */
  abilityNumbers: { asOf: string; effects: { passive: string; effect: LocalizedProse | null }[] } | null;
  /** What its abilities do, one note each, in every language a translation gives (game/pets.ts, abilityNotesOf). */
  abilityEffects: LocalizedProse[];
  /** When its base sell price is from (the data's month); null when it has none. */
  sellPriceAsOf: DataMonth | null;
  /** The pet's own hatch weights, or that the data has none. */
  hatch: PetHatch;
  /**
   * What every egg of the game's egg data rolled, and when: said, dated, where the pet's own hatch is unknown; its month
   * dates a known range too, which is read from that data.
   */
  eggData: PetEggDataFacts;
  /** The eggs that hatch it, each with an egg page. */
  eggPages: EggLink[];
}
