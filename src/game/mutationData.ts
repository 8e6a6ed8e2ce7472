/*
 * The mutations and variants, loaded once from the JSON file (the source of truth) and indexed: what every fruit is
 * valued with, whatever its crop. The crop table is apart (crops.ts) and the engine is given crops, so a page can
 * value the crops the build gave it without the table.
 * The JSON is validated against schema.ts at build and test time, not here, so valibot stays out of the bundle;
 * `import type` is erased at compile time.
 */
import mutationsJson from './data/mutations.json' with { type: 'json' };
import { GameInputError, type GameInputField } from './inputs';
import type { MutationRecord, MutationsFile } from './schema';
import type { Mutation, Variant, VariantId } from './types';

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
