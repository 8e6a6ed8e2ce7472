/*
 * Every pet in the game (data/pets.json, provenance in data/SOURCES.md), as the wiki's pet pages show it. Read at build
 * time only: the browser's copy of the file carries just what ./petRoster.ts reads (lint keeps this module out of the
 * browser's code).
 */
import passiveNumbersFile from './data/pet-passive-numbers.json' with { type: 'json' };
import petsFile from './data/pets.json' with { type: 'json' };
import { dataMonthIn, type DataMonth } from './dataMonth';
import { NO_VALUES, type PlayerNote } from './noteValues';
import { A_PET_THAT_GROWS, ageOneWeightOfBase } from './pet';
import type { PetSummary } from './petRoster';
import { quoteResearch, type QuotedValueNames } from './researchQuote';
import type { EggRecord, PetPassiveNumbersFile, PetRecord, PetsFile } from './schema';
import { confidenceFor, confidenceParts, eggOddsSource, type EggOddsSource } from './shopFacts';
import { eggsHatching } from './shops';
import { CONFIDENCES, tierOfRarity } from './types';

export type { DataMonth } from './dataMonth';
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
  /** The game's DefaultHunger in the export of GAME_DATA_VERSION; null when that export lacks the pet. */
  readonly defaultHunger: number | null;
  /** How sure the sources are, per field ("high", "medium", …, "unknown"). */
  readonly confidence: Readonly<Record<string, string>>;
  /** Keys of meta.sourceKeys, or a source written out. */
  readonly sources: readonly string[];
  /** The first export of the game's tables that holds the pet (YYYY-MM-DD). */
  readonly firstSeen: string | null;
  /** The id of the pet this one is a variant of (a GIANT, Rainbow or Gilded Choc form), where the data's notes say so. */
  readonly variantOf: string | null;
  /**
   * The data knows the pet by its name alone: the research grades none of its facts but the name (the late-2026
   * roster's pets, "name only" in their notes, and the pets the import added from an export). Its record gives no
   * growth with age either (null: ./pet.ts growthKnown).
   */
  readonly knownByNameOnly: boolean;
}

// Validated against PetsFileSchema at build and test time; JSON types widen tuples to arrays.
const file = petsFile as unknown as PetsFile;

/** A pet's notes, one clause each: the data writes them as clauses joined by ";". */
function clausesOf(notes: string | null): string[] {
  return (notes ?? '')
    .split(';')
    .map((clause) => clause.trim())
    .filter((clause) => clause !== '');
}

/**
 * A clause of a pet's notes that names the pet it is a form of: "variant of Armadillo", "size form of Canary
 * (internal 'GIANT' pet entry)", "'Rainbow' form of Anglerfish". The name ends before a bracket or the clause's end. A
 * bracket after a variant's pet ("variant of Badger (Cracked)", "(5x seeds)") is not read as what the variant does:
 * the data does not say whether it names an ability, a mutation or a theme.
 */
const VARIANT_OF = /^(?:variant|size form|'[^']+' form) of (.+?)(?=\s*\(|$)/;

const idByName = new Map(file.pets.map((record) => [record.name, record.id]));

/** The id of the pet the notes say this one is a form of; a name the data holds no pet by is a fault in the data. */
export function variantOfNotes(notes: string | null): string | null {
  for (const clause of clausesOf(notes)) {
    const name = VARIANT_OF.exec(clause)?.[1];
    if (name === undefined) continue;
    const id = idByName.get(name);
    if (id === undefined) throw new Error(`pets.json notes make a pet a form of "${name}", which is no pet of the data`);
    return id;
  }
  return null;
}

/**
 * A clause of a pet's notes that is the data's remark on itself, not on what the pet does: a name-only pet, its hatch
 * range, a form of another pet, how it is obtained (obtainNoteOf reads those), what a copy of the game's files said,
 * what the research asks of the site's weight calculator, a developer's pet.
 */
