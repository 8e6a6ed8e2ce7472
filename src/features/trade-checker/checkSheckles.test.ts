import { describe, expect, it } from 'vitest';
import { MAX_TYPED_SHECKLES } from '../../links/tradeQuery';
import { checkSheckles } from './tradeState';

describe('checkSheckles', () => {
  it.each([
    ['2500000', 'en', 2_500_000n],
    ['2,500,000', 'en', 2_500_000n],
    ['2.500.000', 'en', 2_500_000n],
    ['2 500 000', 'fr', 2_500_000n],
    ['2\u202f500\u202f000', 'fr', 2_500_000n],
    ['1.000', 'id', 1000n],
    ['1,000', 'ar', 1000n],
    ['٢٥٠٠', 'ar', 2_500n],
    ['0', 'en', 0n],
    [' 12 ', 'en', 12n],
    ['123456789012345678', 'en', 123_456_789_012_345_678n],
    ['1.5M', 'en', 1_500_000n],
    ['1,5 M', 'fr', 1_500_000n],
    ['1,5 M', 'es', 1_500_000n],
    ['1,5 M', 'pt', 1_500_000n],
    ['3B', 'en', 3_000_000_000n],
    ['2jt', 'id', 2_000_000n],
    ['2 rb', 'id', 2000n],
    ['1 mil', 'es', 1000n],
    ['1 mil', 'pt', 1000n],
    ['1 Md', 'fr', 1_000_000_000n],
    ['١٫٥ مليون', 'ar', 1_500_000n],
  ] as const)('reads %j in %s as %d', (text, language, value) => {
    expect(checkSheckles(text, language)).toEqual({ ok: true, value });
  });

  it.each([
    ['', 'en', 'empty'],
    ['   ', 'en', 'empty'],
    ['1.5', 'en', 'not-whole'],
    ['1,50', 'en', 'not-whole'],
    ['1.2345K', 'en', 'not-whole'],
    ['1.000', 'en', 'ambiguous-separator'],
    ['1.000', 'fr', 'ambiguous-separator'],
    ['1,000', 'id', 'ambiguous-separator'],
    ['2,50.000', 'en', 'not-a-number'],
    ['2,500.5', 'en', 'not-whole'],
    ['-5', 'en', 'negative'],
    ['1e6', 'en', 'not-a-number'],
    ['abc', 'en', 'not-a-number'],
    ['1 mil', 'en', 'unknown-suffix'],
    ['2jt', 'pt', 'unknown-suffix'],
    [`${MAX_TYPED_SHECKLES + 1n}`, 'en', 'too-large'],
  ] as const)('refuses %j in %s (%s)', (text, language, problem) => {
    expect(checkSheckles(text, language)).toEqual({ ok: false, problem });
  });
});
