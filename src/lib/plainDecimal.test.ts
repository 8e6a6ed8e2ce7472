import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainDecimal } from './plainDecimal';

describe('plainDecimal', () => {
  it('never uses exponent notation', () => {
    expect(plainDecimal(1e-7)).toBe('0.0000001');
    expect(plainDecimal(1.5e-7)).toBe('0.00000015');
    expect(plainDecimal(15)).toBe('15');
    expect(plainDecimal(0.275)).toBe('0.275');
  });

  it('reads back as the same number', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e20, noNaN: true }), (value) => {
        const text = plainDecimal(value);
        expect(text).toMatch(/^\d+(\.\d+)?$/);
        expect(Number(text)).toBe(value);
      }),
    );
  });
});
