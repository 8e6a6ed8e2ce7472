/*
 * What the pet calculator knows of every pet: its name, rarity and whether it grows with age, and what every hatch
 * shares. The browser's copy of data/pets.json carries only what this module reads (scripts/browserGameData.ts): the
 * calculator loads it on first use and the offline worker precaches it. The wiki's pet pages are built from the whole
 * records (./pets.ts) and ship as page data.
 */
import petsFile from './data/pets.json' with { type: 'json' };
import { ageOneWeightOfBase } from './pet';
import type { PetRarity, PetsFile } from './schema';
import type { Tier } from './types';

export interface PetSummary {
  readonly id: string;
  readonly name: string;
  /** The crop tier of the same name; null when no source gives it. */
  readonly rarity: Tier | null;
  /** False for a pet that gains weight by other means than age (Chubby Chipmunk eats). */
  readonly growsWithAge: boolean;
}

// Validated against PetsFileSchema at build and test time; JSON types widen tuples to arrays.
const file = petsFile as unknown as PetsFile;

export const tierOfRarity = (rarity: PetRarity | null): Tier | null => (rarity === null ? null : (rarity.toLowerCase() as Tier));

export const petRoster: readonly PetSummary[] = Object.freeze(
  file.pets.map((record) =>
    Object.freeze({ id: record.id, name: record.name, rarity: tierOfRarity(record.rarity), growsWithAge: record.growsWithAge }),
  ),
);

const summaryById = new Map(petRoster.map((pet) => [pet.id, pet]));

export function findPetSummary(id: string): PetSummary | undefined {
  return summaryById.get(id);
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
