/*
 * Build/test-time validation of the JSON data files with valibot.
 *
 * Runtime engine modules must not import this file except with `import type`: valibot must stay out of the browser
 * bundle (checked by bundleBoundary.test.ts). The data is validated by `scripts/validate-game-data.ts` and by the
 * unit tests instead of on every page load.
 */
import * as v from 'valibot';
import { idOf } from './ids';
import {
  CONFIDENCES,
  CURRENCIES,
  HARVESTS,
  ITEM_RARITIES,
  MUTATION_GROUPS,
  MUTATION_SOURCE_KINDS,
  OFFLINE_COUNTDOWNS,
  PET_RARITIES,
  SHOP_KEYS,
  TIERS,
  VARIANT_IDS,
} from './types';

const ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const text = (field: string) =>
  v.pipe(
    v.string((issue) => `${field} must be a string (got ${issue.received})`),
    v.nonEmpty(`${field} must not be empty`),
  );

const id = (field: string) =>
  v.pipe(
    text(field),
    v.regex(ID_PATTERN, (issue) => `${field} must be a lowercase-hyphen id (got ${issue.received})`),
  );

const finiteNumber = (field: string) =>
  v.pipe(
    v.number((issue) => `${field} must be a number (got ${issue.received})`),
    v.finite((issue) => `${field} must be finite (got ${issue.received})`),
  );

const positive = (field: string) =>
  v.pipe(
    finiteNumber(field),
    v.gtValue(0, (issue) => `${field} must be greater than 0 (got ${issue.received})`),
  );

const nonNegative = (field: string) =>
  v.pipe(
    finiteNumber(field),
    v.minValue(0, (issue) => `${field} must not be negative (got ${issue.received})`),
  );

/** A day (YYYY-MM-DD), or null where the data does not know it. */
const nullableDate = (field: string) => v.nullable(v.pipe(text(field), v.regex(DAY_PATTERN, `${field} must be a date written YYYY-MM-DD`)));

export const CropRecordSchema = v.object({
  id: id('id'),
  name: text('name'),
  tier: v.nullable(v.picklist(TIERS, (issue) => `tier must be one of ${TIERS.join(', ')} or null (got ${issue.received})`)),
  category: text('category'),
  seedPrice: v.nullable(nonNegative('seedPrice')),
  obtainable: v.nullable(v.boolean((issue) => `obtainable must be a boolean or null (got ${issue.received})`)),
  harvest: v.nullable(v.picklist(HARVESTS, (issue) => `harvest must be single, multi or null (got ${issue.received})`)),
  firstSeen: nullableDate('firstSeen'),
  removed: nullableDate('removed'),
  eventForms: v.array(text('eventForms[]')),
  baseValue: positive('baseValue'),
  baseWeight: positive('baseWeight'),
  minWeight: positive('minWeight'),
  averageWeight: v.nullable(positive('averageWeight')),
  hugeChance: v.pipe(
    nonNegative('hugeChance'),
    v.maxValue(1, (issue) => `hugeChance must be at most 1 (got ${issue.received})`),
  ),
  hugeChanceOneIn: v.nullable(
    v.pipe(
      positive('hugeChanceOneIn'),
      v.integer((issue) => `hugeChanceOneIn must be an integer (got ${issue.received})`),
    ),
  ),
  priceFloorWeight: positive('priceFloorWeight'),
  priceFloorValue: positive('priceFloorValue'),
  sources: v.array(text('sources[]')),
  notes: v.nullable(v.string()),
  /**
   * Null but on a crop kept with the wiki's numbers (no `game:` source) that the history of the game's exports holds
   * with other numbers: the first and last export that held it, and its numbers there. Written by the data import
   * (null rather than absent, as every other fact a record lacks: the browser's data writes the crops as columns).
   */
  gameFilesEntry: v.nullable(
    v.object({
      firstSeen: v.nonNullable(nullableDate('gameFilesEntry.firstSeen')),
      lastSeen: v.nonNullable(nullableDate('gameFilesEntry.lastSeen')),
      baseWeight: positive('gameFilesEntry.baseWeight'),
      baseValue: positive('gameFilesEntry.baseValue'),
      hugeChanceOneIn: positive('gameFilesEntry.hugeChanceOneIn'),
    }),
  ),
});

export type CropRecord = v.InferOutput<typeof CropRecordSchema>;

export const CropsFileSchema = v.pipe(
  v.array(CropRecordSchema, 'crops.json must be an array of crops'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'crop', 'id')) addIssue({ message });
  }),
);

const VariantRecordSchema = v.object({
  id: v.picklist(VARIANT_IDS, (issue) => `id must be one of ${VARIANT_IDS.join(', ')} (got ${issue.received})`),
  name: text('name'),
  multiplier: positive('multiplier'),
  rollWeight: v.nullable(nonNegative('rollWeight')),
  notes: v.optional(v.nullable(v.string())),
});

const MutationRecordSchema = v.object({
  id: id('id'),
  name: text('name'),
  gameKey: text('gameKey'),
  group: v.picklist(MUTATION_GROUPS, (issue) => `group must be one of ${MUTATION_GROUPS.join(', ')} (got ${issue.received})`),
  multiplier: positive('multiplier'),
  conflictsWith: v.array(id('conflictsWith[]')),
  notes: v.nullable(v.string()),
  inSpecList: v.boolean((issue) => `inSpecList must be a boolean (got ${issue.received})`),
  // False for a mutation the game's files hold but no source says how it combines: it combines with nothing.
  rulesKnown: v.boolean((issue) => `rulesKnown must be a boolean (got ${issue.received})`),
  firstSeen: nullableDate('firstSeen'),
});

export type MutationRecord = v.InferOutput<typeof MutationRecordSchema>;

const confidence = (field: string) =>
  v.picklist(CONFIDENCES, (issue) => `${field} must be one of ${CONFIDENCES.join(', ')} (got ${issue.received})`);

