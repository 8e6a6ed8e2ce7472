import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMarketTax, invertMarketTax, MARKET_TAX_POINTS, MARKET_TAX_THRESHOLD } from './marketTax';

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
