/*
 * The data import's rules, as one pure function: the project's game data and an export of the game's tables in, the
 * updated data and a report out. Only the numbers the game's files hold are taken from the export; what they cannot
 * know (tier, category, origin, seed price, harvest, how a mutation is obtained) stays as the hand-kept files say,
 * and a new item's unknown fields stay null.
 */
import { gameValueOf, minWeightOf, mutationMultiplierOf, PRICE_FLOOR_RATIO, unroundedValue } from '../../src/game/formula';
import { idOf } from '../../src/game/ids';
import type {
  ChangelogEntry,
  ChangelogFile,
  CropRecord,
  DataVersion,
  MutationRecord,
  MutationsFile,
  PetRecord,
  PetsFile,
} from '../../src/game/schema';
import { ImportInputError, type ExportFruit, type GameExport, type GameHistory, type HistoryItem } from './readExport';

export interface ImportRules {
  readonly internalEntries: { readonly why: string; readonly names: readonly string[] };
  readonly placeholderValue: { readonly value: number; readonly why: string };
  readonly hiddenMutationPrefixes: { readonly prefixes: readonly string[]; readonly why: string };
  readonly eventFormPrefixes: { readonly prefixes: readonly string[]; readonly why: string };
  readonly gameNames: { readonly names: Readonly<Record<string, string>> };
}

export interface ProjectData {
  readonly crops: readonly CropRecord[];
  readonly mutations: MutationsFile;
  readonly pets: PetsFile;
  readonly changelog: ChangelogFile;
  readonly version: DataVersion;
}

type Numbers = NonNullable<ChangelogEntry['after']>;

export interface ImportReport {
  readonly exported: string;
  readonly added: readonly ChangelogEntry[];
  readonly changed: readonly ChangelogEntry[];
  readonly removed: readonly ChangelogEntry[];
  /** Crops back in the game's files after they had left them. */
  readonly returned: readonly ChangelogEntry[];
  readonly skipped: readonly { readonly name: string; readonly why: string }[];
  readonly eventForms: readonly { readonly name: string; readonly of: string }[];
  /** New items whose hand-kept fields the export cannot know, with those fields. */
  readonly unknownFields: readonly { readonly name: string; readonly fields: readonly string[] }[];
  /** Items whose "in the game's files since" date the history gave or changed. */
  readonly datesSet: number;
  /** Held pets whose hunger the export gave or changed (null: not known, or the export lacks the pet). */
  readonly hungerChanged: readonly HungerChange[];
}

export interface HungerChange {
  readonly name: string;
  readonly before: number | null;
  readonly after: number | null;
}

export interface ImportResult {
  readonly data: ProjectData;
  readonly report: ImportReport;
}

/** The fields of a new crop that only the hand-kept files can fill. */
const CROP_FIELDS_UNKNOWN = ['tier', 'category', 'origin', 'seedPrice', 'harvest', 'obtainable', 'averageWeight'] as const;
const MUTATION_FIELDS_UNKNOWN = ['how it is obtained', 'combination rules'] as const;
const PET_FIELDS_UNKNOWN = ['rarity', 'eggs', 'hatch chance', 'weight range', 'growth with age', 'abilities'] as const;

/** How a record's sources name the export its numbers come from (`game:` files it as the game's own, as pages say). */
const EXPORT_SOURCE = 'game:weekly export';

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

function numbersOf(fruit: Pick<ExportFruit, 'baseWeight' | 'baseValue' | 'hugeChanceOneIn'>): Numbers {
  return { baseWeight: fruit.baseWeight, baseValue: fruit.baseValue, hugeChanceOneIn: fruit.hugeChanceOneIn };
}

type GameNumbers = Pick<ExportFruit, 'baseWeight' | 'baseValue'> & { readonly hugeChanceOneIn: number | null };

function sameNumbers(a: GameNumbers, b: GameNumbers): boolean {
  return a.baseWeight === b.baseWeight && a.baseValue === b.baseValue && a.hugeChanceOneIn === b.hugeChanceOneIn;
}

