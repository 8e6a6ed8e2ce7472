/* Domain checks shared by the public functions: a bad input throws GameInputError instead of producing a number. */
import { GameInputError, type GameInputErrorCode, type GameInputField } from './errors';

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
