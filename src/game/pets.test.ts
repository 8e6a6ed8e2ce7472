import { describe, expect, it } from 'vitest';
import petsJson from './data/pets.json';
import { hatchWeight, petWeightAtAge } from './pet';
import { findPetSummary, petRoster } from './petRoster';
import {
  findPet,
  PET_BASE_WEIGHT_RANGE_KG,
  PET_HATCH_WEIGHT_RANGE_KG,
  PET_HUGE_HATCH_CHANCE,
  PET_HUGE_HATCH_ONE_IN,
  PET_TYPICAL_HATCH_KG,
  petHatchKind,
  pets,
  relatedPets,
} from './pets';

describe('pets', () => {
  it('holds every pet of the data, each findable by id', () => {
    expect(pets).toHaveLength(petsJson.pets.length);
    for (const pet of pets) expect(findPet(pet.id)).toBe(pet);
    expect(findPet('no-such-pet')).toBeUndefined();
  });

  it("gives the pet calculator's roster the same pets, each with its id, name, rarity and growth", () => {
    expect(petRoster.map((pet) => pet.id)).toEqual(pets.map((pet) => pet.id));
    for (const pet of pets) {
      const { id, name, rarity, growsWithAge } = pet;
      expect(findPetSummary(id)).toEqual({ id, name, rarity, growsWithAge });
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

  it('hatches at 0.8–2.0 kg base, shown as 0.88–2.2 kg at age 1, Huge one time in a thousand', () => {
    expect(PET_BASE_WEIGHT_RANGE_KG).toEqual([0.8, 2]);
    expect(PET_HATCH_WEIGHT_RANGE_KG[0]).toBeCloseTo(0.88, 12);
    expect(PET_HATCH_WEIGHT_RANGE_KG[1]).toBeCloseTo(2.2, 12);
    expect(PET_HUGE_HATCH_CHANCE).toBe(0.001);
    expect(PET_HUGE_HATCH_ONE_IN).toBe(1000);
    expect(PET_TYPICAL_HATCH_KG).toBeCloseTo(1.54, 12);
  });

  it('calls a hatch above the normal range Huge, worked out from any age', () => {
    expect(petHatchKind(2.2)).toBe('normal');
    expect(petHatchKind(0.5)).toBe('normal');
    expect(petHatchKind(2.3)).toBe('huge');
    const top = PET_HATCH_WEIGHT_RANGE_KG[1];
    expect(petHatchKind(hatchWeight({ age: 50, weightKg: petWeightAtAge(top, 50) }))).toBe('normal');
    expect(petHatchKind(hatchWeight({ age: 50, weightKg: petWeightAtAge(top * 1.05, 50) }))).toBe('huge');
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