const CropOriginSchema = v.object({
  id: id('id'),
  name: text('name'),
  origin: v.nullable(text('origin')),
  confidence: confidence('confidence'),
  sources: v.array(text('sources[]')),
});

export const CropOriginsFileSchema = v.pipe(
  v.array(CropOriginSchema, 'crop-origins.json must be an array of crops'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'crop', 'id')) addIssue({ message });
  }),
);

export type CropOriginRecord = v.InferOutput<typeof CropOriginSchema>;

const MutationSourceSchema = v.object({
  id: id('id'),
  name: text('name'),
  gameKey: text('gameKey'),
  obtainedBy: v.array(
    v.object({
      kind: v.picklist(
        MUTATION_SOURCE_KINDS,
        (issue) => `obtainedBy[].kind must be one of ${MUTATION_SOURCE_KINDS.join(', ')} (got ${issue.received})`,
      ),
      name: text('obtainedBy[].name'),
      notes: v.optional(v.string()),
    }),
  ),
  visual: v.nullable(v.string()),
  confidence: confidence('confidence'),
  sources: v.array(text('sources[]')),
  notes: v.optional(v.string()),
});

export const MutationSourcesFileSchema = v.pipe(
  v.array(MutationSourceSchema, 'mutation-sources.json must be an array of mutations'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'mutation', 'id')) addIssue({ message });
  }),
);

export type MutationSourceRecord = v.InferOutput<typeof MutationSourceSchema>;

const wholeSheckles = (field: string) =>
  v.pipe(
    positive(field),
    v.integer((issue) => `${field} must be a whole number (got ${issue.received})`),
  );

export const PublishedValuesFileSchema = v.pipe(
  v.object({
    about: text('about'),
    source: text('source'),
    crops: v.array(
      v.object({
        name: text('name'),
        cropId: id('cropId'),
        priceFloorValue: wholeSheckles('priceFloorValue'),
        averageValue: wholeSheckles('averageValue'),
        priceFloorWeightKg: positive('priceFloorWeightKg'),
        averageWeightKg: positive('averageWeightKg'),
      }),
    ),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of duplicateMessages(dataset.value.crops, 'crop', 'cropId')) addIssue({ message });
  }),
);

export type PublishedValuesFile = v.InferOutput<typeof PublishedValuesFileSchema>;

const gameKeyList = (field: string) => v.array(text(`${field}[]`));

const FusionRecordSchema = v.object({
  requires: v.pipe(
    v.array(v.pipe(gameKeyList('requires[]'), v.nonEmpty('a requirement group must not be empty'))),
    v.nonEmpty('requires must not be empty'),
  ),
  removes: gameKeyList('removes'),
});

const MaxMutationSetSchema = v.object({
  mutations: v.array(id('mutations[]')),
  mutMulti: positive('mutMulti'),
  totalMultiplier: positive('totalMultiplier'),
});

export const MutationsFileSchema = v.pipe(
  v.object({
    variants: v.array(VariantRecordSchema),
    mutations: v.array(MutationRecordSchema),
    rules: v.array(v.string()),
    combos: v.object({
      chains: v.record(v.string(), v.pipe(gameKeyList('chain'), v.minLength(2, 'a chain needs at least two mutations'))),
      fusions: v.record(v.string(), FusionRecordSchema),
    }),
    maxMutation: v.object({
      ...MaxMutationSetSchema.entries,
      description: v.string(),
      variant: v.picklist(VARIANT_IDS),
      withDawnbound: MaxMutationSetSchema,
      excluded: v.record(v.string(), v.string()),
    }),
    sources: v.array(v.string()),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of mutationReferenceMessages(dataset.value)) addIssue({ message });
  }),
);

export type MutationsFile = v.InferOutput<typeof MutationsFileSchema>;
export type ChainRecords = MutationsFile['combos']['chains'];
export type FusionRecords = MutationsFile['combos']['fusions'];
export type VariantRecord = v.InferOutput<typeof VariantRecordSchema>;

const weightRange = (field: string) =>
  v.nullable(
    v.pipe(
      v.tuple([positive(`${field}[0]`), positive(`${field}[1]`)]),
      v.check(([min, max]) => min <= max, `${field} must be [min, max]`),
    ),
  );
const share = (field: string) =>
  v.nullable(
    v.pipe(
      nonNegative(field),
      v.maxValue(1, (issue) => `${field} must be at most 1 (got ${issue.received})`),
    ),
  );
const percent = (field: string) =>
  v.nullable(
    v.pipe(
      nonNegative(field),
      v.maxValue(100, (issue) => `${field} must be at most 100 (got ${issue.received})`),
    ),
  );

const PetEggSchema = v.object({
  egg: text('egg'),
  itemOdd: v.nullable(nonNegative('itemOdd')),
  totalOdds: v.nullable(positive('totalOdds')),
  chancePercent: percent('chancePercent'),
  hatchTimeSeconds: v.nullable(nonNegative('hatchTimeSeconds')),
  baseWeightRangeKg: weightRange('baseWeightRangeKg'),
  hugeChance: share('hugeChance'),
  source: text('source'),
});

export const PetRecordSchema = v.object({
  id: id('id'),
  name: text('name'),
  rarity: v.nullable(
    v.picklist(PET_RARITIES, (issue) => `rarity must be one of ${PET_RARITIES.join(', ')} or null (got ${issue.received})`),
  ),
  eggs: v.array(PetEggSchema),
  hatchChance: percent('hatchChance'),
  baseWeightRangeKg: weightRange('baseWeightRangeKg'),
  hugeChance: share('hugeChance'),
  // null: no source says (a pet the data knows by name only); the game's rule is not lent to it.
  growsWithAge: v.nullable(v.boolean((issue) => `growsWithAge must be a boolean or null (got ${issue.received})`)),
  passives: v.array(text('passives[]')),
  notes: v.nullable(v.string()),
  sellPrice: v.nullable(nonNegative('sellPrice')),
  defaultHunger: v.nullable(nonNegative('defaultHunger')),
  firstSeen: nullableDate('firstSeen'),
  confidence: v.record(v.string(), text('confidence')),
  sources: v.array(text('sources[]')),
});

