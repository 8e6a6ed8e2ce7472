import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfAwayFromZero, roundHalfAwayFromZero } from './rounding';

describe('roundHalfAwayFromZero', () => {
  it.each([
    [3068.5, 3069],
    [3068.4999999, 3068],
    [0.5, 1],
    [2.5, 3],
    [-2.5, -3],
    [-0.4, -0],
    [1e20, 1e20],
  ])('%d → %d', (input, expected) => {
    expect(roundHalfAwayFromZero(input)).toBe(expected);
  });

  it('is symmetric around zero and never moves more than one half', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (x) => {
        const rounded = roundHalfAwayFromZero(x);
        expect(Object.is(roundHalfAwayFromZero(-x), -rounded) || rounded === 0).toBe(true);
        expect(Math.abs(rounded - x)).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

describe('divideRoundHalfAwayFromZero', () => {
  it.each([
    [33759n, 10n, 3376n],
    [165n, 10n, 17n],
    [164n, 10n, 16n],
    [0n, 7n, 0n],
  ])('%d / %d → %d', (numerator, denominator, expected) => {
    expect(divideRoundHalfAwayFromZero(numerator, denominator)).toBe(expected);
  });
});
