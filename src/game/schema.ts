/*
 * Build/test-time validation of the JSON data files with valibot.
 *
 * Runtime engine modules must not import this file except with `import type`: valibot must stay out of the browser
 * bundle (checked by bundleBoundary.test.ts). The data is validated by `scripts/validate-game-data.ts` and by the
 * unit tests instead of on every page load.
 */
import * as v from 'valibot';
import { CONFIDENCES, HARVESTS, MUTATION_GROUPS, MUTATION_SOURCE_KINDS, PET_RARITIES, TIERS, VARIANT_IDS } from './types';

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
  growsWithAge: v.boolean((issue) => `growsWithAge must be a boolean (got ${issue.received})`),
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
        maxAge: positive('maxAge'),
      }),
    }),
    pets: v.array(PetRecordSchema, 'pets must be an array of pets'),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    for (const message of duplicateMessages(dataset.value.pets, 'pet', 'id')) addIssue({ message });
  }),
);

export type PetsFile = v.InferOutput<typeof PetsFileSchema>;
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

/** Crop-restriction table shape (see restrictions.ts); checked here so a typo in an id fails the build too. */
export type RestrictionTable = Readonly<Record<string, readonly string[]>>;

export interface GameDataInput {
  readonly crops: unknown;
  readonly mutations: unknown;
  readonly pets?: unknown;
  readonly changelog?: unknown;
  readonly dataVersion?: unknown;
  readonly cropOrigins?: unknown;
  readonly mutationSources?: unknown;
  readonly publishedValues?: unknown;
  readonly restrictions?: RestrictionTable;
}

type EntryKind = 'crop' | 'mutation' | 'pet';

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
  return messages;
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
  const key = record.id ?? record.cropId;
  const entryId = typeof key === 'string' ? ` "${key}"` : ' (no id)';
  const name = typeof record.name === 'string' ? ` (${record.name})` : '';
  return `${kind} #${index}${entryId}${name}`;
}
