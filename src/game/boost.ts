/*
 * Friend boost (formulas.md §2): +10 % per friend in the server, at most 4 friends, applied to the per-fruit value as
 * × (1 + p/100) and rounded half away from zero. Whether the game rounds again after the boost is unverified; the
 * product spec asks for it.
 */
import { GameInputError } from './errors';
import { divideRoundHalfAwayFromZero } from './rounding';

export const FRIEND_BOOST_STEP = 10;
export const FRIEND_BOOST_MAX = 40;
/** 0, 10, 20, 30, 40. */
export const FRIEND_BOOST_OPTIONS: readonly number[] = Object.freeze(
  Array.from({ length: FRIEND_BOOST_MAX / FRIEND_BOOST_STEP + 1 }, (_, index) => index * FRIEND_BOOST_STEP),
);

export function requireBoost(value: unknown): number {
  if (typeof value !== 'number' || !FRIEND_BOOST_OPTIONS.includes(value)) {
    throw new GameInputError(
      'invalid-boost',
      'boostPercent',
      value,
      `boostPercent must be one of ${FRIEND_BOOST_OPTIONS.join(', ')} (got ${String(value)})`,
    );
  }
  return value;
}

/**
 * The boosted per-fruit price, exactly. `value` is the game's rounded per-fruit value: a double, and every double
 * above 2^53 is an integer, so BigInt(value) is exact with respect to the game and the boost is done in integers
 * (value × (100 + p) / 100) without the precision loss of a floating-point product.
 */
export function applyFriendBoost(value: number, boostPercent: number): bigint {
  const percent = BigInt(100 + boostPercent);
  return divideRoundHalfAwayFromZero(BigInt(value) * percent, 100n);
}
