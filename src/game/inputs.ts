/*
 * What the engine accepts. Every public engine function throws GameInputError (never returns NaN, Infinity or a
 * sentinel number) when its input is outside its domain; `code` and `field` are stable so the UI can translate the
 * message, `message` is for developers. The checks below are the ones the public functions share.
 *
 * Crops are named by id in links and saved copies, but the engine itself takes the crop: whoever holds crops (the crop
 * table, or the crops a page was given by the build) answers for an id with a lookup made from them, so "no such crop"
 * has one meaning: the crops at hand do not include it.
 */
import type { Crop } from './types';

export type GameInputErrorCode =
  | 'unknown-crop'
  | 'unknown-variant'
  | 'unknown-mutation'
  | 'duplicate-mutation'
  | 'invalid-mutation-list'
  | 'invalid-weight'
  | 'unknown-weight'
  | 'invalid-quantity'
  | 'invalid-boost'
  | 'invalid-target'
  | 'target-unreachable'
  | 'invalid-age'
  | 'invalid-pool'
  | 'invalid-sheckles'
  | 'invalid-band'
  | 'invalid-time'
  | 'invalid-count'
  | 'invalid-probability'
  | 'invalid-price';

export type GameInputField =
  | 'cropId'
  | 'variantId'
  | 'mutationIds'
  | 'mutationId'
  | 'candidateId'
  | 'weightKg'
  | 'hatchKg'
  | 'targetKg'
  | 'quantity'
  | 'boostPercent'
  | 'targetPerFruit'
  | 'age'
  | 'pool'
  | 'sheckles'
  | 'band'
  | 'nowMs'
  | 'count'
  | 'probability'
  | 'restocks'
  | 'price'
  | 'chancePercent'
  | 'stockChance';

export class GameInputError extends Error {
  override readonly name = 'GameInputError';
  readonly code: GameInputErrorCode;
  readonly field: GameInputField;
  /** The offending value as received (for logging; do not show raw to users). */
  readonly value: unknown;

  constructor(code: GameInputErrorCode, field: GameInputField, value: unknown, message: string) {
    super(message);
    this.code = code;
    this.field = field;
    this.value = value;
  }
}

export function isGameInputError(error: unknown): error is GameInputError {
  return error instanceof GameInputError;
}

export type EngineAnswer<T> = { ok: true; value: T } | { ok: false; error: GameInputError };

/** Runs an engine call; its documented input errors become a value, anything else is a bug and is rethrown. */
export function askEngine<T>(call: () => T): EngineAnswer<T> {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (isGameInputError(error)) return { ok: false, error };
    throw error;
  }
}

export function requirePositiveFinite(value: unknown, field: GameInputField, code: GameInputErrorCode): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new GameInputError(code, field, value, `${field} must be a finite number greater than 0 (got ${String(value)})`);
  }
  return value;
}

export function requireWeight(value: unknown, field: GameInputField = 'weightKg'): number {
  return requirePositiveFinite(value, field, 'invalid-weight');
}

export function requireQuantity(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) {
    throw new GameInputError('invalid-quantity', 'quantity', value, `quantity must be a positive whole number (got ${String(value)})`);
  }
  return value;
}

export type CropLookup = (id: string) => Crop | undefined;

export function cropLookupOf(crops: readonly Crop[]): CropLookup {
  const byId = new Map(crops.map((crop) => [crop.id, crop]));
  return (id) => (typeof id === 'string' ? byId.get(id) : undefined);
}

/** The crop of an id, or `unknown-crop` when the lookup has none. */
export function requireCrop(lookup: CropLookup, id: string, field: GameInputField = 'cropId'): Crop {
  const crop = lookup(id);
  if (!crop) throw new GameInputError('unknown-crop', field, id, `Unknown crop id: ${String(id)}`);
  return crop;
}
