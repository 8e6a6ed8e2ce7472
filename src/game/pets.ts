/*
 * Every pet in the game (data/pets.json, provenance in data/SOURCES.md), as the wiki's pet pages show it. Read at build
 * time only: the browser's copy of the file carries just what ./petRoster.ts reads (lint keeps this module out of the
 * browser's code).
 */
import petsFile from './data/pets.json' with { type: 'json' };
import {
  PET_BASE_WEIGHT_RANGE_KG,
  PET_HATCH_WEIGHT_RANGE_KG,
  PET_HUGE_HATCH_ONE_IN,
  PET_TYPICAL_HATCH_KG,
  tierOfRarity,
  type PetSummary,
} from './petRoster';
import type { PetsFile } from './schema';

export {
  PET_BASE_WEIGHT_RANGE_KG,
  PET_HATCH_WEIGHT_RANGE_KG,
  PET_HUGE_HATCH_CHANCE,
  PET_HUGE_HATCH_ONE_IN,
  PET_TYPICAL_HATCH_KG,
  petHatchKind,
  type PetHatchKind,
} from './petRoster';

export interface PetEgg {
  readonly egg: string;
  /** The pet's chance inside this egg, in percent; null when no source gives it. */
  readonly chancePercent: number | null;
  /** Where the egg membership and chance come from. */
  readonly source: string;
}

export interface Pet extends PetSummary {
  readonly eggs: readonly PetEgg[];
  /** Ability names as the game writes them. */
  readonly passives: readonly string[];
  /** Base sell price in Sheckles, from the 2025 game copy; null when unknown. */
  readonly sellPrice: number | null;
  /** How sure the sources are, per field ("high", "medium", …, "unknown"). */
  readonly confidence: Readonly<Record<string, string>>;
  /** Keys of meta.sourceKeys, or a source written out. */
  readonly sources: readonly string[];
  /** The first export of the game's tables that holds the pet (YYYY-MM-DD). */
  readonly firstSeen: string | null;
}

// Validated against PetsFileSchema at build and test time; JSON types widen tuples to arrays.
const file = petsFile as unknown as PetsFile;

export const pets: readonly Pet[] = Object.freeze(
  file.pets.map((record) =>
    Object.freeze({
      id: record.id,
      name: record.name,
      rarity: tierOfRarity(record.rarity),
      eggs: Object.freeze(record.eggs.map(({ egg, chancePercent, source }) => Object.freeze({ egg, chancePercent, source }))),
      growsWithAge: record.growsWithAge,
      firstSeen: record.firstSeen,
      passives: Object.freeze([...record.passives]),
      sellPrice: record.sellPrice,
      confidence: Object.freeze({ ...record.confidence }),
      sources: Object.freeze([...record.sources]),
    }),
  ),
);

const petById = new Map(pets.map((pet) => [pet.id, pet]));

export function findPet(id: string): Pet | undefined {
  return petById.get(id);
}

/** Pets that share an egg with `pet`, then pets of its rarity, each once and never the pet itself. */
export function relatedPets(pet: Pet, limit: number): Pet[] {
  const eggs = new Set(pet.eggs.map((egg) => egg.egg));
  const sameEgg = pets.filter((other) => other !== pet && other.eggs.some((egg) => eggs.has(egg.egg)));
  const sameRarity =
    pet.rarity === null ? [] : pets.filter((other) => other !== pet && other.rarity === pet.rarity && !sameEgg.includes(other));
  return [...sameEgg, ...sameRarity].slice(0, limit);
}

/** What every hatch shares, as the pet pages state it. */
export interface PetHatchFacts {
  readonly baseWeightRangeKg: readonly [number, number];
  readonly hatchWeightRangeKg: readonly [number, number];
  readonly hugeHatchOneIn: number;
  readonly typicalHatchKg: number;
}

export const PET_HATCH_FACTS: PetHatchFacts = Object.freeze({
  baseWeightRangeKg: PET_BASE_WEIGHT_RANGE_KG,
  hatchWeightRangeKg: PET_HATCH_WEIGHT_RANGE_KG,
  hugeHatchOneIn: PET_HUGE_HATCH_ONE_IN,
  typicalHatchKg: PET_TYPICAL_HATCH_KG,
});