const REMARK =
  /^(?:name only:|hatch base-weight range not in data|not a separate species$|flagged Unobtainable|no ability text listed|obtained from |game (?:PetUtilities|PetList copy)|affects the weight calculator:|developer pet$)/;

/**
 * What a pet's abilities do, as its notes summarise them (a fan pet database's words, or a copy of the game's), one
 * clause each, with the data's "->" written as an arrow; none where the notes say nothing of it.
 */
export function abilityNotesOf(notes: string | null): string[] {
  return clausesOf(notes)
    .filter((clause) => !REMARK.test(clause) && !VARIANT_OF.test(clause))
    .map((clause) => clause.replaceAll(' -> ', ' → '));
}

const notesById = new Map(file.pets.map((record) => [record.id, record.notes]));

/*
 * An ability's clause as a page quotes it is read by quoteResearch (researchQuote.ts): each decimal typed into it a
 * {{placeholder}}, written by the build in each language («0,1 kg»). Written by hand here: a clause whose number a name
 * says better than its kind ({{weight}}, not {{number}}); a test fails on an entry the reader gives.
 */
export const ABILITY_PLAYER_NOTES: Readonly<Record<string, PlayerNote>> = {
  'resets a pet to age 1 and adds 0.1 kg base weight (below a cap)': {
    text: 'resets a pet to age 1 and adds {{weight}} kg base weight (below a cap)',
    values: { weight: { number: 0.1 } },
  },
};

/** What `pet`'s abilities do, from its record's notes (abilityNotesOf), each as a player reads it. */
export function abilityNotes(pet: Pick<Pet, 'id'>): PlayerNote[] {
  return abilityNotesOf(notesById.get(pet.id) ?? null).map((clause) =>
    Object.hasOwn(ABILITY_PLAYER_NOTES, clause) ? ABILITY_PLAYER_NOTES[clause]! : quoteResearch(clause),
  );
}

/*
 * What the research found a source making up: a source of the data's meta.sourceKeys whose note calls it "fabricated"
 * or "invented" (the ZYLOHUB dataset, "partly fabricated"), and an egg entry whose source says so ("LOW trust: same file
 * fabricates other eggs"). The data keeps their figures for the record; the site shows none of them and cites no such
 * source, so a fact known only from one stays unknown (docs/game-data.md).
 */
const MADE_UP = /fabricat|invent/i;

const madeUpSources: ReadonlySet<string> = new Set(
  Object.entries(file.meta.sourceKeys).flatMap(([key, note]) => (MADE_UP.test(note) ? [key] : [])),
);

/**
 * A pet's record without what a made-up source gives: its egg entries, the citation, and the grades of its eggs and
 * chances where no egg is left (they graded the entries left out). Such a source gives egg entries only (ZYLOHUB's note:
 * "Beanpod Egg odds only"); a pet citing one for anything else would be news in the data, and fails the build.
 */
function withoutMadeUp(record: PetRecord): PetRecord {
  const eggs = record.eggs.filter((egg) => !MADE_UP.test(egg.source));
  const sources = record.sources.filter((source) => !madeUpSources.has(source));
  const dropsEggs = eggs.length < record.eggs.length;
  if (dropsEggs !== sources.length < record.sources.length) {
    const news = dropsEggs ? 'has an egg entry from a made-up source it does not cite' : 'cites a made-up source for no egg entry';
    throw new Error(`pets.json ${record.id} ${news}`);
  }
  if (!dropsEggs) return record;
  const confidence = eggs.length > 0 ? record.confidence : { ...record.confidence, egg: 'unknown', hatchChance: 'unknown' };
  return { ...record, eggs, sources, confidence };
}

