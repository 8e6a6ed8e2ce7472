/** The pet pages at build time: one page per pet, each given only its own pet and the pets it links to. */
import type { Params } from 'react-router';
import {
  abilityNotes,
  findPet,
  obtainNote,
  PASSIVE_NUMBERS_AS_OF,
  passiveNumbersOf,
  PET_EGG_DATA_FACTS,
  petEggOdds,
  petHatch,
  pets,
  relatedPets,
  SELL_PRICE_AS_OF,
  type Pet,
} from '../../game/pets';
import { eggs, proseTranslations } from '../../game/shopData';
import { eggsHatching } from '../../game/shops';
import { localizeNote } from '../../lib/localizedProse';
import { WIKI_PET_PREFIX, wikiPetPath } from '../../lib/paths';
import type { PetPageData } from './petPageData';

const RELATED_PETS = 8;

/** The pet a `/wiki/grow-a-garden-pet-<pet id>` slug names, or undefined for anything else. */
export function petFromSlug(slug: string | undefined): Pet | undefined {
  if (!slug?.startsWith(WIKI_PET_PREFIX)) return undefined;
  return findPet(slug.slice(WIKI_PET_PREFIX.length));
}

export function prerenderPaths(): string[] {
  return pets.map((pet) => wikiPetPath(pet.id));
}

/**
 * What the pet's abilities do at level 1 with the game's numbers, each effect in every language a translation gives;
 * null when the data has numbers for none of them, so the page does not list abilities only to call each unknown.
 */
function abilityNumbersOf(pet: Pet): PetPageData['abilityNumbers'] {
  const numbers = passiveNumbersOf(pet);
  if (numbers.every(({ effect }) => effect === null)) return null;
  const effects = numbers.map(({ passive, effect }) => ({
    passive,
    effect: effect === null ? null : localizeNote(effect, proseTranslations),
  }));
  return { asOf: PASSIVE_NUMBERS_AS_OF, effects };
}

/** How the pet is got, its guide's words in every language a translation gives. */
function obtainOf(pet: Pet): PetPageData['obtain'] {
  const note = obtainNote(pet);
  if (note === null || note.kind === 'unobtainable') return note;
  return { kind: 'page', how: localizeNote(note.how, proseTranslations) };
}

export function pageData({ slug }: Readonly<Params>): PetPageData | null {
  const pet = petFromSlug(slug);
  if (!pet) return null;
  const related = relatedPets(pet, RELATED_PETS).map(({ id, name, rarity }) => ({ id, name, rarity }));
  const variantOf = pet.variantOf === null ? undefined : findPet(pet.variantOf);
  const eggPages = eggsHatching(eggs, pet.id).map(({ egg }) => ({ id: egg.id, name: egg.name }));
  return {
    pet,
    related,
    variantOf: variantOf === undefined ? null : { id: variantOf.id, name: variantOf.name, rarity: variantOf.rarity },
    eggOdds: petEggOdds(pet, eggs),
    abilityEffects: abilityNotes(pet).map((note) => localizeNote(note, proseTranslations)),
    obtain: obtainOf(pet),
    abilityNumbers: abilityNumbersOf(pet),
    sellPriceAsOf: pet.sellPrice === null ? null : SELL_PRICE_AS_OF,
    hatch: petHatch(pet),
    eggData: PET_EGG_DATA_FACTS,
    eggPages,
  };
}