export type PetRecord = v.InferOutput<typeof PetRecordSchema>;

export const PetsFileSchema = v.pipe(
  v.object({
    meta: v.looseObject({
      globalFacts: v.looseObject({
        baseWeightRangeKg: v.tuple([positive('baseWeightRangeKg[0]'), positive('baseWeightRangeKg[1]')]),
        // The pet pages date the range by the egg data it was read from, as this note writes it (game/pets.ts).
        baseWeightRangeNote: text('baseWeightRangeNote'),
        maxAge: positive('maxAge'),
      }),
      // Notes on fields and on source keys: the pages date facts by them and leave out a source they call made up.
      fieldNotes: v.record(v.string(), text('fieldNotes')),
      sourceKeys: v.record(v.string(), text('sourceKeys')),
    }),
    pets: v.array(PetRecordSchema, 'pets must be an array of pets'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of duplicateMessages(dataset.value.pets, 'pet', 'id')) addIssue({ message });
  }),
);

export type PetsFile = v.InferOutput<typeof PetsFileSchema>;

/** A year, a month, a day or a UTC time (2025-12-27T18:00Z), or an interval of two ("a/b"), as a note's date is held. */
const NOTE_DATE = /^\d{4}(?:-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}Z)?)?)?(?:\/\d{4}(?:-\d{2}(?:-\d{2}(?:T\d{2}:\d{2}Z)?)?)?)?$/;

const PLACEHOLDER_NAME = v.pipe(v.string(), v.regex(/^\w+$/));

/** The dates a record's notes name, by their {{placeholder}} (ISO 8601; the build writes them in each language). */
const noteDates = (field: string) =>
  v.optional(v.record(PLACEHOLDER_NAME, v.pipe(text(`${field}{}`), v.regex(NOTE_DATE, `${field}{} must be an ISO 8601 date or interval`))));

/** The amounts, percentages, other numbers, multipliers and ranges a record's notes name, by their {{placeholder}} (noteValues.ts). */
const noteNumbers = (field: string) =>
  v.optional(
    v.record(
      PLACEHOLDER_NAME,
      v.union(
        [
          // Written with no decimals (a price, a count of a currency): a fraction would be shown rounded.
          v.strictObject({ amount: v.pipe(nonNegative(`${field}{}.amount`), v.integer(`${field}{}.amount must be a whole number`)) }),
          v.strictObject({ percent: nonNegative(`${field}{}.percent`), signed: v.optional(v.literal(true)) }),
          v.strictObject({ number: finiteNumber(`${field}{}.number`), signed: v.optional(v.literal(true)) }),
          v.strictObject({ multiplier: positive(`${field}{}.multiplier`) }),
          // A range runs upwards: Intl writes two equal ends as an approximate number («~5»).
          v.pipe(
            v.strictObject({ from: finiteNumber(`${field}{}.from`), to: finiteNumber(`${field}{}.to`) }),
            v.check((range) => range.from < range.to, `${field}{}.from must be less than its .to`),
          ),
        ],
        `${field}{} must be an amount, a percent, a number, a multiplier or a range`,
      ),
    ),
  );

/** What some pets' abilities do at level 1 with the game's numbers (pet-passive-numbers.json), each named as pets.json names it. */
export const PetPassiveNumbersFileSchema = v.object({
  meta: v.looseObject({
    asOf: v.pipe(text('meta.asOf'), v.regex(DAY_PATTERN, 'meta.asOf must be a date written YYYY-MM-DD')),
    source: text('meta.source'),
    confidence: text('meta.confidence'),
  }),
  passives: v.array(
    v.object({
      passive: text('passive'),
      pets: v.pipe(v.array(text('pets[]')), v.minLength(1, 'pets must name at least one pet')),
      effect: text('effect'),
      /** The numbers `effect` names (percentages, decimals, a multiplier), by their {{placeholder}}. */
      values: noteNumbers('values'),
    }),
  ),
});

export type PetPassiveNumbersFile = v.InferOutput<typeof PetPassiveNumbersFileSchema>;
const numbersOf = (field: string) =>
  v.object({
    baseWeight: v.optional(positive(`${field}.baseWeight`)),
    baseValue: v.optional(positive(`${field}.baseValue`)),
    hugeChanceOneIn: v.optional(positive(`${field}.hugeChanceOneIn`)),
    multiplier: v.optional(positive(`${field}.multiplier`)),
  });

/** One dated change of the game's files, as the data import recorded it (changelog.json). */
export const ChangelogEntrySchema = v.object({
  /** When the game's files changed: the history's date where it has one, else the export's. */
  date: v.pipe(text('date'), v.regex(DAY_PATTERN, 'date must be a date written YYYY-MM-DD')),
  /** The date of the export whose import recorded the change. */
  recorded: v.pipe(text('recorded'), v.regex(DAY_PATTERN, 'recorded must be a date written YYYY-MM-DD')),
  item: v.picklist(['crop', 'mutation', 'pet'], (issue) => `item must be crop, mutation or pet (got ${issue.received})`),
  change: v.picklist(
    ['added', 'changed', 'removed', 'returned'],
    (issue) => `change must be added, changed, removed or returned (got ${issue.received})`,
  ),
  id: id('id'),
  name: text('name'),
  before: v.optional(numbersOf('before')),
  after: v.optional(numbersOf('after')),
});

export type ChangelogEntry = v.InferOutput<typeof ChangelogEntrySchema>;

export const ChangelogFileSchema = v.object({
  about: text('about'),
  entries: v.array(ChangelogEntrySchema),
});

