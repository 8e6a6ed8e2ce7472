/*
 * The crop, mutation and variant data, loaded once from the JSON files (the source of truth) and indexed.
 * The JSON is validated against schema.ts at build and test time, not here, so valibot stays out of the bundle;
 * `import type` is erased at compile time.
 */
import cropOriginsJson from './data/crop-origins.json' with { type: 'json' };
import cropsJson from './data/crops.json' with { type: 'json' };
import mutationsJson from './data/mutations.json' with { type: 'json' };
import updatesJson from './data/updates-2026.json' with { type: 'json' };
import { GameInputError, type GameInputField } from './errors';
import { clampedWeightRatio, gameValueOf, mutationMultiplierOf, PRICE_FLOOR_RATIO, unroundedValue } from './formula';
import { ORIGIN_CATEGORIES, readOrigin } from './origins';
import type { CropOriginRecord, CropRecord, MutationRecord, MutationsFile, UnweighedCropRecord } from './schema';
import { TIERS, UNCATEGORIZED, type Crop, type CropOrigin, type Mutation, type Tier, type Variant, type VariantId } from './types';

export { GAME_DATA_VERSION } from './version';

const mutationsFile = mutationsJson as MutationsFile;

/*
 * The January 2026 snapshot with the 2026 update applied (updates-2026.json): six crops changed value, 54 crops and
 * three mutations were added. The new mutations' combination rules are unknown, so they combine with nothing.
 */
// Read as the whole file: Node (the browser tests, the scripts) imports JSON by its default export only.
const { changedCrops, newCrops, newMutations } = updatesJson;
const changedCropById = new Map((changedCrops as readonly CropRecord[]).map((record) => [record.id, record]));
const cropRecords: readonly (CropRecord | UnweighedCropRecord)[] = [
  ...(cropsJson as readonly CropRecord[]).map((record) => changedCropById.get(record.id) ?? record),
  ...(newCrops as readonly UnweighedCropRecord[]),
];
const mutationRecords: readonly (MutationRecord & { rulesKnown: boolean })[] = [
  ...mutationsFile.mutations.map((record) => ({ ...record, rulesKnown: true })),
  ...(newMutations as readonly MutationRecord[]).map((record) => ({ ...record, rulesKnown: false })),
];

const originById = new Map((cropOriginsJson as readonly CropOriginRecord[]).map((record) => [record.id, readOrigin(record)]));

export const variants: readonly Variant[] = Object.freeze(
  mutationsFile.variants.map((record) =>
    Object.freeze({
      id: record.id,
      name: record.name,
      multiplier: record.multiplier,
      rollWeight: record.rollWeight,
    }),
  ),
);

const variantById = new Map<string, Variant>(variants.map((variant) => [variant.id, variant]));

export function findVariant(id: string): Variant | undefined {
  return typeof id === 'string' ? variantById.get(id) : undefined;
}

export function getVariant(id: VariantId | string, field: GameInputField = 'variantId'): Variant {
  const variant = findVariant(id);
  if (!variant) throw new GameInputError('unknown-variant', field, id, `Unknown variant id: ${String(id)}`);
  return variant;
}

export const mutations: readonly Mutation[] = Object.freeze(
  mutationRecords.map(({ id, name, gameKey, group, multiplier, conflictsWith, inSpecList, rulesKnown }) =>
    Object.freeze({ id, name, gameKey, group, multiplier, conflictsWith: Object.freeze([...conflictsWith]), inSpecList, rulesKnown }),
  ),
);

/** Position of each mutation in the data file: the engine works on these indices and sorts results by them. */
export const mutationIndexById: ReadonlyMap<string, number> = new Map(mutations.map((mutation, index) => [mutation.id, index]));
export const mutationIndexByGameKey: ReadonlyMap<string, number> = new Map(mutations.map((mutation, index) => [mutation.gameKey, index]));

/** The mutation at a data index the engine produced itself (an out-of-range index is a bug, not bad input). */
export function mutationAt(index: number): Mutation {
  const mutation = mutations[index];
  if (!mutation) throw new Error(`No mutation at index ${index}`);
  return mutation;
}

