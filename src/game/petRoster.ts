/*
 * What the pet calculator knows of every pet: its name, rarity, whether it grows with age, and its own hatch weight
 * range and Huge chance where the data gives them. The browser's copy of data/pets.json carries only what this module
 * reads (scripts/browserGameData.ts): the calculator loads it on first use and the offline worker precaches it. The
 * wiki's pet pages are built from the whole records (./pets.ts) and ship as page data.
 */
import petsFile from './data/pets.json' with { type: 'json' };
import { idOf } from './ids';
import { ageOneWeightOfBase, growthKnown } from './pet';
import type { PetsFile } from './schema';
import { tierOfRarity, type Tier } from './types';

export interface PetSummary {
  readonly id: string;
  readonly name: string;
  /** The crop tier of the same name; null when no source gives it. */
  readonly rarity: Tier | null;
  /**
   * False for a pet that gains weight by other means than age (Chubby Chipmunk eats); null where no source says whether
   * age grows it (./pet.ts growthKnown).
   */
  readonly growsWithAge: boolean | null;
  /**
   * The base weight range (kg) this pet hatches at, from the game's egg data; null when no source gives it (most pets:
   * the range is known only for the pets of the game's egg data of about August 2025).
   */
  readonly baseWeightRangeKg: readonly [number, number] | null;
  /** The chance that a hatch of this pet is Huge; null when no source gives it. */
  readonly hugeChance: number | null;
}

// Validated against PetsFileSchema at build and test time; JSON types widen tuples to arrays.
const file = petsFile as unknown as PetsFile;

export const petRoster: readonly PetSummary[] = Object.freeze(
  file.pets.map((record) =>
    Object.freeze({
      // The id the data gives is its name's (checked with the data), and the browser's copy leaves it out.
      id: idOf(record.name),
      name: record.name,
      rarity: tierOfRarity(record.rarity),
      growsWithAge: record.growsWithAge,
      baseWeightRangeKg: record.baseWeightRangeKg === null ? null : Object.freeze([...record.baseWeightRangeKg] as [number, number]),
      hugeChance: record.hugeChance,
    }),
  ),
);

const summaryById = new Map(petRoster.map((pet) => [pet.id, pet]));

export function findPetSummary(id: string): PetSummary | undefined {
  return summaryById.get(id);
}

/** A hatch weight range the data gives for a pet. */
export interface KnownPetHatch {
  readonly known: true;
  /** The base weight it rolls at hatch (kg). */
  readonly baseWeightRangeKg: readonly [number, number];
  /** The same range as the game shows it at age 1 (1.1 × base for a pet that grows). */
  readonly ageOneRangeKg: readonly [number, number];
  /**
   * The middle of the age-1 range. Not a typical hatch: how often each weight of the range is rolled is not in the
   * data, so a page calls it the middle of the range.
   */
  readonly ageOneMiddleKg: number;
  /** One hatch in this many is Huge; null when no source gives the chance. */
  readonly hugeHatchOneIn: number | null;
}

/** What the data says of a pet's hatch weight: its own range, or that it gives none (unknown stays unknown). */
export type PetHatch = KnownPetHatch | { readonly known: false };

const oneIn = (chance: number | null): number | null => (chance === null || chance <= 0 ? null : Math.round(1 / chance));

/**
 * The pet's own hatch weights. A range other pets hatch at is never lent to a pet whose own range is unknown; nor is an
 * age-1 range worked out for a pet whose growth is unknown, since growth makes it (1.1 × base, or the base itself).
 */
export function petHatch(pet: Pick<PetSummary, 'growsWithAge' | 'baseWeightRangeKg' | 'hugeChance'>): PetHatch {
  if (pet.baseWeightRangeKg === null || !growthKnown(pet)) return { known: false };
  const [baseMin, baseMax] = pet.baseWeightRangeKg;
  const ageOneRangeKg: readonly [number, number] = [ageOneWeightOfBase(pet, baseMin), ageOneWeightOfBase(pet, baseMax)];
  return {
    known: true,
    baseWeightRangeKg: [baseMin, baseMax],
    ageOneRangeKg,
    ageOneMiddleKg: (ageOneRangeKg[0] + ageOneRangeKg[1]) / 2,
    hugeHatchOneIn: oneIn(pet.hugeChance),
  };
}

/**
 * Pets whose ability gives other pets extra base weight (pets.json meta.globalFacts.baseWeightModifiers: Elephant's
 * Jumbo Blessing adds to it; Brontosaurus, Barn Owl, Mummy and Pack Mule give it to pets hatched, bought, from a chest
 * or crafted). A pet above its hatch range may owe its weight to one of them rather than to a Huge hatch. Ids, so that the
 * names shown are the data's own.
 */
export const BASE_WEIGHT_BOOSTER_IDS = ['elephant', 'brontosaurus', 'barn-owl', 'mummy', 'pack-mule'] as const;

export const baseWeightBoosters: readonly PetSummary[] = Object.freeze(BASE_WEIGHT_BOOSTER_IDS.flatMap((id) => summaryById.get(id) ?? []));

/**
 * Where an age-1 weight sits against the pet's own hatch range. Above it: a Huge hatch, or base weight another pet's
 * ability added (baseWeightBoosters); the weight alone cannot tell which. Below it: nothing in the data makes a pet
 * lighter than its lightest hatch, so the age or the weight is not this pet's.
 */
export type PetHatchKind = 'below' | 'normal' | 'above';

/**
 * An age-1 weight worked back from another age (× 11 / (age + 10)) or forward from a base (× 1.1) carries a rounding
 * error in its last digits (the 0.88 kg bound of a 0.8 kg base works out to 0.8800000000000001), so a weight entered
 * exactly on a bound could read as just outside it. Weights this close to a bound count as on it.
 */
const RANGE_TOLERANCE = 1e-9;

export function petHatchKind(hatch: KnownPetHatch, ageOneKg: number): PetHatchKind {
  const [min, max] = hatch.ageOneRangeKg;
  if (ageOneKg < min * (1 - RANGE_TOLERANCE)) return 'below';
  if (ageOneKg > max * (1 + RANGE_TOLERANCE)) return 'above';
  return 'normal';
}
