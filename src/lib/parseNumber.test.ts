import { describe, expect, it } from 'vitest';
import { parseLocalizedNumber, type NumberKind } from './parseNumber';

const value = (text: string, kind: NumberKind = 'decimal') => {
  const parsed = parseLocalizedNumber(text, kind);
  return parsed.ok ? parsed.value : parsed.reason;
};

describe('parseLocalizedNumber', () => {
  it('reads dot and comma decimals alike', () => {
    expect(value('1.5')).toBe(1.5);
    expect(value('1,5')).toBe(1.5);
    expect(value(' 0,275 ')).toBe(0.275);
    expect(value('.5')).toBe(0.5);
    expect(value('15')).toBe(15);
  });

  it('reads Arabic-Indic digits and separators', () => {
    expect(value('١٫٥')).toBe(1.5);
    expect(value('١٥')).toBe(15);
    expect(value('۲٫۵')).toBe(2.5);
    expect(value('١٬٢٣٤٫٥')).toBe(1234.5);
  });

  it('reads thousands grouping in the usual forms', () => {
    expect(value('1 234,5')).toBe(1234.5);
    expect(value('1\u202f234,5')).toBe(1234.5);
    expect(value('1,234.5')).toBe(1234.5);
    expect(value('1.234,5')).toBe(1234.5);
    expect(value('1,234,567')).toBe(1234567);
  });

  it('reads a mark repeated between groups of three as grouping, whichever mark it is', () => {
    expect(value('1.000.000')).toBe(1_000_000);
    expect(value('2.500.000')).toBe(2_500_000);
    expect(value('1,000,000')).toBe(1_000_000);
    expect(value('1.000.00')).toBe('not-a-number');
  });

  it('reads one group of three as thousands in a field of whole numbers, and as decimals elsewhere', () => {
    expect(value('1,000', 'whole')).toBe(1000);
    expect(value('1.000', 'whole')).toBe(1000);
    expect(value('12,500', 'whole')).toBe(12_500);
    expect(value('1,000')).toBe(1);
    expect(value('0,275')).toBe(0.275);
    // Not a group of three: a decimal the field then refuses as not whole.
    expect(value('1,5', 'whole')).toBe(1.5);
    expect(value('1000,5', 'whole')).toBe(1000.5);
  });

  it('keeps the sign so the caller can reject it', () => {
    expect(value('-2')).toBe(-2);
    expect(value('−2,5')).toBe(-2.5);
  });

  it('says why instead of returning NaN', () => {
    expect(value('')).toBe('empty');
    expect(value('   ')).toBe('empty');
    expect(value('abc')).toBe('not-a-number');
    expect(value('1.2.3')).toBe('not-a-number');
    expect(value('12kg')).toBe('not-a-number');
    expect(value('1e999')).toBe('not-a-number');
    expect(value('NaN')).toBe('not-a-number');
    expect(value('Infinity')).toBe('not-a-number');
  });
});
