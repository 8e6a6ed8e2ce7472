/*
 * The crop table: every crop, read once from the JSON files (the source of truth). The engine is given crops, never
 * this table; a page that values any crop loads the table (`loadCrops` in lib/loadCode.ts) and asks it (`findCrop`).
 * The mutations and variants are in mutationData.ts.
 * The JSON is validated against schema.ts at build and test time, not here, so valibot stays out of the bundle;
 * `import type` is erased at compile time.
 */
import cropOriginsJson from './data/crop-origins.json' with { type: 'json' };
import cropsJson from './data/crops.json' with { type: 'json' };
import { minWeightOf, PRICE_FLOOR_RATIO } from './formula';
import { cropLookupOf, requireCrop, type CropLookup } from './inputs';
import { ORIGIN_CATEGORIES, originOf } from './origins';
import { plainValuesOf } from './plainValue';
import type { CropOriginRecord, CropRecord } from './schema';
import { TIERS, UNCATEGORIZED, type Crop, type CropOrigin, type Tier } from './types';

export { GAME_DATA_VERSION } from './version';

/* The crops as the last data import left them (npm run data:import), removed ones included: their pages stay. */
const cropRecords = cropsJson as readonly CropRecord[];

const originRecordById = new Map((cropOriginsJson as readonly CropOriginRecord[]).map((record) => [record.id, record]));

function weightsOf(record: CropRecord): Crop['weights'] {
  const { baseWeight } = record;
  return Object.freeze({
    baseWeight,
    minWeight: minWeightOf(baseWeight),
    priceFloorWeight: PRICE_FLOOR_RATIO * baseWeight,
    hugeChance: record.hugeChance,
    hugeChanceOneIn: record.hugeChanceOneIn,
  });
}

/** A crop the snapshot leaves uncategorized is filed by its origin when the sources know one. */
function categoryOf(category: string, origin: CropOrigin | null): string {
  if (category !== UNCATEGORIZED || origin === null) return category;
  return ORIGIN_CATEGORIES[origin.kind] ?? category;
}

function toCrop(record: CropRecord): Crop {
  const origin = originOf(originRecordById.get(record.id), record.category === UNCATEGORIZED ? null : record.category);
  return Object.freeze({
    id: record.id,
    name: record.name,
    tier: record.tier,
    category: categoryOf(record.category, origin),
    seedPrice: record.seedPrice,
    obtainable: record.obtainable,
    harvest: record.harvest,
    firstSeen: record.firstSeen,
    removed: record.removed,
    eventForms: Object.freeze([...record.eventForms]),
    baseValue: record.baseValue,
    priceFloorValue: plainValuesOf(record.baseValue)(PRICE_FLOOR_RATIO),
    weights: weightsOf(record),
    origin,
    sources: Object.freeze([...record.sources]),
    gameFilesEntry: record.gameFilesEntry === null ? null : Object.freeze({ ...record.gameFilesEntry }),
  });
}

export const crops: readonly Crop[] = Object.freeze(cropRecords.map(toCrop));

/** The table's crop of an id, if it has one. */
export const findCrop: CropLookup = cropLookupOf(crops);

/** The table's crop of an id, or `unknown-crop`. */
export const getCrop = (id: string): Crop => requireCrop(findCrop, id);

/** Tiers from lowest to highest. */
export const tiers: readonly Tier[] = TIERS;

/** Every distinct crop category, sorted by code point so the order does not depend on the runtime's locale. */
export const categories: readonly string[] = Object.freeze(
  [...new Set(crops.map((crop) => crop.category))].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)),
);