/** The columns a crop record keeps beside the game's three numbers, worked out from them. */
function withNumbers(record: CropRecord, fruit: ExportFruit, normalMultiplier: number): CropRecord {
  const weightChanged = record.baseWeight !== fruit.baseWeight;
  return {
    ...record,
    baseValue: fruit.baseValue,
    baseWeight: fruit.baseWeight,
    minWeight: minWeightOf(fruit.baseWeight),
    // An average weight researched for the old base weight says nothing about the new one.
    averageWeight: weightChanged ? null : record.averageWeight,
    hugeChance: round(1 / fruit.hugeChanceOneIn, 6),
    hugeChanceOneIn: fruit.hugeChanceOneIn,
    priceFloorWeight: round(PRICE_FLOOR_RATIO * fruit.baseWeight, 4),
    priceFloorValue: gameValueOf(unroundedValue(fruit.baseValue, mutationMultiplierOf([]), normalMultiplier, PRICE_FLOOR_RATIO)),
  };
}

function newCropRecord(fruit: ExportFruit, source: string, normalMultiplier: number): CropRecord {
  const blank: CropRecord = {
    id: idOf(fruit.name),
    name: fruit.name,
    tier: null,
    category: 'uncategorized',
    seedPrice: null,
    obtainable: null,
    harvest: null,
    firstSeen: null,
    removed: null,
    eventForms: [],
    baseValue: fruit.baseValue,
    baseWeight: fruit.baseWeight,
    minWeight: 0,
    averageWeight: null,
    hugeChance: 0,
    hugeChanceOneIn: null,
    priceFloorWeight: 0,
    priceFloorValue: 0,
    sources: [source],
    notes: null,
    gameFilesEntry: null,
  };
  return withNumbers(blank, fruit, normalMultiplier);
}

/** The day after which the history no longer finds an item: the first export without it. */
function goneSince(item: HistoryItem | undefined, history: GameHistory | undefined): string | null {
  if (!item?.lastSeen || !history) return null;
  return history.exports.find((date) => date > item.lastSeen!) ?? null;
}

/** When the game's files took these numbers: the history's change to them, else the day the item appeared. */
function changeDate(item: HistoryItem | undefined, to: unknown): string | null {
  const change = numberChanges(item)
    .reverse()
    .find((each) => JSON.stringify(each.to) === JSON.stringify(to));
  return change?.date ?? null;
}