export function findMutation(id: string): Mutation | undefined {
  const index = typeof id === 'string' ? mutationIndexById.get(id) : undefined;
  return index === undefined ? undefined : mutations[index];
}

export function getMutation(id: string, field: GameInputField = 'mutationId'): Mutation {
  const mutation = findMutation(id);
  if (!mutation) throw new GameInputError('unknown-mutation', field, id, `Unknown mutation id: ${String(id)}`);
  return mutation;
}

/** Validates a list of mutation ids (an array of known, distinct ids) and returns their indices. */
export function mutationIndicesOf(ids: readonly string[], field: GameInputField = 'mutationIds'): number[] {
  if (!Array.isArray(ids)) {
    throw new GameInputError('invalid-mutation-list', field, ids, 'Mutation ids must be an array of ids');
  }
  const indices: number[] = [];
  const seen = new Set<number>();
  for (const id of ids) {
    const index = typeof id === 'string' ? mutationIndexById.get(id) : undefined;
    if (index === undefined) throw new GameInputError('unknown-mutation', field, id, `Unknown mutation id: ${String(id)}`);
    if (seen.has(index)) throw new GameInputError('duplicate-mutation', field, id, `Mutation listed twice: ${id}`);
    seen.add(index);
    indices.push(index);
  }
  return indices;
}

export const chainRecords = mutationsFile.combos.chains;
export const fusionRecords = mutationsFile.combos.fusions;

const normalMultiplier = getVariant('normal').multiplier;
const noMutationMultiplier = mutationMultiplierOf([]);

function plainValueAtRatio(baseValue: number, ratio: number): number {
  return gameValueOf(unroundedValue(baseValue, noMutationMultiplier, normalMultiplier, ratio));
}

function weightsOf(record: CropRecord | UnweighedCropRecord): Crop['weights'] {
  if (record.baseWeight === null) return null;
  const { baseValue, baseWeight, averageWeight } = record as CropRecord;
  return Object.freeze({
    baseWeight,
    minWeight: (record as CropRecord).minWeight,
    priceFloorWeight: PRICE_FLOOR_RATIO * baseWeight,
    averageWeight,
    averageValue: averageWeight === null ? null : plainValueAtRatio(baseValue, clampedWeightRatio(averageWeight, baseWeight)),
    hugeChance: (record as CropRecord).hugeChance,
    hugeChanceOneIn: (record as CropRecord).hugeChanceOneIn,
  });
}

/** A crop the snapshot leaves uncategorized is filed by its origin when the sources know one. */
function categoryOf(category: string, origin: CropOrigin | null): string {
  if (category !== UNCATEGORIZED || origin === null) return category;
  return ORIGIN_CATEGORIES[origin.kind] ?? category;
}

function toCrop(record: CropRecord | UnweighedCropRecord): Crop {
  const origin = originById.get(record.id) ?? null;
  return Object.freeze({
    id: record.id,
    name: record.name,
    tier: record.tier,
    category: categoryOf(record.category, origin),
    seedPrice: record.seedPrice,
    obtainable: record.obtainable,
    harvest: record.harvest,
    dateAdded: record.dateAdded,
    baseValue: record.baseValue,
    priceFloorValue: plainValueAtRatio(record.baseValue, PRICE_FLOOR_RATIO),
    weights: weightsOf(record),
    origin,
    sources: Object.freeze([...record.sources]),
  });
}

export const crops: readonly Crop[] = Object.freeze(cropRecords.map(toCrop));

const cropById = new Map<string, Crop>(crops.map((crop) => [crop.id, crop]));

export function findCrop(id: string): Crop | undefined {
  return typeof id === 'string' ? cropById.get(id) : undefined;
}

export function getCrop(id: string, field: GameInputField = 'cropId'): Crop {
  const crop = findCrop(id);
  if (!crop) throw new GameInputError('unknown-crop', field, id, `Unknown crop id: ${String(id)}`);
  return crop;
}

/** Tiers from lowest to highest. */
export const tiers: readonly Tier[] = TIERS;

/** Every distinct crop category, sorted by code point so the order does not depend on the runtime's locale. */
export const categories: readonly string[] = Object.freeze(
  [...new Set(crops.map((crop) => crop.category))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
);
