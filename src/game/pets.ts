/*
 * Every pet in the game (data/pets.json, provenance in data/SOURCES.md), with what the game data says of hatching.
 * A module of its own, loaded only by pages that speak of pets: the file is large next to the engine.
 */
import petsFile from './data/pets.json' with { type: 'json' };
import { ageOneWeightOfBase } from './pet';
import type { PetRarity, PetsFile } from './schema';
import type { Tier } from './types';

export interface PetEgg {
  readonly egg: string;
  /** The pet's chance inside this egg, in percent; null when no source gives it. */
  readonly chancePercent: number | null;
  /** Where the egg membership and chance come from. */
  readonly source: string;
}

export interface Pet {
  readonly id: string;
  readonly name: string;
  /** The crop tier of the same name; null when no source gives it. */
  readonly rarity: Tier | null;
  readonly eggs: readonly PetEgg[];
  /** False for a pet that gains weight by other means than age (Chubby Chipmunk eats). */
  readonly growsWithAge: boolean;
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

const tierOf = (rarity: PetRarity | null): Tier | null => (rarity === null ? null : (rarity.toLowerCase() as Tier));

export const pets: readonly Pet[] = Object.freeze(
  file.pets.map((record) =>
    Object.freeze({
      id: record.id,
      name: record.name,
      rarity: tierOf(record.rarity),
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

/** The base weight every egg in the game data rolls a pet at (kg), before a Huge hatch. */
export const PET_BASE_WEIGHT_RANGE_KG: readonly [number, number] = file.meta.globalFacts.baseWeightRangeKg;

/** The same range as the game shows it at age 1 (1.1 × base): 0.88–2.2 kg. */
export const PET_HATCH_WEIGHT_RANGE_KG: readonly [number, number] = [
  ageOneWeightOfBase(PET_BASE_WEIGHT_RANGE_KG[0]),
  ageOneWeightOfBase(PET_BASE_WEIGHT_RANGE_KG[1]),
];

function hugeHatchChance(): number {
  const chance = file.pets.find((pet) => pet.hugeChance !== null && pet.hugeChance > 0)?.hugeChance;
  if (chance === undefined || chance === null) throw new Error('pets.json gives no Huge hatch chance');
  return chance;
}

/** The chance that a hatch is Huge, the same for every egg in the game data (one in a thousand). */
export const PET_HUGE_HATCH_CHANCE: number = hugeHatchChance();

/** The same chance as "one hatch in N". */
export const PET_HUGE_HATCH_ONE_IN: number = Math.round(1 / PET_HUGE_HATCH_CHANCE);

/** The age-1 weight of a typical normal hatch: the middle of the range. */
export const PET_TYPICAL_HATCH_KG: number = (PET_HATCH_WEIGHT_RANGE_KG[0] + PET_HATCH_WEIGHT_RANGE_KG[1]) / 2;

export type PetHatchKind = 'normal' | 'huge';

/** An age-1 weight above what a normal hatch can roll is a Huge hatch. */
export function petHatchKind(ageOneKg: number): PetHatchKind {
  return ageOneKg > PET_HATCH_WEIGHT_RANGE_KG[1] ? 'huge' : 'normal';
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