export type ChangelogFile = v.InferOutput<typeof ChangelogFileSchema>;

/** Which export the data holds: data-version.json, written by the data import. */
export const DataVersionSchema = v.object({
  /** The export's date: the game as of this day. */
  exported: v.pipe(text('exported'), v.regex(DAY_PATTERN, 'exported must be a date written YYYY-MM-DD')),
  source: text('source'),
  /** The first export the history holds: an item already in it is "in the game's files before" this date. */
  firstExport: nullableDate('firstExport'),
});

export type DataVersion = v.InferOutput<typeof DataVersionSchema>;

/* The shop data (data/shops/*.json): eggs, gear, the seed shop, the restock clocks and the weathers. */

const wholeNumber = (field: string) =>
  v.pipe(
    finiteNumber(field),
    v.integer((issue) => `${field} must be a whole number (got ${issue.received})`),
  );

/** A research confidence as written, which may grade parts of a record ("high (price) / low (odds)"). */
const researchConfidence = (field: string) => text(field);

const currency = (field: string) =>
  v.nullable(v.picklist(CURRENCIES, (issue) => `${field} must be one of ${CURRENCIES.join(', ')} or null (got ${issue.received})`));

const itemRarity = (field: string) =>
  v.picklist(ITEM_RARITIES, (issue) => `${field} must be one of ${ITEM_RARITIES.join(', ')} (got ${issue.received})`);

const shopKey = (field: string) =>
  v.picklist(SHOP_KEYS, (issue) => `${field} must be one of ${SHOP_KEYS.join(', ')} (got ${issue.received})`);

/** The game's StockChance field as the shop data holds it: a whole number from 1 up (what it means: shops.ts). */
const stockChance = (field: string) =>
  v.nullable(
    v.pipe(
      wholeNumber(field),
      v.minValue(1, (issue) => `${field} must be at least 1 (got ${issue.received})`),
    ),
  );

/** How many of an item one restock brings, [least, most]. */
const stockAmount = (field: string) =>
  v.nullable(
    v.pipe(
      v.tuple([
        v.pipe(nonNegative(`${field}[0]`), v.integer(`${field}[0] must be a whole number`)),
        v.pipe(nonNegative(`${field}[1]`), v.integer(`${field}[1] must be a whole number`)),
      ]),
      v.check(([least, most]) => least <= most, `${field} must be [least, most]`),
    ),
  );

/** A price must be known with its currency: a number without one cannot be shown or compared. */
const priceHasCurrency = <T extends { price: unknown; currency: unknown }>(entry: T) => entry.price === null || entry.currency !== null;
const PRICE_WITHOUT_CURRENCY = 'a price needs its currency';

/** A pet an egg hatches: `petId` is the pet's id in pets.json, null when pets.json has no pet of that name. */
const PetHatchSchema = v.strictObject({
  name: text('pets[].name'),
  petId: v.nullable(id('pets[].petId')),
  itemOdd: v.nullable(nonNegative('pets[].itemOdd')),
  chancePercent: percent('pets[].chancePercent'),
});

/** An egg an egg hatches (the Premium Primal Egg's Rainbow Premium Primal Egg): `eggId` is that egg's id. */
const EggHatchSchema = v.strictObject({
  name: text('pets[].name'),
  eggId: id('pets[].eggId'),
  itemOdd: v.nullable(nonNegative('pets[].itemOdd')),
  chancePercent: percent('pets[].chancePercent'),
});

export const EggRecordSchema = v.pipe(
  v.object({
    id: id('id'),
    name: text('name'),
    aliases: v.array(text('aliases[]')),
    /** One price, or for a Robux bundle the price of each bundle size ({ "1": 149, "3": 429, … }). */
    price: v.nullable(v.union([positive('price'), v.record(v.pipe(v.string(), v.regex(/^[1-9]\d*$/)), positive('price{}'))])),
    currency: currency('currency'),
    robuxFallbackPrice: v.nullable(positive('robuxFallbackPrice')),
    soldIn: v.nullable(text('soldIn')),
    /** The Pet Egg Shop's StockChance for this egg; null when the egg shop does not sell it. */
    eggShopStockChance: stockChance('eggShopStockChance'),
    obtain: text('obtain'),
    availability: v.nullable(text('availability')),
    /**
     * The dates the notes above name, each by its {{placeholder}} in them, as ISO 8601: a day, a month, or an interval
     * of days or UTC times ("a/b"). `eggShopCopies`: the copy, or the first and last copies, of the game's egg-shop
     * data that hold the egg (scripts/shop-player-notes.ts).
     */
    noteDates: noteDates('noteDates'),
    /** The amounts, percentages, other numbers and multipliers the notes name, by their {{placeholder}} (noteNumbers). */
    noteNumbers: noteNumbers('noteNumbers'),
    /** The citations the research wrote into the notes, taken out of their sentences as it wrote them. */
    noteSources: v.optional(v.array(text('noteSources[]'))),
    hatchTimeSeconds: v.nullable(positive('hatchTimeSeconds')),
    pets: v.array(v.union([PetHatchSchema, EggHatchSchema], 'pets[] must be a pet (with petId) or an egg (with eggId)')),
    petOddsSource: v.nullable(text('petOddsSource')),
    notes: v.nullable(v.string()),
    source: text('source'),
    confidence: researchConfidence('confidence'),
  }),
  v.check(priceHasCurrency, PRICE_WITHOUT_CURRENCY),
);

export type EggRecord = v.InferOutput<typeof EggRecordSchema>;
export type EggHatchRecord = EggRecord['pets'][number];

export const EggsFileSchema = v.pipe(
  v.array(EggRecordSchema, 'eggs.json must be an array of eggs'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'egg', 'id')) addIssue({ message });
  }),
);

