import { describe, expect, it } from 'vitest';
import { toSureDigits } from './sureDigits';

describe('toSureDigits', () => {
  it.each([
    // Up to 2^53 a double holds every whole number: every digit stays.
    [9_007_199_254_740_991n, 9_007_199_254_740_991n],
    [25_000_000n, 25_000_000n],
    // Past it, the first 15 digits, rounded half up, then zeros.
    [9_007_199_254_740_993n, 9_007_199_254_740_990n],
    [41_028_717_948_717_952n, 41_028_717_948_718_000n],
    [6_402_692_310_769_231_462_400n, 6_402_692_310_769_230_000_000n],
    [123_456_789_012_345_500n, 123_456_789_012_346_000n],
  ])('%d → %d', (amount, expected) => {
    expect(toSureDigits(amount)).toBe(expected);
  });
});

describe('toSureDigits, as far as another amount is sure', () => {
  it('rounds to the unit of that amount’s last sure digit, and keeps every digit beside an exact one', () => {
    // Beside a total of 41,028,717,948,717,952,000,000 (23 digits), the unit is 10^8.
    expect(toSureDigits(123_456_789_012n, 41_028_717_948_717_952_000_000n)).toBe(123_500_000_000n);
    expect(toSureDigits(123_456_789_012n, 5n)).toBe(123_456_789_012n);
  });
});
