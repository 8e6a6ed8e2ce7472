import { describe, expect, it } from 'vitest';
import petsJson from './data/pets.json';
import { dataMonthIn } from './dataMonth';
import { A_PET_THAT_GROWS, growthKnown, hatchWeight, petWeightAtAge } from './pet';
import { BASE_WEIGHT_BOOSTER_IDS, baseWeightBoosters, findPetSummary, petRoster } from './petRoster';
import {
  abilityNotes,
  abilityNotesOf,
  eggDataMonth,
  findPet,
  obtainNote,
  obtainNoteOf,
  PASSIVE_NUMBERS_AS_OF,
  passiveNumbersOf,
  PET_EGG_DATA_FACTS,
  petEggOdds,
  petHatch,
  petHatchKind,
  pets,
  relatedPets,
  SELL_PRICE_AS_OF,
  variantOfNotes,
  type KnownPetHatch,
} from './pets';
import { eggs } from './shopData';

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
    expect(pets.filter((pet) => pet.growsWithAge === false).map((pet) => pet.name)).toEqual(['Chubby Chipmunk']);
  });

  // «grows with age» was the data's default for a pet it knows by name only: the calculator drew such a pet's weight
  // by age as the game's rule for it, where its wiki page said whether it grows is unknown.
  it('knows whether a pet grows with age only where a source says: never for a pet known by name only, in the calculator too', () => {
    for (const pet of pets) {
      expect(growthKnown(pet), pet.id).toBe(!pet.knownByNameOnly);
      expect(growthKnown(findPetSummary(pet.id)!), pet.id).toBe(!pet.knownByNameOnly);
    }
    expect(findPetSummary('anglerfish')?.growsWithAge).toBeNull();
    expect(findPetSummary('giant-canary')?.growsWithAge).toBeNull();
    expect(findPetSummary('albino-peacock')?.growsWithAge).toBe(true);
    expect(findPetSummary('chubby-chipmunk')?.growsWithAge).toBe(false);
  });

  it('works out no age-1 range for a pet whose growth is unknown: growth makes it', () => {
    expect(petHatch({ growsWithAge: null, baseWeightRangeKg: [0.8, 2], hugeChance: 0.001 })).toEqual({ known: false });
  });

  it('knows a pet by name alone where the research grades none of its facts but the name, never one a source says more of', () => {
    const byName = pets.filter((pet) => pet.knownByNameOnly);
    // docs/game-data.md: 101 pets have no rarity, egg or odds: the late roster's 95 "name only" pets and 6 GIANT forms.
    expect(byName).toHaveLength(101);
    for (const id of ['anglerfish', 'goose', 'wise-owl', 'giant-canary']) expect(findPet(id)?.knownByNameOnly, id).toBe(true);
    const nameOnlyNotes = petsJson.pets.filter((record) => (record.notes ?? '').startsWith('name only:')).map((record) => record.id);
    expect(byName.map((pet) => pet.id)).toEqual(expect.arrayContaining(nameOnlyNotes));
    for (const pet of byName) {
      expect(pet.rarity, pet.id).toBeNull();
      expect(pet.eggs, pet.id).toEqual([]);
      expect(pet.passives, pet.id).toEqual([]);
    }
    for (const id of ['ankylosaurus', 'chubby-chipmunk', 'dog']) expect(findPet(id)?.knownByNameOnly, id).toBe(false);
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

  it('places an age-1 weight below, within or above the pet’s own hatch range, worked out from any age', () => {
    const dog = knownHatch('dog');
    const ageOne = (age: number, weightKg: number) => hatchWeight(A_PET_THAT_GROWS, { age, weightKg });
    expect(petHatchKind(dog, 2.2)).toBe('normal');
    expect(petHatchKind(dog, 2.3)).toBe('above');
    // Lighter than the lightest hatch is not a normal hatch: nothing in the data makes a pet lighter.
    expect(petHatchKind(dog, 0.5)).toBe('below');
    expect(petHatchKind(dog, ageOne(100, 1.5))).toBe('below');
    // The bounds as a player reads them in game count as inside, whatever the last digits of the arithmetic.
    expect(petHatchKind(dog, 0.88)).toBe('normal');
    expect(petHatchKind(dog, ageOne(50, 4.8))).toBe('normal');
    expect(petHatchKind(dog, ageOne(100, 8.8))).toBe('normal');
    expect(petHatchKind(dog, ageOne(100, 22))).toBe('normal');
    const [bottom, top] = dog.ageOneRangeKg;
    const atFifty = (ageOneKg: number) => petWeightAtAge(A_PET_THAT_GROWS, ageOneKg, 50);
    expect(petHatchKind(dog, ageOne(50, atFifty(top)))).toBe('normal');
    expect(petHatchKind(dog, ageOne(50, atFifty(top * 1.05)))).toBe('above');
    expect(petHatchKind(dog, ageOne(50, atFifty(bottom * 0.95)))).toBe('below');
  });

  it('names the pets the data says raise other pets’ base weight, by their data names', () => {
    const modifiers = petsJson.meta.globalFacts.baseWeightModifiers;
    expect(baseWeightBoosters.map((pet) => pet.id)).toEqual([...BASE_WEIGHT_BOOSTER_IDS]);
    for (const pet of baseWeightBoosters) expect(modifiers).toContain(pet.name);
  });

  it('shows nothing a source the research calls made up gives: no egg, no chance, no citation', () => {
    // The ZYLOHUB dataset is "partly fabricated" (its note in meta.sourceKeys); four pets' Beanpod Egg odds come only from it.
    const madeUp = petsJson.pets.filter((record) => record.eggs.some((egg) => /fabricat/i.test(egg.source)));
    expect(madeUp.map((record) => record.id).sort()).toEqual(['cloud-sprite', 'goose', 'jabberwock', 'vine-serpent']);
    for (const record of madeUp) {
      const pet = findPet(record.id)!;
      expect(pet.eggs, pet.id).toEqual([]);
      expect(petEggOdds(pet, eggs), pet.id).toEqual([]);
      expect(pet.sources, pet.id).toEqual(['lateRosterScript2026']);
      expect(pet.confidence, pet.id).toMatchObject({ egg: 'unknown', hatchChance: 'unknown' });
    }
    // They were related to one another by the egg only that source names.
    for (const record of madeUp) {
      const related = relatedPets(findPet(record.id)!, 8).map((other) => other.id);
      expect(
        related.filter((id) => madeUp.some((other) => other.id === id)),
        record.id,
      ).toEqual([]);
    }
    expect(pets.flatMap((pet) => pet.eggs).filter((egg) => /fabricat|invent/i.test(egg.source))).toEqual([]);
    expect(pets.some((pet) => pet.eggs.some((egg) => egg.egg === 'Beanpod Egg'))).toBe(false);
  });

  it('relates pets by egg first, then rarity, never the pet itself', () => {
    const ankylosaurus = findPet('ankylosaurus')!;
    const related = relatedPets(ankylosaurus, 8);
    expect(related).not.toContain(ankylosaurus);
    expect(related.length).toBeLessThanOrEqual(8);
    expect(related[0]!.eggs.some((egg) => egg.egg === 'Primal Egg' || egg.egg === 'Premium Primal Egg')).toBe(true);
    expect(new Set(related).size).toBe(related.length);
  });

  it('dates chances and sell prices by the month the data writes, "~" as about that month, never by a day', () => {
    expect(dataMonthIn('high (as of ~Aug 2025)')).toEqual({ month: '2025-08', about: true });
    expect(dataMonthIn('game PetList copy, Aug 2025')).toEqual({ month: '2025-08', about: false });
    expect(dataMonthIn('medium (web page)')).toBeNull();
    // The sell prices are from the 2025 game copy of the pet list: its note says the month, not a day.
    expect(SELL_PRICE_AS_OF).toEqual({ month: '2025-08', about: false });
    const raccoon = petEggOdds(findPet('raccoon')!, eggs);
    expect(raccoon.map(({ egg, chanceAsOf }) => [egg, chanceAsOf])).toEqual([
      ['Night Egg', { month: '2025-08', about: true }],
      ['Premium Night Egg', { month: '2025-08', about: true }],
    ]);
  });

  it('grades a chance both research files give as the egg’s odds are graded, where that is lower', () => {
    // Robin's 55 % and Bat's 45 % are one fan page's figures: "medium (web page)" in the pets' records, "low (odds)" in
    // the eggs'. The pet's page says low, as the egg's page does.
    expect(petEggOdds(findPet('robin')!, eggs)[0]).toMatchObject({ egg: 'Fall Egg', chancePercent: 55, chanceConfidence: 'low' });
    expect(petEggOdds(findPet('bat')!, eggs)[0]).toMatchObject({ egg: 'Spooky Egg', chancePercent: 45, chanceConfidence: 'low' });
    expect(petEggOdds(findPet('tree-frog')!, eggs)[0]).toMatchObject({ egg: 'Jungle Egg', chanceConfidence: 'low' });
    // The Night Egg's record is graded "medium" as a whole, which says nothing of its odds: the pet's own grade stays.
    expect(petEggOdds(findPet('hedgehog')!, eggs)[0]).toMatchObject({ egg: 'Night Egg', chanceConfidence: 'high (as of ~Aug 2025)' });
  });

  it('gives a pet the egg data’s chance where its own record has none, with that data’s low confidence', () => {
    expect(petEggOdds(findPet('topaz-snail')!, eggs)).toEqual([
      {
        egg: 'Gem Egg',
        eggId: 'gem-egg',
        chancePercent: 44.78,
        chanceConfidence: 'low',
        chanceAsOf: null,
        chanceSource: { kind: 'fanPage' },
        listedByEggData: null,
      },
    ]);
    expect(petEggOdds(findPet('french-fry-ferret')!, eggs)[0]).toMatchObject({
      egg: 'Gourmet Egg',
      chancePercent: 1,
      chanceConfidence: 'low',
    });
  });

  // A pet's page gave Robin's 55 % (a copy of Eurogamer's page) as it gave the Bug Egg's odds from the game's files.
  it('says where each chance comes from as the egg’s page does: the egg data’s source, for its figure in the pet’s record too', () => {
    const sourceOf = (petId: string) => petEggOdds(findPet(petId)!, eggs).map(({ egg, chanceSource }) => [egg, chanceSource]);
    expect(sourceOf('dragonfly')).toEqual([
      ['Bug Egg', { kind: 'game' }],
      ['Exotic Bug Egg', { kind: 'game' }],
    ]);
    // Its own record calls the source "community script + web page chance": the egg data names the page it copies.
    expect(sourceOf('robin')).toEqual([['Fall Egg', { kind: 'copy', of: 'Eurogamer' }]]);
    expect(sourceOf('tree-frog')).toEqual([['Jungle Egg', { kind: 'fanGuide' }]]);
    // Only the egg data gives these chances.
    expect(sourceOf('topaz-snail')).toEqual([['Gem Egg', { kind: 'fanPage' }]]);
    expect(sourceOf('french-fry-ferret')).toEqual([['Gourmet Egg', { kind: 'communityScript' }]]);
    // No chance, nothing to say where it is from.
    expect(sourceOf('spring-bee')).toEqual([['Springtide Egg', null]]);
    // A figure only the pet's record gives is not the egg data's, whose source would be said of it wrongly.
    const [bugEgg, ...others] = findPet('dragonfly')!.eggs;
    const ownOnly = { ...findPet('dragonfly')!, eggs: [{ ...bugEgg!, chancePercent: 2 }, ...others] };
    expect(petEggOdds(ownOnly, eggs)[0]).toMatchObject({ chancePercent: 2, chanceSource: { kind: 'unknown' } });
    // Every chance a pet page gives has a known source in the data.
    for (const pet of pets) {
      for (const odds of petEggOdds(pet, eggs)) {
        if (odds.chancePercent === null) expect(odds.chanceSource, `${pet.id} ${odds.egg}`).toBeNull();
        else expect(['game', 'fanGuide', 'fanPage', 'copy', 'communityScript'], `${pet.id} ${odds.egg}`).toContain(odds.chanceSource?.kind);
      }
    }
  });

  it('gives no chance in an egg whose own notes call its odds unknown, whatever figure the egg data lists', () => {
    // The Springtide Egg's figures come from a script the research trusts very little; its notes say the odds are unknown.
    for (const id of ['spring-bee', 'jerboa', 'nyala', 'peryton']) {
      expect(petEggOdds(findPet(id)!, eggs), id).toEqual([
        {
          egg: 'Springtide Egg',
          eggId: 'springtide-egg',
          chancePercent: null,
          chanceConfidence: null,
          chanceAsOf: null,
          chanceSource: null,
          listedByEggData: null,
        },
      ]);
    }
    // The egg data lists Gilded Choc Spring Bee in the Springtide Egg too: its page names that egg, as sure as that data.
    expect(petEggOdds(findPet('gilded-choc-spring-bee')!, eggs)).toEqual([
      {
        egg: 'Gilded Choc Springtide Egg',
        eggId: null,
        chancePercent: null,
        chanceConfidence: null,
        chanceAsOf: null,
        chanceSource: null,
        listedByEggData: null,
      },
      {
        egg: 'Springtide Egg',
        eggId: 'springtide-egg',
        chancePercent: null,
        chanceConfidence: null,
        chanceAsOf: null,
        chanceSource: null,
        listedByEggData: 'low',
      },
    ]);
  });

  it('knows each GIANT pet as a form of the pet it is named after, as the notes say, and relates it to that pet first', () => {
    const giants = pets.filter((pet) => pet.name.startsWith('GIANT '));
    expect(giants.length).toBeGreaterThanOrEqual(19);
    for (const giant of giants) {
      const base = pets.find((pet) => pet.name === giant.name.slice('GIANT '.length));
      expect(giant.variantOf, giant.id).toBe(base?.id);
    }
    // The six of the 2026 research: a size form of their pet, not a separate species.
    for (const [id, base] of [
      ['giant-canary', 'canary'],
      ['giant-leaf-insect', 'leaf-insect'],
      ['giant-quetzal', 'quetzal'],
      ['giant-electric-eel', 'electric-eel'],
      ['giant-cactus-mouse', 'cactus-mouse'],
      ['giant-desert-tortoise', 'desert-tortoise'],
    ] as const) {
      expect(findPet(id)?.variantOf, id).toBe(base);
      expect(relatedPets(findPet(id)!, 8)[0]?.id).toBe(base);
    }
    expect(findPet('rainbow-anglerfish')?.variantOf).toBe('anglerfish');
    expect(findPet('giant-ant')?.variantOf).toBeNull();
    expect(variantOfNotes('size form of Canary (internal entry); not a separate species')).toBe('canary');
    expect(() => variantOfNotes('variant of No Such Pet')).toThrow(/no pet of the data/);
  });

  it('says what a pet’s abilities do from its notes, leaving out the data’s remarks on itself', () => {
    expect(abilityNotes(findPet('orchid-mantis')!).map(({ text }) => text)).toEqual([
      'applies Floral',
      'Floral fruit → Gold',
      'Gold + Floral → Rainbow',
    ]);
    expect(
      abilityNotesOf(
        'beetle duels vs other players for rewards; hatch base-weight range not in data (every egg in the Aug-2025 game copy uses 0.8-2.0 kg, huge 0.1%)',
      ),
    ).toEqual(['beetle duels vs other players for rewards']);
    // A name-only pet, a form of another, how a pet is obtained, what a copy of the game said: no ability.
    expect(abilityNotesOf("name only: pet added after ~Apr 2026 (not in the Apr-2026 rarity transcript); 'Rainbow' form of Robin")).toEqual(
      [],
    );
    expect(abilityNotesOf('obtained from Spooky Chest (34.5%) (web page); game PetList copy (~Aug 2025) had rarity Rare')).toEqual([]);
    expect(abilityNotesOf('size form of Canary (internal entry); not a separate species; no ability text listed')).toEqual([]);
    expect(abilityNotesOf(null)).toEqual([]);
    // A developer's pet, and what the research asks of this site's weight calculator, are no ability of the pet's.
    expect(abilityNotes(findPet('radioactive-stegosaurus')!)).toEqual([]);
    expect(abilityNotes(findPet('rainbow-elephant')!)).toEqual([]);
    // A decimal the notes type is a placeholder its value is given for, so the build writes it in each language.
    expect(abilityNotes(findPet('elephant')!)).toEqual([
      { text: 'resets a pet to age 1 and adds {{weight}} kg base weight (below a cap)', values: { weight: { number: 0.1 } } },
    ]);
    // Every pet's: a note of its own, with no remark left in.
    const all = pets.flatMap((pet) => abilityNotes(pet).map(({ text }) => text));
    expect(all.filter((note) => /not in data|name only|web page|form of|->/.test(note))).toEqual([]);
    expect(pets.filter((pet) => abilityNotes(pet).length > 0).length).toBeGreaterThan(300);
    // A variant's bracket is not read as what it does: the data does not say what it names.
    expect(abilityNotes(findPet('giant-badger')!)).toEqual([]);
  });

  it('says how a pet no egg hatches is got, where its notes say: a guide’s words, or the game’s Unobtainable flag, dated', () => {
    expect(obtainNote(findPet('blue-jay')!)).toEqual({ kind: 'page', how: { text: 'Season 1 Pass (tier 2)', values: {} } });
    expect(obtainNote(findPet('firefly')!)).toEqual({ kind: 'unobtainable', asOf: { month: '2025-08', about: true } });
    expect(obtainNoteOf('applies Wet; obtained from Spooky Chest (34.5%) (web page)')).toEqual({
      kind: 'page',
      how: { text: 'Spooky Chest ({{chance}})', values: { chance: { percent: 34.5 } } },
    });
    expect(obtainNote(findPet('raccoon')!)).toBeNull();
    // The page the chance is "per" is the guide the fact names; the chance is written by the build in each language.
    expect(obtainNote(findPet('cardinal')!)).toEqual({
      kind: 'page',
      how: { text: 'Enchanted Chest ({{chance}})', values: { chance: { percent: 35 } } },
    });
    expect(pets.filter((pet) => obtainNote(pet) !== null).map((pet) => pet.id)).toHaveLength(12);
    // Every clause the ability notes leave out as how a pet is got is read as such: none is lost between the two.
    const obtainClauses = petsJson.pets.flatMap((pet) =>
      (pet.notes ?? '').split(';').filter((clause) => /^\s*(obtained from|flagged Unobtainable)/.test(clause)),
    );
    expect(obtainClauses.filter((clause) => obtainNoteOf(clause) === null)).toEqual([]);
  });

  it('gives a pet’s abilities at level 1 with the game’s numbers, in the order of its abilities, null where the data has none', () => {
    expect(passiveNumbersOf(findPet('blood-kiwi')!)).toEqual([
      { passive: 'Crimson Cradle', effect: { text: "every 60 s, the longest egg's hatch time is cut by 45 s", values: {} } },
      { passive: 'Better Eggcelerator', effect: { text: 'eggs hatch {{faster}} faster', values: { faster: { percent: 20 } } } },
    ]);
    expect(passiveNumbersOf(findPet('chicken')!)).toEqual([
      { passive: 'Eggcelerator', effect: { text: 'eggs hatch {{faster}} faster', values: { faster: { percent: 10 } } } },
    ]);
    // Brown Mouse's Cheese Hop has no numbers in the data: it is listed as unknown, not left out.
    expect(passiveNumbersOf(findPet('brown-mouse')!)).toEqual([
      { passive: 'Whiskier Wisdom', effect: { text: '+750 XP to itself every 503 s', values: {} } },
      { passive: 'Cheese Hop', effect: null },
    ]);
    expect(passiveNumbersOf(findPet('raccoon')!)).toEqual([{ passive: 'Rascal', effect: null }]);
    expect(PASSIVE_NUMBERS_AS_OF).toBe('2025-07-23');
    const withNumbers = pets.filter((pet) => passiveNumbersOf(pet).some(({ effect }) => effect !== null));
    expect(withNumbers).toHaveLength(23);
    // Seven of them have a second ability the data gives no numbers for.
    expect(withNumbers.filter((pet) => passiveNumbersOf(pet).some(({ effect }) => effect === null))).toHaveLength(7);
  });
});