export const GearRecordSchema = v.pipe(
  v.object({
    id: id('id'),
    name: text('name'),
    rarity: itemRarity('rarity'),
    price: v.nullable(positive('price')),
    currency: currency('currency'),
    soldIn: v.nullable(text('soldIn')),
    /** The restock clock of the shop that sells it; null when it is sold nowhere or that shop's clock is not known. */
    shopKey: v.nullable(shopKey('shopKey')),
    stockChance: stockChance('stockChance'),
    stockAmount: stockAmount('stockAmount'),
    effect: v.nullable(text('effect')),
    /** The numbers `effect` names, by their {{placeholder}} (scripts/shop-player-notes.ts). */
    noteNumbers: noteNumbers('noteNumbers'),
    stillSold: text('stillSold'),
    robuxFallbackPrice: v.nullable(positive('robuxFallbackPrice')),
    asOf: nullableDate('asOf'),
    notes: v.nullable(v.string()),
    source: text('source'),
    confidence: researchConfidence('confidence'),
  }),
  v.check(priceHasCurrency, PRICE_WITHOUT_CURRENCY),
);

export type GearRecord = v.InferOutput<typeof GearRecordSchema>;

export const GearFileSchema = v.pipe(
  v.array(GearRecordSchema, 'gear.json must be an array of gear'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'gear', 'id')) addIssue({ message });
  }),
);

export const SeedShopRecordSchema = v.pipe(
  v.object({
    name: text('name'),
    /** The crop the seed grows (crops.json); null when crops.json has no crop of that name. */
    cropId: v.nullable(id('cropId')),
    shop: text('shop'),
    shopKey: shopKey('shopKey'),
    rarity: v.nullable(itemRarity('rarity')),
    price: v.nullable(positive('price')),
    currency: currency('currency'),
    stockChance: stockChance('stockChance'),
    stockAmount: stockAmount('stockAmount'),
    shownInShop: v.nullable(v.boolean()),
    limited: v.nullable(v.boolean()),
    /** Friendship level an NPC must reach before the seed is sold ({ "Sam": 2 }). */
    npcLevelLock: v.nullable(v.record(text('npcLevelLock'), v.pipe(positive('npcLevelLock{}'), v.integer()))),
    robuxFallbackPrice: v.nullable(positive('robuxFallbackPrice')),
    /** The first shop-data copy that holds the seed, as researched ("<=2025-07-23": already in the oldest copy). */
    firstSeenInShopData: v.nullable(text('firstSeenInShopData')),
    history: v.nullable(v.array(text('history[]'))),
    asOf: text('asOf'),
    notes: v.nullable(v.string()),
    source: text('source'),
    confidence: researchConfidence('confidence'),
  }),
  v.check(priceHasCurrency, PRICE_WITHOUT_CURRENCY),
);

export type SeedShopRecord = v.InferOutput<typeof SeedShopRecordSchema>;

export const SeedShopFileSchema = v.pipe(
  v.array(SeedShopRecordSchema, 'seed-shop.json must be an array of seeds'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'seed', 'name')) addIssue({ message });
  }),
);

export const RestockRuleRecordSchema = v.pipe(
  v.object({
    key: shopKey('key'),
    shop: text('shop'),
    intervalSeconds: v.nullable(v.pipe(positive('intervalSeconds'), v.integer('intervalSeconds must be a whole number'))),
    /** Restocks fall on offsetSeconds + k × intervalSeconds of Unix time; null when the server picks the time. */
    offsetSeconds: v.nullable(v.pipe(nonNegative('offsetSeconds'), v.integer('offsetSeconds must be a whole number'))),
    alignedToUtc: v.nullable(v.boolean()),
    intervalConfidence: confidence('intervalConfidence'),
    alignmentConfidence: confidence('alignmentConfidence'),
    offlineCountdown: v.picklist(
      OFFLINE_COUNTDOWNS,
      (issue) => `offlineCountdown must be one of ${OFFLINE_COUNTDOWNS.join(', ')} (got ${issue.received})`,
    ),
    rule: text('rule'),
    clientFormula: text('clientFormula'),
    caveats: text('caveats'),
    /** The first and last day of the event the clock runs in; null for a shop that is not an event's. */
    eventWindow: v.nullable(
      v.object({
        start: v.nonNullable(nullableDate('eventWindow.start')),
        end: v.nonNullable(nullableDate('eventWindow.end')),
      }),
    ),
    source: text('source'),
    confidence: researchConfidence('confidence'),
  }),
  v.check(
    (rule) => rule.eventWindow === null || rule.eventWindow.start <= rule.eventWindow.end,
    'eventWindow must not end before it starts',
  ),
  v.check(
    (rule) => (rule.intervalSeconds === null) === (rule.offsetSeconds === null),
    'offsetSeconds and intervalSeconds must be both known or both null',
  ),
  v.check(
    (rule) => rule.intervalSeconds === null || rule.offsetSeconds === null || rule.offsetSeconds < rule.intervalSeconds,
    'offsetSeconds must be less than intervalSeconds',
  ),
  v.check(
    (rule) => rule.offlineCountdown === 'no' || (rule.intervalSeconds !== null && rule.alignedToUtc === true),
    'a countdown needs an interval aligned to UTC',
  ),
);

export type RestockRuleRecord = v.InferOutput<typeof RestockRuleRecordSchema>;

export const RestockFileSchema = v.pipe(
  v.array(RestockRuleRecordSchema, 'restock.json must be an array of restock rules'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'restock rule', 'key')) addIssue({ message });
    if (!dataset.typed) return;
    const keys = new Set(dataset.value.map((rule) => rule.key));
    for (const key of SHOP_KEYS) if (!keys.has(key)) addIssue({ message: `restock rule "${key}" is missing` });
  }),
);

