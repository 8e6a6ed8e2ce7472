import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMarketTax,
  divideRoundHalfAwayFromZero,
  HUGE_WEIGHT_MULTIPLIERS,
  invertMarketTax,
  isExactHalf,
  largestRolledWeightOf,
  MARKET_TAX_POINTS,
  MARKET_TAX_THRESHOLD,
  roundHalfAwayFromZero,
  roundHalfToEven,
  weightRollRatios,
} from './formula';

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

describe('market tax curve (formulas.md final values)', () => {
  it.each([
    [0, 0],
    [5e11, 5e11],
    [1e12, 1e12],
    [20e12, 10e12],
    [50e12, 25e12],
    [100e12, 40e12],
    [750e12, 280e12],
  ])('tax(%d) = %d', (raw, taxed) => {
    expect(applyMarketTax(raw)).toBe(taxed);
  });

  it('interpolates linearly between points', () => {
    expect(applyMarketTax(35e12)).toBeCloseTo(17.5e12, -2);
    expect(applyMarketTax(10.5e12)).toBeCloseTo(5.5e12, -2);
  });

  it('extends the last segment past 750 trillion', () => {
    expect(applyMarketTax(1400e12)).toBeCloseTo(520e12, -3);
  });

  it('starts at one trillion', () => {
    expect(MARKET_TAX_THRESHOLD).toBe(1e12);
    expect(MARKET_TAX_POINTS).toHaveLength(6);
  });

  it('rises strictly and is inverted by invertMarketTax', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 5e15, noNaN: true }), fc.double({ min: 0, max: 5e15, noNaN: true }), (a, b) => {
        if (a < b) expect(applyMarketTax(a)).toBeLessThan(applyMarketTax(b));
        const taxed = applyMarketTax(a);
        expect(Math.abs(invertMarketTax(taxed) - a)).toBeLessThanOrEqual(Math.max(1e-3, a * 1e-12));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('largestRolledWeightOf (formulas.md, "Fruit weight roll")', () => {
  it('is the top of the roll, huge ×4, to a ten-thousandth of a kg: 84 kg for Moon Mango’s 15 kg, 1.12 for Blueberry’s 0.2', () => {
    expect(largestRolledWeightOf(15)).toBe(84);
    // 0.2 × 1.4 × 4 is 1.1199999999999999 in floating point, which a typed 1.12 is past.
    expect(largestRolledWeightOf(0.2)).toBe(1.12);
    expect(largestRolledWeightOf(0.275)).toBe(1.54);
  });

  it('is no lighter than any rolled weight, huge or not', () => {
    const heaviestRoll = Math.max(...weightRollRatios()) * Math.max(...HUGE_WEIGHT_MULTIPLIERS);
    expect(largestRolledWeightOf(2)).toBeCloseTo(2 * heaviestRoll, 9);
  });
});