/** The history's changes of an item's numbers, oldest first (a return to the files after a gap has no numbers). */
function numberChanges(item: HistoryItem | undefined): { date: string; from?: unknown; to: unknown }[] {
  return (item?.changes ?? [])
    .filter((change): change is { date: string; from?: unknown; to: unknown } => change.to !== undefined)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** The crop numbers of a history tuple [weight, value, 1-in-N], when it is one. */
function tupleNumbers(value: unknown): Required<Pick<Numbers, 'baseWeight' | 'baseValue' | 'hugeChanceOneIn'>> | null {
  if (!Array.isArray(value) || value.length !== 3 || !value.every((each) => typeof each === 'number')) return null;
  const [baseWeight, baseValue, hugeChanceOneIn] = value as [number, number, number];
  return { baseWeight, baseValue, hugeChanceOneIn };
}

/**
 * A new crop's entries: added with the numbers it first had in the game's files, then each later change of them,
 * as the history dates them (without a history, added with today's numbers).
 */
function newCropEntries(recorded: string, record: CropRecord, fruit: ExportFruit, item: HistoryItem | undefined): ChangelogEntry[] {
  const changes = numberChanges(item).flatMap((change) => {
    const before = tupleNumbers(change.from);
    const after = tupleNumbers(change.to);
    return before && after ? [{ date: change.date, before, after }] : [];
  });
  const first = changes[0]?.before ?? numbersOf(fruit);
  return [
    entry(recorded, 'crop', 'added', record, item?.firstSeen ?? null, { after: first }),
    ...changes.map((change) => entry(recorded, 'crop', 'changed', record, change.date, { before: change.before, after: change.after })),
  ];
}

/** Whether a record's numbers come from the game's files: it names a `game:` source (else they are the wiki's). */
const fromGameFiles = (record: CropRecord) => record.sources.some((source) => source.startsWith('game:'));

type GameFilesEntry = NonNullable<CropRecord['gameFilesEntry']>;

/**
 * A crop kept with the wiki's numbers that the export lacks: the game's files' own entry for it in the history (the
 * first and last export that held it, its numbers in the last), when those numbers are not the wiki's.
 */
function gameFilesEntryOf(record: CropRecord, item: HistoryItem | undefined): GameFilesEntry | undefined {
  const numbers = tupleNumbers(item?.value);
  if (fromGameFiles(record) || !item?.lastSeen || !numbers) return undefined;
  // A huge chance the wiki gives only as a share (no "1 in N") is no disagreement.
  const differs =
    record.baseWeight !== numbers.baseWeight ||
    record.baseValue !== numbers.baseValue ||
    (record.hugeChanceOneIn !== null && record.hugeChanceOneIn !== numbers.hugeChanceOneIn);
  if (!differs) return undefined;
  return { firstSeen: item.firstSeen, lastSeen: item.lastSeen, ...numbers };
}

/** The record with this entry of the game's files, or with none. */
function withGameFilesEntry(record: CropRecord, found: GameFilesEntry | undefined): CropRecord {
  return { ...record, gameFilesEntry: found ?? null };
}

const seenOnce = (item: HistoryItem | undefined) => item?.lastSeen !== undefined && item.lastSeen === item.firstSeen;
/**
 * One export only, then gone: a pre-release entry, renamed or pulled (the research: "removed or renamed; do not list as a
 * current crop"). Pea Sprout and Volt Bloom (2 kg and 4 kg, both 100,000 and 1 in 200) were gone the week Polypea Sprout
 * (2 kg) and Volt Lily (4 kg) came; listed, they would be crops of their own with placeholder numbers.
 */
const neverReleased = (item: HistoryItem) =>
  `in the game's files only on ${item.firstSeen}, then gone: a pre-release entry (renamed or pulled), not a crop of its own`;

/** A crop's numbers in the game's files on a day, as the history gives them (null when it does not). */
function numbersOn(item: HistoryItem | undefined, date: string): GameNumbers | null {
  const changes = numberChanges(item);
  const latest = changes.filter((change) => change.date <= date).at(-1);
  return tupleNumbers(latest ? latest.to : changes.length > 0 ? changes[0]!.from : item?.value);
}

interface GoneCrop {
  readonly fruit: ExportFruit;
  readonly item: HistoryItem & { readonly lastSeen: string };
}

/**
 * The history's crops that came and went between two imports: gone before this export, so no export the import read
 * held them, and not in the data. The rules that leave an export's entry out leave these out too.
 */
function goneBetweenImports(
  gameExport: GameExport,
  rules: ImportRules,
  isHeld: (name: string) => boolean,
  history: GameHistory | undefined,
): { gone: GoneCrop[]; skipped: { name: string; why: string }[] } {
  const gone: GoneCrop[] = [];
  const skipped: { name: string; why: string }[] = [];
  const inExport = new Set(gameExport.fruits.map((fruit) => fruit.name));
  const internal = new Set(rules.internalEntries.names);
  for (const [name, item] of history?.crops ?? []) {
    const { lastSeen } = item;
    const numbers = tupleNumbers(item.value);
    if (lastSeen === undefined || lastSeen >= gameExport.exported || !numbers || inExport.has(name) || isHeld(name)) continue;
    const copiedPrefix = rules.eventFormPrefixes.prefixes.find((prefix) => {
      const base = name.startsWith(prefix) ? numbersOn(history!.crops.get(name.slice(prefix.length)), lastSeen) : null;
      return base !== null && sameNumbers(base, numbers);
    });
    if (internal.has(name)) skipped.push({ name, why: rules.internalEntries.why });
    else if (copiedPrefix !== undefined)
      skipped.push({ name, why: `an event form of ${name.slice(copiedPrefix.length)}, gone from the game's files` });
    else if (numbers.baseValue === rules.placeholderValue.value) skipped.push({ name, why: rules.placeholderValue.why });
    else if (seenOnce(item)) skipped.push({ name, why: neverReleased(item) });
    else gone.push({ fruit: { name, ...numbers }, item: { ...item, lastSeen } });
  }
  return { gone, skipped };
}

interface Classified {
  readonly crops: readonly ExportFruit[];
  readonly skipped: { name: string; why: string }[];
  readonly eventForms: { name: string; of: string }[];
  /** Held crops the export writes as a placeholder: kept at the numbers the data has. */
  readonly keptAsHeld: ReadonlySet<string>;
}

/** Sorts the export's fruits into crops, event forms of crops, and entries that are no crop at all. */
function classifyFruits(
  gameExport: GameExport,
  rules: ImportRules,
  heldAt: (name: string) => CropRecord | undefined,
  history?: GameHistory,
): Classified {
  const byName = new Map(gameExport.fruits.map((fruit) => [fruit.name, fruit]));
  const internal = new Set(rules.internalEntries.names);
  const skipped: { name: string; why: string }[] = [];
  const eventForms: { name: string; of: string }[] = [];
  const crops: ExportFruit[] = [];
  const keptAsHeld = new Set<string>();
  /** The crop an entry copies under an event's name, whatever that crop turns out to be. */
  const copiedCrop = (fruit: ExportFruit): ExportFruit | null => {
    for (const prefix of rules.eventFormPrefixes.prefixes) {
      if (!fruit.name.startsWith(prefix)) continue;
      const base = byName.get(fruit.name.slice(prefix.length));
      if (base && sameNumbers(base, fruit)) return base;
    }
    return null;
  };
  const forms: { fruit: ExportFruit; base: ExportFruit }[] = [];
  for (const fruit of gameExport.fruits) {
    const held = heldAt(fruit.name);
    const base = copiedCrop(fruit);
    const historyItem = history?.crops.get(fruit.name);
    if (internal.has(fruit.name)) skipped.push({ name: fruit.name, why: rules.internalEntries.why });
    else if (base !== null) forms.push({ fruit, base });
    else if (fruit.baseValue === rules.placeholderValue.value && held?.baseValue !== fruit.baseValue) {
      skipped.push({ name: fruit.name, why: rules.placeholderValue.why });
      if (held) keptAsHeld.add(fruit.name);
    } else if (!held && seenOnce(historyItem)) {
      skipped.push({ name: fruit.name, why: neverReleased(historyItem!) });
    } else crops.push(fruit);
  }
  // An event form belongs to a crop only when that crop is one; the form of a skipped entry is skipped with it.
  const cropNames = new Set(crops.map((fruit) => fruit.name));
  for (const { fruit, base } of forms) {
    if (cropNames.has(base.name)) eventForms.push({ name: fruit.name, of: base.name });
    else skipped.push({ name: fruit.name, why: `an event form of ${base.name}, which is no crop of its own` });
  }
  return { crops, skipped, eventForms, keptAsHeld };
}

function entry(
  recorded: string,
  item: ChangelogEntry['item'],
  change: ChangelogEntry['change'],
  record: { id: string; name: string },
  date: string | null,
  numbers: { before?: Numbers; after?: Numbers } = {},
): ChangelogEntry {
  return { date: date ?? recorded, recorded, item, change, id: record.id, name: record.name, ...numbers };
}

/** A mutation's number in the history: its multiplier. */
const multiplierNumbers = (value: unknown): Numbers | null => (typeof value === 'number' ? { multiplier: value } : null);

/**
 * What the history says of one item the data holds, each dated by the export that first showed it: added (only when
 * it entered the files after the first export, as an item in that export was there before it), with the numbers it
 * first had; each change of its numbers; the day it left the files; each return after a gap. `numbersOf` reads the
 * history's numbers of this kind of item, or null for numbers the changelog does not list (a pet's hunger, which
 * the data holds as of the last export only), whose changes are then no entry.
 */
function historyEntriesOf(
  recorded: string,
  kind: ChangelogEntry['item'],
  record: { id: string; name: string },
  item: HistoryItem,
  history: GameHistory,
  numbersOf: (value: unknown) => Numbers | null,
): ChangelogEntry[] {
  const changes = numberChanges(item);
  const entries: ChangelogEntry[] = [];
  const firstExport = history.exports[0];
  if (firstExport !== undefined && item.firstSeen > firstExport) {
    const first = numbersOf(changes.length > 0 ? changes[0]!.from : item.value);
    entries.push(entry(recorded, kind, 'added', record, item.firstSeen, first ? { after: first } : {}));
  }
  for (const change of changes) {
    const before = numbersOf(change.from);
    const after = numbersOf(change.to);
    if (before && after) entries.push(entry(recorded, kind, 'changed', record, change.date, { before, after }));
  }
  const gone = goneSince(item, history);
  if (gone !== null) entries.push(entry(recorded, kind, 'removed', record, gone));
  for (const change of item.changes ?? [])
    if (change.to === undefined) entries.push(entry(recorded, kind, 'returned', record, change.date));
  return entries;
}

const ITEM_ORDER = { crop: 0, mutation: 1, pet: 2 } as const;
const CHANGE_ORDER = { added: 0, changed: 1, removed: 2, returned: 3 } as const;
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The changelog's order on disk, oldest first: one order whatever the imports that recorded the entries, so the data
 * an import writes does not depend on how many imports came before it.
 */
const inLogOrder = (a: ChangelogEntry, b: ChangelogEntry) =>
  byText(a.date, b.date) ||
  ITEM_ORDER[a.item] - ITEM_ORDER[b.item] ||
  byText(a.id, b.id) ||
  CHANGE_ORDER[a.change] - CHANGE_ORDER[b.change];

const sameEntry = (a: ChangelogEntry, b: ChangelogEntry) =>
  a.item === b.item &&
  a.id === b.id &&
  a.change === b.change &&
  a.date === b.date &&
  JSON.stringify(a.after ?? null) === JSON.stringify(b.after ?? null);

export function importExport(data: ProjectData, gameExport: GameExport, rules: ImportRules, history?: GameHistory): ImportResult {
  const recorded = gameExport.exported;
  if (recorded < data.version.exported) {
    throw new ImportInputError(`the export of ${recorded} is older than the data, which holds the export of ${data.version.exported}`);
  }
  const exportSource = `${EXPORT_SOURCE} ${recorded} (${gameExport.source})`;
  const normalMultiplier = data.mutations.variants.find((variant) => variant.id === 'normal')?.multiplier ?? 1;
  const entries: ChangelogEntry[] = [];
  const unknownFields: { name: string; fields: readonly string[] }[] = [];
  let datesSet = 0;
  const dated = <T extends { firstSeen: string | null }>(record: T, item: HistoryItem | undefined): T => {
    if (!item || record.firstSeen === item.firstSeen) return record;
    datesSet += 1;
    return { ...record, firstSeen: item.firstSeen };
  };
  // A new item the history does not know was in the game's files by this export, at least.
  const datedNew = <T extends { firstSeen: string | null }>(record: T, item: HistoryItem | undefined): T =>
    item ? dated(record, item) : { ...record, firstSeen: recorded };
  // An item no export of the history holds has been out of the game's files since the first of them.
  const outSince = (item: HistoryItem | undefined): string => {
    if (item) return goneSince(item, history) ?? recorded;
    return history?.exports[0] ?? recorded;
  };

  // Crops: the project's records by the name the game's files give them.
  const gameNameOf = (record: CropRecord) => rules.gameNames.names[record.id] ?? record.name;
  const heldByGameName = new Map(data.crops.map((record) => [gameNameOf(record), record]));
  const { crops: fruits, skipped, eventForms, keptAsHeld } = classifyFruits(gameExport, rules, (name) => heldByGameName.get(name), history);
  const formsOf = new Map<string, string[]>();
  for (const form of eventForms) formsOf.set(form.of, [...(formsOf.get(form.of) ?? []), form.name]);

  const fruitByName = new Map(fruits.map((fruit) => [fruit.name, fruit]));
  const crops: CropRecord[] = data.crops.map((held) => {
    // Data written before the field existed has no entry of the game's files.
    const record: CropRecord = { ...held, gameFilesEntry: held.gameFilesEntry ?? null };
    const gameName = gameNameOf(record);
    const fruit = fruitByName.get(gameName);
    const historyItem = history?.crops.get(gameName);
    if (keptAsHeld.has(gameName)) return record;
    if (!fruit) {
      // Without a history nothing is known of the crop's time in the game's files: what the data says stays.
      const kept = history ? withGameFilesEntry(record, gameFilesEntryOf(record, historyItem)) : record;
      if (record.removed !== null) return kept;
      const since = outSince(historyItem);
      entries.push(entry(recorded, 'crop', 'removed', record, since));
      return dated({ ...kept, removed: since }, historyItem);
    }
    if (record.removed !== null) {
      const back = (historyItem?.changes ?? []).filter((change) => change.to === undefined && change.date > record.removed!);
      entries.push(entry(recorded, 'crop', 'returned', record, back[0]?.date ?? null));
    }
    // Back in the game's files: its numbers are now theirs, so no older entry of them stands apart.
    let next: CropRecord = { ...withGameFilesEntry(record, undefined), removed: null, eventForms: (formsOf.get(gameName) ?? []).sort() };
    if (!sameNumbers(record, fruit)) {
      const to = [fruit.baseWeight, fruit.baseValue, fruit.hugeChanceOneIn];
      const before = { baseWeight: record.baseWeight, baseValue: record.baseValue, hugeChanceOneIn: record.hugeChanceOneIn ?? undefined };
      entries.push(entry(recorded, 'crop', 'changed', record, changeDate(historyItem, to), { before, after: numbersOf(fruit) }));
      next = {
        ...withNumbers(next, fruit, normalMultiplier),
        sources: [...record.sources.filter((each) => !each.startsWith(EXPORT_SOURCE)), exportSource],
      };
    }
    return dated(next, historyItem);
  });
  const heldIds = new Set(crops.map((record) => record.id));
  for (const fruit of fruits) {
    if (heldByGameName.has(fruit.name)) continue;
    const historyItem = history?.crops.get(fruit.name);
    const record = datedNew(
      { ...newCropRecord(fruit, exportSource, normalMultiplier), eventForms: (formsOf.get(fruit.name) ?? []).sort() },
      historyItem,
    );
    if (heldIds.has(record.id)) throw new ImportInputError(`Fruits "${fruit.name}": its id "${record.id}" is already another crop's`);
    heldIds.add(record.id);
    crops.push(record);
    entries.push(...newCropEntries(recorded, record, fruit, historyItem));
    unknownFields.push({ name: fruit.name, fields: CROP_FIELDS_UNKNOWN });
  }

  // Mutations: matched by the game's key; quality tags stay out.
  const hidden = (key: string) => rules.hiddenMutationPrefixes.prefixes.some((prefix) => key.startsWith(prefix));
  const mutations: MutationRecord[] = data.mutations.mutations.map((record) => {
    const found = gameExport.mutations.get(record.gameKey);
    const historyItem = history?.mutations.get(record.gameKey);
    if (!found || found.multiplier === record.multiplier) return dated(record, historyItem);
    entries.push(
      entry(recorded, 'mutation', 'changed', record, changeDate(historyItem, found.multiplier), {
        before: { multiplier: record.multiplier },
        after: { multiplier: found.multiplier },
      }),
    );
    return dated({ ...record, multiplier: found.multiplier }, historyItem);
  });
  const heldKeys = new Set(mutations.map((record) => record.gameKey));
  for (const [key, found] of gameExport.mutations) {
    if (heldKeys.has(key)) continue;
    if (hidden(key)) {
      skipped.push({ name: key, why: rules.hiddenMutationPrefixes.why });
      continue;
    }
    const historyItem = history?.mutations.get(key);
    const record: MutationRecord = datedNew(
      {
        id: idOf(found.name),
        name: found.name,
        gameKey: key,
        group: 'environmental',
        multiplier: found.multiplier,
        conflictsWith: [],
        notes: null,
        inSpecList: false,
        rulesKnown: false,
        firstSeen: null,
      },
      historyItem,
    );
    if (mutations.some((each) => each.id === record.id))
      throw new ImportInputError(`Mutations "${key}": its id "${record.id}" is already another mutation's`);
    mutations.push(record);
    entries.push(entry(recorded, 'mutation', 'added', record, historyItem?.firstSeen ?? null, { after: { multiplier: found.multiplier } }));
    unknownFields.push({ name: found.name, fields: MUTATION_FIELDS_UNKNOWN });
  }

  // Pets: by name, with the day they entered the game's files and their hunger there (one date for every pet's: a pet
  // the export lacks has none as of it); everything else about a new pet is unknown.
  const hungerChanged: HungerChange[] = [];
  const withExportHunger = (record: PetRecord): PetRecord => {
    const hunger = gameExport.pets.get(record.name) ?? null;
    if (hunger === record.defaultHunger) return record;
    hungerChanged.push({ name: record.name, before: record.defaultHunger, after: hunger });
    return { ...record, defaultHunger: hunger };
  };
  const pets: PetRecord[] = data.pets.pets.map((record) => withExportHunger(dated(record, history?.pets.get(record.name))));
  const heldPets = new Set(pets.map((record) => record.name));
  for (const [name, hunger] of gameExport.pets) {
    if (heldPets.has(name)) continue;
    const historyItem = history?.pets.get(name);
    const record: PetRecord = datedNew(
      {
        id: idOf(name),
        name,
        rarity: null,
        eggs: [],
        hatchChance: null,
        baseWeightRangeKg: null,
        hugeChance: null,
        // The export gives no weight rule: whether age grows it is unknown, as for every pet known by name only.
        growsWithAge: null,
        passives: [],
        notes: null,
        sellPrice: null,
        defaultHunger: hunger,
        firstSeen: null,
        confidence: { name: 'high', rarity: 'unknown', passives: 'unknown', egg: 'unknown' },
        sources: [exportSource],
      },
      historyItem,
    );
    if (pets.some((each) => each.id === record.id))
      throw new ImportInputError(`Pets "${name}": its id "${record.id}" is already another pet's`);
    pets.push(record);
    entries.push(entry(recorded, 'pet', 'added', record, historyItem?.firstSeen ?? null));
    unknownFields.push({ name, fields: PET_FIELDS_UNKNOWN });
  }

  // A crop that came and went between two imports is still a crop of the game: kept as removed, as one the data held.
  // Only the history shows it, so it comes after everything the export holds (and so last in the changelog).
  const between = goneBetweenImports(gameExport, rules, (name) => heldByGameName.has(name), history);
  skipped.push(...between.skipped);
  for (const { fruit, item } of between.gone) {
    const since = goneSince(item, history) ?? recorded;
    // Its numbers are those of the last export that held it, which the history copied.
    const source = `${EXPORT_SOURCE} ${item.lastSeen} (${history?.source ?? 'history of the weekly exports'})`;
    const record = dated({ ...newCropRecord(fruit, source, normalMultiplier), removed: since }, item);
    if (heldIds.has(record.id))
      throw new ImportInputError(`history crops "${fruit.name}": its id "${record.id}" is already another crop's`);
    heldIds.add(record.id);
    crops.push(record);
    entries.push(...newCropEntries(recorded, record, fruit, item), entry(recorded, 'crop', 'removed', record, since));
    unknownFields.push({ name: fruit.name, fields: CROP_FIELDS_UNKNOWN });
  }

  // With a history, an item it knows has the history's entries: every change since the first export, not only those
  // between the last import and this one, and nothing else up to the history's last export (numbers the data had from
  // another source are no change of the game's files). What the export shows after that, and every entry of an item the
  // history does not know, stay as the export gives them.
  const known = new Set<string>();
  const fromHistory = (
    kind: ChangelogEntry['item'],
    record: { id: string; name: string },
    item: HistoryItem | undefined,
    numbers: (value: unknown) => Numbers | null,
  ) => {
    if (!history || !item) return [];
    known.add(`${kind}:${record.id}`);
    return historyEntriesOf(recorded, kind, record, item, history, numbers);
  };
  const historyEntries = [
    ...crops.flatMap((record) => fromHistory('crop', record, history?.crops.get(gameNameOf(record)), tupleNumbers)),
    ...mutations.flatMap((record) => fromHistory('mutation', record, history?.mutations.get(record.gameKey), multiplierNumbers)),
    ...pets.flatMap((record) => fromHistory('pet', record, history?.pets.get(record.name), () => null)),
  ];
  const historyEnd = history?.exports.at(-1);
  const beyondHistory = (each: ChangelogEntry) =>
    !known.has(`${each.item}:${each.id}`) || historyEnd === undefined || each.date > historyEnd;
  const recordedNow = [...historyEntries, ...entries.filter(beyondHistory)];
  const newEntries = recordedNow.filter((each) => !data.changelog.entries.some((old) => sameEntry(old, each)));
  const version: DataVersion = {
    exported: recorded,
    source: gameExport.source,
    firstExport: history?.exports[0] ?? data.version.firstExport,
  };
  return {
    data: {
      crops,
      mutations: { ...data.mutations, mutations },
      pets: { ...data.pets, meta: { ...data.pets.meta, count: pets.length }, pets },
      changelog: { ...data.changelog, entries: [...data.changelog.entries, ...newEntries].sort(inLogOrder) },
      version,
    },
    report: {
      exported: recorded,
      added: newEntries.filter((each) => each.change === 'added'),
      changed: newEntries.filter((each) => each.change === 'changed'),
      removed: newEntries.filter((each) => each.change === 'removed'),
      returned: newEntries.filter((each) => each.change === 'returned'),
      skipped,
      eventForms,
      unknownFields,
      datesSet,
      hungerChanged,
    },
  };
}