export const WeatherRecordSchema = v.object({
  id: id('id'),
  name: text('name'),
  internalName: v.nullable(text('internalName')),
  kind: text('kind'),
  effects: v.nullable(text('effects')),
  duration: v.nullable(text('duration')),
  frequency: v.nullable(text('frequency')),
  /** The dates and numbers its notes name, by their {{placeholder}} (scripts/shop-player-notes.ts). */
  noteDates: noteDates('noteDates'),
  noteNumbers: noteNumbers('noteNumbers'),
  firstSeenInCommunityList: nullableDate('firstSeenInCommunityList'),
  inClientWeatherScripts2025_07: v.nullable(v.boolean()),
  source: text('source'),
  confidence: researchConfidence('confidence'),
  /**
   * For a weather whose game name is not known, what `name` describes: the event it comes with, as the game writes it,
   * and the month (scripts/shop-player-notes.ts). A page says it as a description, not as a name.
   */
  describedAs: v.optional(
    v.object({ event: text('describedAs.event'), month: v.pipe(text('describedAs.month'), v.regex(/^\d{4}-\d{2}$/)) }),
  ),
  /** The mutations the weather gives a fruit; `mutationId` is the mutation's id in mutations.json. */
  mutations: v.array(
    v.object({
      mutation: text('mutations[].mutation'),
      mutationId: id('mutations[].mutationId'),
      confidence: confidence('mutations[].confidence'),
    }),
  ),
});

export type WeatherRecord = v.InferOutput<typeof WeatherRecordSchema>;

export const WeatherFileSchema = v.pipe(
  v.array(WeatherRecordSchema, 'weather.json must be an array of weathers'),
  v.rawCheck(({ dataset, addIssue }) => {
    for (const message of duplicateMessages(dataset.value, 'weather', 'id')) addIssue({ message });
  }),
);

export type { PetRarity } from './types';

function duplicateMessages(entries: unknown, kind: string, key: string): string[] {
  if (!Array.isArray(entries)) return [];
  const firstIndex = new Map<unknown, number>();
  const messages: string[] = [];
  entries.forEach((entry: unknown, index) => {
    if (typeof entry !== 'object' || entry === null) return;
    const value = (entry as Record<string, unknown>)[key];
    if (typeof value !== 'string') return;
    const first = firstIndex.get(value);
    if (first === undefined) firstIndex.set(value, index);
    else messages.push(`duplicate ${kind} ${key} "${value}" (entries #${first} and #${index})`);
  });
  return messages;
}

function mutationReferenceMessages(file: {
  variants: readonly { id: string }[];
  mutations: readonly MutationRecord[];
  combos: { chains: ChainRecords; fusions: FusionRecords };
  maxMutation: { mutations: readonly string[]; withDawnbound: { mutations: readonly string[] }; excluded: Record<string, string> };
}): string[] {
  const messages = [
    ...duplicateMessages(file.variants, 'variant', 'id'),
    ...duplicateMessages(file.mutations, 'mutation', 'id'),
    ...duplicateMessages(file.mutations, 'mutation', 'gameKey'),
  ];
  for (const variantId of VARIANT_IDS) {
    if (!file.variants.some((variant) => variant.id === variantId)) messages.push(`variant "${variantId}" is missing`);
  }
  const ids = new Set(file.mutations.map((mutation) => mutation.id));
  const gameKeys = new Set(file.mutations.map((mutation) => mutation.gameKey));
  const checkKeys = (where: string, keys: readonly string[]) => {
    for (const key of keys) if (!gameKeys.has(key)) messages.push(`${where} names unknown mutation "${key}"`);
  };
  for (const [name, members] of Object.entries(file.combos.chains)) checkKeys(`chain rule "${name}"`, members);
  for (const [result, fusion] of Object.entries(file.combos.fusions)) {
    checkKeys(`fusion rule "${result}" (result)`, [result]);
    fusion.requires.forEach((group, index) => checkKeys(`fusion rule "${result}" requires[${index}]`, group));
    checkKeys(`fusion rule "${result}" removes`, fusion.removes);
  }
  for (const mutation of file.mutations) {
    for (const other of mutation.conflictsWith) {
      if (!ids.has(other)) messages.push(`mutation "${mutation.id}" conflictsWith names unknown mutation "${other}"`);
    }
  }
  const checkIds = (where: string, list: readonly string[]) => {
    for (const mutationId of list) if (!ids.has(mutationId)) messages.push(`${where} names unknown mutation "${mutationId}"`);
  };
  checkIds('maxMutation.mutations', file.maxMutation.mutations);
  checkIds('maxMutation.withDawnbound.mutations', file.maxMutation.withDawnbound.mutations);
  checkIds('maxMutation.excluded', Object.keys(file.maxMutation.excluded));
  return messages;
}

/** Crop-restriction table shape (see MUTATION_CROP_RESTRICTIONS in mutationData.ts); checked here so a typo in an id fails the build too. */
export type RestrictionTable = Readonly<Record<string, readonly string[]>>;

export interface GameDataInput {
  readonly crops: unknown;
  readonly mutations: unknown;
  readonly pets?: unknown;
  /** Checked against the pets: each pet it names is one, with that ability. */
  readonly petPassiveNumbers?: unknown;
  readonly changelog?: unknown;
  readonly dataVersion?: unknown;
  readonly cropOrigins?: unknown;
  readonly mutationSources?: unknown;
  readonly publishedValues?: unknown;
  readonly restrictions?: RestrictionTable;
  /** The shop data (data/shops/): checked with the crops, mutations and pets its records name. */
  readonly eggs?: unknown;
  readonly gear?: unknown;
  readonly seedShop?: unknown;
  readonly restock?: unknown;
  readonly weather?: unknown;
}

type EntryKind = 'crop' | 'mutation' | 'pet' | 'egg' | 'gear' | 'seed' | 'restock rule' | 'weather';

