/*
 * The mutations and variants, loaded once from the JSON file (the source of truth) and indexed: what every fruit is
 * valued with, whatever its crop, and the crops some mutations are limited to. The crop table is apart (crops.ts) and
 * the engine is given crops, so a page can value the crops the build gave it without the table.
 * The JSON is validated against schema.ts at build and test time, not here, so valibot stays out of the bundle;
 * `import type` is erased at compile time.
 */
import mutationsJson from './data/mutations.json' with { type: 'json' };
import { GameInputError, type GameInputField } from './inputs';
import type { MutationRecord, MutationsFile } from './schema';
import type { Crop, Mutation, Variant, VariantId } from './types';

const mutationsFile = mutationsJson as MutationsFile;

const mutationRecords: readonly MutationRecord[] = mutationsFile.mutations;

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
  mutationRecords.map(({ id, name, gameKey, group, multiplier, conflictsWith, inSpecList, rulesKnown, firstSeen }) =>
    Object.freeze({
      id,
      name,
      gameKey,
      group,
      multiplier,
      conflictsWith: Object.freeze([...conflictsWith]),
      inSpecList,
      rulesKnown,
      firstSeen,
    }),
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

/*
 * Mutations the sources report only on some crops. The data files have no field for this, so the table lives here;
 * scripts/validate-game-data.ts checks that every id in it exists.
 * A restricted mutation is still accepted in a manual calculation (the result carries a warning), but the max-mutation
 * search and the "best next mutation" list leave it out on other crops.
 */
export const MUTATION_CROP_RESTRICTIONS = {
  // The wiki reports Dawnbound only on Sunflower (mutations.json note). crops.json notes that Legacy Sunflower holds the
  // pre-rework Sunflower numbers, i.e. it is the same plant as the wiki's Sunflower, so it is allowed there too: an
  // inference no source states (INFERRED_RESTRICTION_CROPS).
  dawnbound: ['sunflower', 'legacy-sunflower'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

export interface InferredCrop {
  readonly cropId: string;
  /** The crop the sources name that this one is taken for. */
  readonly takenFor: string;
}

/**
 * The crops of MUTATION_CROP_RESTRICTIONS that no source names, each with the crop the sources name that it is taken
 * for: the site's own reading, which a page says is one.
 */
export const INFERRED_RESTRICTION_CROPS = {
  dawnbound: [{ cropId: 'legacy-sunflower', takenFor: 'sunflower' }],
} as const satisfies Readonly<Partial<Record<keyof typeof MUTATION_CROP_RESTRICTIONS, readonly InferredCrop[]>>>;

const restrictionById: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(MUTATION_CROP_RESTRICTIONS));
const inferredById: ReadonlyMap<string, readonly InferredCrop[]> = new Map(Object.entries(INFERRED_RESTRICTION_CROPS));

/** Crop ids the mutation is limited to, or null when it can appear on any crop. */
export function restrictionFor(mutationId: string): readonly string[] | null {
  getMutation(mutationId);
  return restrictionById.get(mutationId) ?? null;
}

/** The crops the mutation is allowed on that no source names (the site's inference); empty for most. */
export function inferredCropsFor(mutationId: string): readonly InferredCrop[] {
  getMutation(mutationId);
  return inferredById.get(mutationId) ?? [];
}

/**
 * The crops the sources report a limited mutation on: restrictionFor without the site's own inferences, which a page
 * must not give as the sources' word. Null when the mutation can appear on any crop.
 */
export function reportedCropsFor(mutationId: string): readonly string[] | null {
  const inferred = inferredCropsFor(mutationId).map((crop) => crop.cropId);
  return restrictionFor(mutationId)?.filter((cropId) => !inferred.includes(cropId)) ?? null;
}

export function isMutationAllowedOn(mutationId: string, crop: Crop): boolean {
  const allowed = restrictionFor(mutationId);
  return allowed === null || allowed.includes(crop.id);
}

/** Unchecked variant for engine loops over already-validated ids. */
export function allowedOnCrop(mutationId: string, cropId: string): boolean {
  const allowed = restrictionById.get(mutationId);
  return allowed === undefined || allowed.includes(cropId);
}

export interface RestrictionWarning {
  readonly mutationId: string;
  readonly allowedCropIds: readonly string[];
}

/** Warnings for mutations in the list that the sources do not report on this crop. */
export function restrictionWarnings(mutationIds: readonly string[], cropId: string): RestrictionWarning[] {
  const warnings: RestrictionWarning[] = [];
  for (const mutationId of mutationIds) {
    const allowed = restrictionById.get(mutationId);
    if (allowed !== undefined && !allowed.includes(cropId)) warnings.push({ mutationId, allowedCropIds: allowed });
  }
  return warnings;
}
