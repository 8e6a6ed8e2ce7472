import { describe, expect, it } from 'vitest';
import { MAX_TYPED_SHECKLES } from '../../links/tradeQuery';
import { checkSheckles } from './tradeState';

describe('checkSheckles', () => {
  it.each([
    ['2500000', 2_500_000n],
    ['2,500,000', 2_500_000n],
    ['2.500.000', 2_500_000n],
    ['2 500 000', 2_500_000n],
    ['2\u202f500\u202f000', 2_500_000n],
    ['٢٥٠٠', 2_500n],
    ['0', 0n],
    [' 12 ', 12n],
    ['123456789012345678', 123_456_789_012_345_678n],
  ])('reads %j as %d', (text, value) => {
    expect(checkSheckles(text)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['1.5', 'not-a-number'],
    ['1,50', 'not-a-number'],
    ['2,500.000', 'not-a-number'],
    ['-5', 'not-a-number'],
    ['1e6', 'not-a-number'],
    ['abc', 'not-a-number'],
    [`${MAX_TYPED_SHECKLES + 1n}`, 'too-large'],
  ])('refuses %j (%s)', (text, problem) => {
    expect(checkSheckles(text)).toEqual({ ok: false, problem });
  });
});