/** Parses one file, adding a readable line per problem; the parsed value when it is valid. */
function parseFile<const TSchema extends v.GenericSchema>(
  schema: TSchema,
  file: string,
  value: unknown,
  rootKind: EntryKind,
  messages: string[],
): v.InferOutput<TSchema> | undefined {
  const result = v.safeParse(schema, value);
  for (const issue of result.issues ?? []) messages.push(`${file}: ${describeIssue(issue, value, rootKind)}`);
  return result.success ? result.output : undefined;
}

/**
 * All problems found in the data, one readable line each, naming the file and the entry (empty when valid).
 */
export function checkGameData(input: GameDataInput): string[] {
  const messages: string[] = [];
  const crops = parseFile(CropsFileSchema, 'crops.json', input.crops, 'crop', messages);
  const mutations = parseFile(MutationsFileSchema, 'mutations.json', input.mutations, 'mutation', messages);
  const pets = input.pets === undefined ? undefined : parseFile(PetsFileSchema, 'pets.json', input.pets, 'pet', messages);
  // The browser's copy of pets.json leaves the ids out: the calculator works each out from the name (petRoster.ts).
  pets?.pets.forEach((pet, index) => {
    const problem = idProblem(pet);
    if (problem !== undefined) messages.push(`pets.json: ${entryLabel('pet', index, pet)}: ${problem}`);
  });
  const changelog =
    input.changelog === undefined ? undefined : parseFile(ChangelogFileSchema, 'changelog.json', input.changelog, 'crop', messages);
  if (input.dataVersion !== undefined) parseFile(DataVersionSchema, 'data-version.json', input.dataVersion, 'crop', messages);
  // Cross-references need every file they read; a broken one is reported once above, not again per reference.
  if (!crops || !mutations || (input.changelog !== undefined && !changelog)) return messages;
  const petIds = pets ? new Set(pets.pets.map((pet) => pet.id)) : undefined;

  const cropIds = new Set(crops.map((crop) => crop.id));
  const mutationIds = new Set(mutations.mutations.map((mutation) => mutation.id));
  if (changelog) {
    for (const entry of changelog.entries) {
      const known = entry.item === 'crop' ? cropIds : entry.item === 'mutation' ? mutationIds : petIds;
      if (known && !known.has(entry.id)) messages.push(`changelog.json: ${entry.item} "${entry.id}" (${entry.name}) is not in the data`);
    }
  }
  if (input.cropOrigins !== undefined) {
    const origins = parseFile(CropOriginsFileSchema, 'crop-origins.json', input.cropOrigins, 'crop', messages);
    for (const origin of origins ?? []) {
      if (!cropIds.has(origin.id)) messages.push(`crop-origins.json: unknown crop "${origin.id}"`);
    }
  }
  if (input.mutationSources !== undefined) {
    const sources = parseFile(MutationSourcesFileSchema, 'mutation-sources.json', input.mutationSources, 'mutation', messages);
    if (sources) {
      const described = new Set(sources.map((source) => source.id));
      for (const source of sources) {
        if (!mutationIds.has(source.id)) messages.push(`mutation-sources.json: unknown mutation "${source.id}"`);
      }
      for (const mutationId of mutationIds) {
        if (!described.has(mutationId)) messages.push(`mutation-sources.json: mutation "${mutationId}" has no entry`);
      }
    }
  }
  if (input.publishedValues !== undefined) {
    const published = parseFile(PublishedValuesFileSchema, 'published-values.json', input.publishedValues, 'crop', messages);
    for (const row of published?.crops ?? []) {
      if (!cropIds.has(row.cropId)) messages.push(`published-values.json: unknown crop "${row.cropId}" (${row.name})`);
    }
  }
  for (const [mutationId, allowed] of Object.entries(input.restrictions ?? {})) {
    if (!mutationIds.has(mutationId)) messages.push(`restrictions: unknown mutation "${mutationId}"`);
    for (const cropId of allowed) {
      if (!cropIds.has(cropId)) messages.push(`restrictions: mutation "${mutationId}" names unknown crop "${cropId}"`);
    }
  }
  if (input.petPassiveNumbers !== undefined) {
    const file = 'pet-passive-numbers.json';
    const numbers = parseFile(PetPassiveNumbersFileSchema, file, input.petPassiveNumbers, 'pet', messages);
    const petByName = new Map((pets?.pets ?? []).map((pet) => [pet.name, pet]));
    const seen = new Set<string>();
    for (const { passive, pets: named } of numbers?.passives ?? []) {
      for (const name of named) {
        const pair = `"${passive}" of "${name}"`;
        if (seen.has(pair)) messages.push(`${file}: ${pair} is given twice`);
        seen.add(pair);
        const pet = petByName.get(name);
        if (pets && !pet) messages.push(`${file}: "${passive}" names "${name}", which is no pet of pets.json`);
        else if (pet && !pet.passives.includes(passive)) messages.push(`${file}: pets.json gives "${name}" no ability "${passive}"`);
      }
    }
  }
  checkShopData(
    input,
    { crops: nameIndex(crops), mutations: nameIndex(mutations.mutations), pets: pets && nameIndex(pets.pets) },
    messages,
  );
  return messages;
}

/** Ids and names of one file's items, both ways. */
interface NameIndex {
  readonly nameById: ReadonlyMap<string, string>;
  readonly idByName: ReadonlyMap<string, string>;
}

function nameIndex(items: readonly { id: string; name: string }[]): NameIndex {
  return {
    nameById: new Map(items.map((item) => [item.id, item.name])),
    idByName: new Map(items.map((item) => [item.name, item.id])),
  };
}

/**
 * The problem with the id a shop record gives for a name it quotes, if any: the id must be that of the item of that
 * name, and may be null only when the file holds no item of that name (the record then stays unresolved, on purpose,
 * and shops.ts lists it).
 */
