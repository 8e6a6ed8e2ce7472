/**
 * The game rounds with Luau `math.round`, which sends exact halves away from zero (3,068.5 → 3,069). JavaScript's
 * `Math.round` sends halves towards +∞, which differs only for negative halves, so the sign is handled here.
 */
export function roundHalfAwayFromZero(x: number): number {
  const r = Math.round(Math.abs(x));
  return x < 0 ? -r : r;
}

/**
 * Rounds exact halves to the even neighbour (3,068.5 → 3,068), as the community wiki's tables do. The game never rounds
 * this way; the formula page uses it only to show why the wiki's number is one less than the game's.
 */
export function roundHalfToEven(x: number): number {
  const floor = Math.floor(x);
  const fraction = x - floor;
  if (fraction !== 0.5) return Math.round(x);
  return floor % 2 === 0 ? floor : floor + 1;
}

/** The number lies exactly halfway between two whole numbers, where the two ways of rounding disagree. */
export function isExactHalf(x: number): boolean {
  return x - Math.floor(x) === 0.5;
}

/** numerator / denominator rounded half away from zero, exactly, for non-negative numerator and positive denominator. */
export function divideRoundHalfAwayFromZero(numerator: bigint, denominator: bigint): bigint {
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  return remainder * 2n >= denominator ? quotient + 1n : quotient;
}
