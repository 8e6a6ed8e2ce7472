/**
 * The game rounds with Luau `math.round`, which sends exact halves away from zero (3,068.5 → 3,069). JavaScript's
 * `Math.round` sends halves towards +∞, which differs only for negative halves, so the sign is handled here.
 */
export function roundHalfAwayFromZero(x: number): number {
  const r = Math.round(Math.abs(x));
  return x < 0 ? -r : r;
}

/** numerator / denominator rounded half away from zero, exactly, for non-negative numerator and positive denominator. */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}