export const pets: readonly Pet[] = Object.freeze(
  file.pets.map(withoutMadeUp).map((record) =>
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
      defaultHunger: record.defaultHunger,
      confidence: Object.freeze({ ...record.confidence }),
      sources: Object.freeze([...record.sources]),
      variantOf: variantOfNotes(record.notes),
      knownByNameOnly: Object.entries(record.confidence).every(([field, grade]) => field === 'name' || grade.startsWith('unknown')),
    }),
  ),
);

const petById = new Map(pets.map((pet) => [pet.id, pet]));

export function findPet(id: string): Pet | undefined {
  return petById.get(id);
}

/**
 * The pet `pet` is a variant of, then pets that share an egg with it, then pets of its rarity, each once and never the
 * pet itself.
 */
export function relatedPets(pet: Pet, limit: number): Pet[] {
  const eggs = new Set(pet.eggs.map((egg) => egg.egg));
  const variantOf = pet.variantOf === null ? [] : [findPet(pet.variantOf)!];
  const sameEgg = pets.filter((other) => other !== pet && other.eggs.some((egg) => eggs.has(egg.egg)));
  const sameRarity = pet.rarity === null ? [] : pets.filter((other) => other !== pet && other.rarity === pet.rarity);
  return [...new Set([...variantOf, ...sameEgg, ...sameRarity])].slice(0, limit);
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

/** "(~Aug 2025)" in the data's note on the range → "2025-08". */
export function eggDataMonth(note: string): string {
  const month = dataMonthIn(note);
  if (month === null) throw new Error(`pets.json baseWeightRangeNote says not when the egg data is from: ${note}`);
  return month.month;
}

/** The month a note of the data's meta gives, at `group`.`key` ("game PetList copy, Aug 2025"); throws where it gives none. */
function metaMonth(group: 'fieldNotes' | 'sourceKeys', key: string): DataMonth {
  const note = file.meta[group][key];
  const month = typeof note === 'string' ? dataMonthIn(note) : null;
  if (month === null) throw new Error(`pets.json ${group}.${key} says not when it is from: ${String(note)}`);
  return month;
}

/**
 * The data's notes on its sources (`meta.sourceKeys`), each naming a copy and, most, when it is from ("file id
 * 52640469436 (community pet-gifting script, ~Apr 2026)"): the egg data cites some of those copies "via research
 * pets.json" without their dates (game/sourceDates.ts eggSourceDate).
 */
export const PET_SOURCE_NOTES: readonly string[] = Object.freeze(Object.values(file.meta.sourceKeys).filter((note) => !MADE_UP.test(note)));

/** The month of the game copy every base sell price of the data comes from (the note on the field). */
export const SELL_PRICE_AS_OF: DataMonth = metaMonth('fieldNotes', 'sellPrice');

/**
 * One egg a pet hatches from, with its chance there, how sure the source of that chance is and when it is from. The
 * pet's own record gives most; where it lists no chance, the egg data may (a fan page's Gem Egg odds, low confidence),
 * and an egg the egg data says hatches the pet is listed too, so a pet page says what the egg's page says.
 */
export interface PetEggOdds {
  readonly egg: string;
  /** The egg's id in the egg data (its page); null for an egg only the pet data names. */
  readonly eggId: string | null;
  /** The pet's chance in the egg in percent; null when no source gives one the data stands by. */
  readonly chancePercent: number | null;
  /** How sure the source of the chance is, in the data's words ("high (as of ~Aug 2025)", "low"); null without one. */
  readonly chanceConfidence: string | null;
  /** When the chance is from, where the data says; null when it does not. */
  readonly chanceAsOf: DataMonth | null;
  /**
   * Where the chance comes from, as the egg's page says it (shopFacts.ts eggOddsSource): the egg data's source where the
   * chance is that data's (its own, or the pet's record's same figure); not known for a chance only the pet's record
   * gives; null without a chance.
   */
  readonly chanceSource: EggOddsSource | null;
  /** How sure it is that the egg hatches the pet, where only the egg data says so; null where the pet's record does. */
  readonly listedByEggData: string | null;
}

/** The research's confidence levels in the pet data's words, for a level read from the egg data. */
const CONFIDENCE_WORDS = { high: 'high', medium: 'medium', low: 'low', none: 'unknown' } as const;

/**
 * The confidence of a chance both the pet's record and the egg's give: the egg data's when it grades the egg's odds in
 * their own words and lower. The two research files grade the same fan figure differently (Robin's 55 % in the Fall Egg:
 * "medium (web page)" in the pet's record, "low (odds)" in the egg's, which the shop research's confidence table
 * confirms), and a pet's page should not be surer of it than its egg's page. An egg's grade of its whole record
 * ("medium") is not about the odds, and leaves the pet's grade as it is.
 */
function lowerOddsConfidence(own: string | null, egg: EggRecord): string | null {
  const eggOdds = confidenceParts(egg.confidence).find((part) => part.aspects.includes('odds'))?.level;
  const ownLevel = confidenceParts(own ?? '')[0]?.level;
  if (eggOdds === undefined || ownLevel === undefined) return own;
  return CONFIDENCES.indexOf(eggOdds) > CONFIDENCES.indexOf(ownLevel) ? CONFIDENCE_WORDS[eggOdds] : own;
}

/**
 * Whether a pet's chance is the egg data's: the pet data writes it to four decimals, the egg data's is exact (its odds
 * over their total), so the two agree to within half the last decimal.
 */
function sameChance(eggData: number | null, petData: number): boolean {
  return eggData !== null && Math.abs(eggData - petData) <= 0.00005;
}

/** The eggs that hatch `pet`, from its own record and the egg data, each once, with the chance each source stands by. */
export function petEggOdds(pet: Pet, eggs: readonly EggRecord[]): PetEggOdds[] {
  const fromEggData = new Map(eggsHatching(eggs, pet.id).map((hatch) => [hatch.egg.name, hatch]));
  const eggDataWords = (egg: EggRecord, aspect: 'odds' | 'pets') => {
    const level = confidenceFor(egg.confidence, aspect);
    return level === null ? 'unknown' : CONFIDENCE_WORDS[level];
  };
  const own = pet.eggs.map((entry): PetEggOdds => {
    const other = fromEggData.get(entry.egg);
    const eggId = other?.egg.id ?? null;
    if (entry.chancePercent !== null) {
      const own = pet.confidence.hatchChance ?? null;
      const eggData = other !== undefined && sameChance(other.chancePercent, entry.chancePercent) ? other.egg : null;
      return {
        egg: entry.egg,
        eggId,
        chancePercent: entry.chancePercent,
        chanceConfidence: eggData === null ? own : lowerOddsConfidence(own, eggData),
        chanceAsOf: dataMonthIn(own ?? ''),
        chanceSource: eggData === null ? { kind: 'unknown' } : eggOddsSource(eggData),
        listedByEggData: null,
      };
    }
    if (other === undefined || other.chancePercent === null) {
      return {
        egg: entry.egg,
        eggId,
        chancePercent: null,
        chanceConfidence: null,
        chanceAsOf: null,
        chanceSource: null,
        listedByEggData: null,
      };
    }
    return {
      egg: entry.egg,
      eggId,
      chancePercent: other.chancePercent,
      chanceConfidence: eggDataWords(other.egg, 'odds'),
      chanceAsOf: null,
      chanceSource: eggOddsSource(other.egg),
      listedByEggData: null,
    };
  });
  const named = new Set(pet.eggs.map((entry) => entry.egg));
  const onlyInEggData = [...fromEggData.values()]
    .filter((hatch) => !named.has(hatch.egg.name))
    .map((hatch): PetEggOdds => ({
      egg: hatch.egg.name,
      eggId: hatch.egg.id,
      chancePercent: hatch.chancePercent,
      chanceConfidence: hatch.chancePercent === null ? null : eggDataWords(hatch.egg, 'odds'),
      chanceAsOf: null,
      chanceSource: hatch.chancePercent === null ? null : eggOddsSource(hatch.egg),
      listedByEggData: eggDataWords(hatch.egg, 'pets'),
    }));
  const odds = [...own, ...onlyInEggData];
  // A page dates a pet's chances once; chances of two dates (or dated and undated) would be news in the data.
  const dates = new Set(odds.filter((egg) => egg.chancePercent !== null).map((egg) => JSON.stringify(egg.chanceAsOf)));
  if (dates.size > 1) throw new Error(`${pet.id}: its egg chances are of more than one date (${[...dates].join(', ')})`);
  return odds;
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

/**
 * How a pet is got, as its notes say: where a guide on the web says (`How`: the note as a player reads it, or a page's
 * translations of it), or that the game marks it unobtainable.
 */
export type PetObtainNote<How = PlayerNote> =
  { readonly kind: 'page'; readonly how: How } | { readonly kind: 'unobtainable'; readonly asOf: DataMonth };

const OBTAINED_FROM_PAGE = /^obtained from (.+) \(web page\)$/;
const UNOBTAINABLE = /^flagged Unobtainable in game PetList copy$/;

/** The month of the copy of the game's pet list the data reads (its source key's note: "content ~Aug 2025"). */
const PET_LIST_COPY_AS_OF: DataMonth = metaMonth('sourceKeys', 'gamePetListCopy2025');

/**
 * The names a guide's words on how a pet is got give their values, where not their kinds' (quoteResearch): a
 * percentage there is the chance of the chest or pack ("Nutty Chest (45.5%)").
 */
const OBTAIN_VALUE_NAMES: QuotedValueNames = { percent: 'chance' };

/** How a pet is got, where its notes say so (a guide's "obtained from …", the game's Unobtainable flag); null elsewhere. */
export function obtainNoteOf(notes: string | null): PetObtainNote | null {
  for (const clause of clausesOf(notes)) {
    const how = OBTAINED_FROM_PAGE.exec(clause)?.[1];
    if (how !== undefined)
      // As a player reads them: without the citation ("per the page"), each value a {{placeholder}} ("({{chance}})").
      return { kind: 'page', how: quoteResearch(how, OBTAIN_VALUE_NAMES) };
    if (UNOBTAINABLE.test(clause)) return { kind: 'unobtainable', asOf: PET_LIST_COPY_AS_OF };
  }
  return null;
}

/** How `pet` is got, from its record's notes (obtainNoteOf). */
export function obtainNote(pet: Pick<Pet, 'id'>): PetObtainNote | null {
  return obtainNoteOf(notesById.get(pet.id) ?? null);
}

// Validated against PetPassiveNumbersFileSchema at build and test time.
const passiveNumbers = passiveNumbersFile as PetPassiveNumbersFile;

/** The day of the game's data the level-1 numbers of pets' abilities come from. */
export const PASSIVE_NUMBERS_AS_OF: string = passiveNumbers.meta.asOf;

/**
 * What each of `pet`'s abilities does at level 1 with the game's numbers, in the order of its abilities: each effect's
 * sentence with its numbers as {{placeholders}}, their values given once by the data; `effect` is null for an
 * ability the data gives no numbers for, so a page that shows some of them can say which are unknown.
 */
export function passiveNumbersOf(pet: Pick<Pet, 'name' | 'passives'>): { passive: string; effect: PlayerNote | null }[] {
  return pet.passives.flatMap((passive): { passive: string; effect: PlayerNote | null }[] => {
    const effects = passiveNumbers.passives
      .filter((record) => record.passive === passive && record.pets.includes(pet.name))
      .map(({ effect, values }) => ({ passive, effect: { text: effect, values: values ?? NO_VALUES } }));
    return effects.length === 0 ? [{ passive, effect: null }] : effects;
  });
}