function referenceProblem(kind: string, name: string, claimedId: string | null, items: NameIndex, file: string): string | undefined {
  if (claimedId === null) {
    const knownId = items.idByName.get(name);
    return knownId === undefined ? undefined : `"${name}" is the ${kind} "${knownId}" in ${file}, but its id is not given`;
  }
  const knownName = items.nameById.get(claimedId);
  if (knownName === undefined) return `${kind} "${claimedId}" (${name}) is not in ${file}`;
  return knownName === name ? undefined : `${kind} "${claimedId}" is "${knownName}" in ${file}, not "${name}"`;
}

/** A pet's, egg's, gear's or weather's id is the id of its game name (ids.ts). */
function idProblem(record: { id: string; name: string }): string | undefined {
  const expected = idOf(record.name);
  return record.id === expected ? undefined : `id must be "${expected}", the id of its name`;
}

function checkShopData(
  input: GameDataInput,
  known: { crops: NameIndex; mutations: NameIndex; pets: NameIndex | undefined },
  messages: string[],
): void {
  const report = (file: string, label: string, problem: string | undefined) => {
    if (problem !== undefined) messages.push(`${file}: ${label}: ${problem}`);
  };
  if (input.eggs !== undefined) {
    const file = 'shops/eggs.json';
    const eggs = parseFile(EggsFileSchema, file, input.eggs, 'egg', messages) ?? [];
    const eggIndex = nameIndex(eggs);
    eggs.forEach((egg, index) => {
      const label = entryLabel('egg', index, egg);
      report(file, label, idProblem(egg));
      for (const hatch of egg.pets) {
        if ('eggId' in hatch) report(file, label, referenceProblem('egg', hatch.name, hatch.eggId, eggIndex, 'shops/eggs.json'));
        else if (known.pets) report(file, label, referenceProblem('pet', hatch.name, hatch.petId, known.pets, 'pets.json'));
      }
    });
  }
  if (input.gear !== undefined) {
    const file = 'shops/gear.json';
    const gear = parseFile(GearFileSchema, file, input.gear, 'gear', messages) ?? [];
    gear.forEach((item, index) => report(file, entryLabel('gear', index, item), idProblem(item)));
  }
  if (input.seedShop !== undefined) {
    const file = 'shops/seed-shop.json';
    const seeds = parseFile(SeedShopFileSchema, file, input.seedShop, 'seed', messages) ?? [];
    seeds.forEach((seed, index) => {
      report(file, entryLabel('seed', index, seed), referenceProblem('crop', seed.name, seed.cropId, known.crops, 'crops.json'));
    });
  }
  if (input.restock !== undefined) parseFile(RestockFileSchema, 'shops/restock.json', input.restock, 'restock rule', messages);
  if (input.weather !== undefined) {
    const file = 'shops/weather.json';
    const weathers = parseFile(WeatherFileSchema, file, input.weather, 'weather', messages) ?? [];
    weathers.forEach((weather, index) => {
      const label = entryLabel('weather', index, weather);
      report(file, label, idProblem(weather));
      for (const given of weather.mutations) {
        report(file, label, referenceProblem('mutation', given.mutation, given.mutationId, known.mutations, 'mutations.json'));
      }
    });
  }
}

export class GameDataError extends Error {
  override readonly name = 'GameDataError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`Invalid game data:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.problems = problems;
  }
}

export function assertValidGameData(input: GameDataInput): void {
  const problems = checkGameData(input);
  if (problems.length > 0) throw new GameDataError(problems);
}

type Issue = v.BaseIssue<unknown>;

/** "crop #12 "pumpkin" (Pumpkin): baseValue must be greater than 0 (got -1)" */
/** The kind of entry each listed section of a file holds. */
const SECTION_KINDS: Readonly<Record<string, string>> = {
  mutations: 'mutation',
  variants: 'variant',
  pets: 'pet',
  entries: 'change',
  crops: 'crop',
};

function describeIssue(issue: Issue, root: unknown, rootKind: EntryKind): string {
  const keys = (issue.path ?? []).map((item) => item.key);
  const missing = issue.type === 'object' && issue.received === 'undefined' && keys.length > 0;
  const detail = missing ? `${String(keys[keys.length - 1])} is missing` : issue.message;
  if (keys.length === 0) return detail;

  if (Array.isArray(root) && typeof keys[0] === 'number') {
    return `${entryLabel(rootKind, keys[0], root[keys[0]])}: ${detail}`;
  }
  // The deepest listed entry on the path names the problem: crop #3 "…" in a section, or in a section's sub-list.
  for (let at = keys.length - 1; at > 0; at--) {
    const section = keys[at - 1];
    const index = keys[at];
    const sectionKind = typeof section === 'string' ? SECTION_KINDS[section] : undefined;
    if (!sectionKind || typeof index !== 'number') continue;
    const list = keys
      .slice(0, at)
      .reduce<unknown>((node, key) => (node as Record<PropertyKey, unknown> | undefined)?.[key as PropertyKey], root);
    const within = at > 1 ? `${keys.slice(0, at).map(String).join('.')}: ` : '';
    return `${within}${entryLabel(sectionKind, index, (list as unknown[] | undefined)?.[index])}: ${detail}`;
  }
  const [section] = keys;
  if (section === 'combos' && (keys[1] === 'chains' || keys[1] === 'fusions') && keys.length >= 3) {
    const kind = keys[1] === 'chains' ? 'chain rule' : 'fusion rule';
    const rest = keys.slice(3).map(String).join('.');
    return `${kind} "${String(keys[2])}"${rest ? ` ${rest}` : ''}: ${detail}`;
  }
  return `${keys.map(String).join('.')}: ${detail}`;
}

function entryLabel(kind: string, index: number, entry: unknown): string {
  const record = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {};
  const key = record.id ?? record.cropId ?? record.key;
  const entryId = typeof key === 'string' ? ` "${key}"` : ' (no id)';
  const name = typeof record.name === 'string' ? ` (${record.name})` : '';
  return `${kind} #${index}${entryId}${name}`;
}
