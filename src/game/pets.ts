/*
 * Every pet in the game (data/pets.json, provenance in data/SOURCES.md), as the wiki's pet pages show it. Read at build
 * time only: the browser's copy of the file carries just what ./petRoster.ts reads (lint keeps this module out of the
 * browser's code).
 */
import petsFile from './data/pets.json' with { type: 'json' };
import { A_PET_THAT_GROWS, ageOneWeightOfBase } from './pet';
import { tierOfRarity, type PetSummary } from './petRoster';
import type { PetsFile } from './schema';

export { petHatch, petHatchKind, type KnownPetHatch, type PetHatch, type PetHatchKind } from './petRoster';

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
      baseWeightRangeKg: record.baseWeightRangeKg === null ? null : Object.freeze([...record.baseWeightRangeKg] as [number, number]),
      hugeChance: record.hugeChance,
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

/**
 * What every egg entry of the game's egg data held, and when that data is from. Not a fact of any one pet: a pet page
 * whose pet has no range of its own gives it as what those eggs rolled, dated, never as the pet's own.
 */
export interface PetEggDataFacts {
  /** The month the egg data is from (YYYY-MM); the data says "about". */
  readonly asOf: string;
  /** The base weight every egg entry of that data rolled its pets at (kg). */
  readonly baseWeightRangeKg: readonly [number, number];
  /** The same range at age 1, for a pet that grows. */
  readonly ageOneRangeKg: readonly [number, number];
  /** One hatch in this many was Huge, the same for every egg entry that gives a chance. */
  readonly hugeHatchOneIn: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** When the egg data is from, as pets.json's `baseWeightRangeNote` writes it: "(~Aug 2025)". */
const EGG_DATA_MONTH = new RegExp(`\\(~(${MONTHS.join('|')}) (\\d{4})\\)`);

/** "(~Aug 2025)" in the data's note on the range → "2025-08". */
export function eggDataMonth(note: string): string {
  const match = EGG_DATA_MONTH.exec(note);
  if (!match) throw new Error(`pets.json baseWeightRangeNote says not when the egg data is from: ${note}`);
  return `${match[2]}-${String(MONTHS.indexOf(match[1]!) + 1).padStart(2, '0')}`;
}

/** The Huge chance of the egg entries, which the data gives as one for all of them: a second value would be news. */
function eggDataHugeChance(): number {
  const chances = new Set(file.pets.flatMap((pet) => pet.eggs.map((egg) => egg.hugeChance)).filter((chance) => chance !== null));
  const [chance, ...others] = chances;
  if (chance === undefined || chance <= 0 || others.length > 0) {
    throw new Error(`pets.json egg entries give not one Huge chance but ${JSON.stringify([...chances])}`);
  }
  return chance;
}

function eggDataFacts(): PetEggDataFacts {
  const { baseWeightRangeKg, baseWeightRangeNote } = file.meta.globalFacts;
  const [min, max] = baseWeightRangeKg;
  return Object.freeze({
    asOf: eggDataMonth(baseWeightRangeNote),
    baseWeightRangeKg: Object.freeze([min, max] as const),
    // The egg data's pets grow with age (only Chubby Chipmunk does not, and it is in no egg of that data).
    ageOneRangeKg: Object.freeze([ageOneWeightOfBase(A_PET_THAT_GROWS, min), ageOneWeightOfBase(A_PET_THAT_GROWS, max)] as const),
    hugeHatchOneIn: Math.round(1 / eggDataHugeChance()),
  });
}

export const PET_EGG_DATA_FACTS: PetEggDataFacts = eggDataFacts();
