import { describe, expect, it } from 'vitest';
import petsJson from './data/pets.json';
import { A_PET_THAT_GROWS, hatchWeight, petWeightAtAge } from './pet';
import { findPetSummary, petRoster } from './petRoster';
import { eggDataMonth, findPet, PET_EGG_DATA_FACTS, petHatch, petHatchKind, pets, relatedPets, type KnownPetHatch } from './pets';

const knownHatch = (id: string): KnownPetHatch => {
  const hatch = petHatch(findPet(id)!);
  if (!hatch.known) throw new Error(`${id} has no hatch range in the data`);
  return hatch;
};

describe('pets', () => {
  it('holds every pet of the data, each findable by id', () => {
    expect(pets).toHaveLength(petsJson.pets.length);
    for (const pet of pets) expect(findPet(pet.id)).toBe(pet);
    expect(findPet('no-such-pet')).toBeUndefined();
  });

  it("gives the pet calculator's roster the same pets, each with its id, name, rarity and growth", () => {
    expect(petRoster.map((pet) => pet.id)).toEqual(pets.map((pet) => pet.id));
    for (const pet of pets) {
      const { id, name, rarity, growsWithAge, baseWeightRangeKg, hugeChance } = pet;
      expect(findPetSummary(id)).toEqual({ id, name, rarity, growsWithAge, baseWeightRangeKg, hugeChance });
    }
    expect(findPetSummary('no-such-pet')).toBeUndefined();
  });

  it('gives rarities as the crop tier of the same name, and unknown as null', () => {
    expect(findPet('ankylosaurus')?.rarity).toBe('mythical');
    expect(findPet('wise-owl')?.rarity).toBeNull();
  });

  it('knows that only Chubby Chipmunk does not grow with age', () => {
    expect(pets.filter((pet) => !pet.growsWithAge).map((pet) => pet.name)).toEqual(['Chubby Chipmunk']);
  });

  it('gives a pet of the 2025 egg data its own range: 0.8–2.0 kg base, 0.88–2.2 kg at age 1, Huge one time in a thousand', () => {
    const dog = knownHatch('dog');
    expect(dog.baseWeightRangeKg).toEqual([0.8, 2]);
    expect(dog.ageOneRangeKg[0]).toBeCloseTo(0.88, 12);
    expect(dog.ageOneRangeKg[1]).toBeCloseTo(2.2, 12);
    expect(dog.ageOneMiddleKg).toBeCloseTo(1.54, 12);
    expect(dog.hugeHatchOneIn).toBe(1000);
  });

  it('reports the hatch of a pet without a range of its own as unknown, never the range other pets hatch at', () => {
    // Moon Dragon first appears in 2026-08, a year after the egg data that gives every range.
    expect(findPet('moon-dragon')?.baseWeightRangeKg).toBeNull();
    expect(petHatch(findPet('moon-dragon')!)).toEqual({ known: false });
    expect(petHatch(findPet('chubby-chipmunk')!)).toEqual({ known: false });
    for (const pet of pets) expect(petHatch(pet).known, pet.id).toBe(pet.baseWeightRangeKg !== null);
    // The data gives a range only to the pets of the 2025 egg data: far fewer than the pets there are.
    expect(pets.filter((pet) => !petHatch(pet).known).length).toBeGreaterThan(pets.length / 2);
  });

  it('works a range out for a pet that does not grow as the game does: its age-1 weight is its base weight', () => {
    const hatch = petHatch({ growsWithAge: false, baseWeightRangeKg: [0.8, 2], hugeChance: null });
    expect(hatch).toEqual({ known: true, baseWeightRangeKg: [0.8, 2], ageOneRangeKg: [0.8, 2], ageOneMiddleKg: 1.4, hugeHatchOneIn: null });
  });

  it('keeps what every egg of the 2025 egg data rolled apart from any pet, with the month of that data', () => {
    expect(PET_EGG_DATA_FACTS.asOf).toBe('2025-08');
    expect(PET_EGG_DATA_FACTS.baseWeightRangeKg).toEqual([0.8, 2]);
    expect(PET_EGG_DATA_FACTS.ageOneRangeKg[1]).toBeCloseTo(2.2, 12);
    expect(PET_EGG_DATA_FACTS.hugeHatchOneIn).toBe(1000);
    expect(eggDataMonth('every egg entry in the game PetEggs copy (~Dec 2026) has …')).toBe('2026-12');
    expect(() => eggDataMonth('every egg entry has WeightRange 0.8-2.0 kg')).toThrow(/says not when/);
  });

  it('calls a hatch above the pet’s own normal range Huge, worked out from any age', () => {
    const dog = knownHatch('dog');
    expect(petHatchKind(dog, 2.2)).toBe('normal');
    expect(petHatchKind(dog, 0.5)).toBe('normal');
    expect(petHatchKind(dog, 2.3)).toBe('huge');
    const top = dog.ageOneRangeKg[1];
    const atFifty = (ageOneKg: number) => petWeightAtAge(A_PET_THAT_GROWS, ageOneKg, 50);
    expect(petHatchKind(dog, hatchWeight(A_PET_THAT_GROWS, { age: 50, weightKg: atFifty(top) }))).toBe('normal');
    expect(petHatchKind(dog, hatchWeight(A_PET_THAT_GROWS, { age: 50, weightKg: atFifty(top * 1.05) }))).toBe('huge');
  });

  it('relates pets by egg first, then rarity, never the pet itself', () => {
    const ankylosaurus = findPet('ankylosaurus')!;
    const related = relatedPets(ankylosaurus, 8);
    expect(related).not.toContain(ankylosaurus);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related[0]!.eggs.some((egg) => egg.egg === 'Primal Egg' || egg.egg === 'Premium Primal Egg')).toBe(true);
    expect(new Set(related).size).toBe(related.length);
  });
});
