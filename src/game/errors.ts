/**
 * Every public engine function throws this (never returns NaN, Infinity or a sentinel number) when its input is
 * outside its domain. `code` and `field` are stable so the UI can translate the message; `message` is for developers.
 */
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
