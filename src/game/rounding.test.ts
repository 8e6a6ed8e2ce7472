import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfAwayFromZero, isExactHalf, roundHalfAwayFromZero, roundHalfToEven } from './rounding';

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

describe('roundHalfToEven (the wiki tables’ rounding)', () => {
  it.each([
    [3068.5, 3068],
    [3069.5, 3070],
    [902.5, 902],
    [0.5, 0],
    [1.5, 2],
    [-2.5, -2],
    [-3.5, -4],
    [3068.4, 3068],
    [3068.6, 3069],
  ])('%d → %d', (input, expected) => {
    expect(roundHalfToEven(input)).toBe(expected);
  });

  it('agrees with the game’s rounding everywhere but at exact halves', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (x) => {
        expect(roundHalfToEven(x) === roundHalfAwayFromZero(x)).toBe(!isExactHalf(x) || Math.floor(x) % 2 === 1);
      }),
    );
  });
});
