/*
 * The crop table, loaded once from the JSON files (the source of truth): every crop, made known to the engine's crop
 * index (cropIndex.ts) as this module loads. The mutations and variants are in mutationData.ts.
 * The JSON is validated against schema.ts at build and test time, not here, so valibot stays out of the bundle;
 * `import type` is erased at compile time.
 */
import { addCrops } from './cropIndex';
import cropOriginsJson from './data/crop-origins.json' with { type: 'json' };
import cropsJson from './data/crops.json' with { type: 'json' };
import updatesJson from './data/updates-2026.json' with { type: 'json' };
import { clampedWeightRatio, gameValueOf, mutationMultiplierOf, PRICE_FLOOR_RATIO, unroundedValue } from './formula';
import { getVariant } from './mutationData';
import { ORIGIN_CATEGORIES, readOrigin } from './origins';
import type { CropOriginRecord, CropRecord, UnweighedCropRecord } from './schema';
import { TIERS, UNCATEGORIZED, type Crop, type CropOrigin, type Tier } from './types';

export { GAME_DATA_VERSION } from './version';

/*
 * The January 2026 snapshot with the 2026 update applied (updates-2026.json): six crops changed value, 54 crops were
 * added (and three mutations, see mutationData.ts).
 */
// Read as the whole file: Node (the browser tests, the scripts) imports JSON by its default export only.
const { changedCrops, newCrops } = updatesJson;
const changedCropById = new Map((changedCrops as readonly CropRecord[]).map((record) => [record.id, record]));
const cropRecords: readonly (CropRecord | UnweighedCropRecord)[] = [
  ...(cropsJson as readonly CropRecord[]).map((record) => changedCropById.get(record.id) ?? record),
  ...(newCrops as readonly UnweighedCropRecord[]),
];

const originById = new Map((cropOriginsJson as readonly CropOriginRecord[]).map((record) => [record.id, readOrigin(record)]));

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

addCrops(crops);

/** Tiers from lowest to highest. */
export const tiers: readonly Tier[] = TIERS;

/** Every distinct crop category, sorted by code point so the order does not depend on the runtime's locale. */
export const categories: readonly string[] = Object.freeze(
  [...new Set(crops.map((crop) => crop.category))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
);

// The rest of the data, for the build, the scripts and the tests, which read all of it from here.
export { addCrops, findCrop, getCrop } from './cropIndex';
export * from './mutationData';
