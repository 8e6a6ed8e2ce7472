import { describe, expect, it } from 'vitest';
import { formatCompact, formatIsoDate, formatKg, formatMonthYear, formatNumber, formatSiteLanguages } from './format';

describe('formatting', () => {
  it('groups digits the way each language does', () => {
    expect(formatNumber(25_000_000, 'en')).toBe('25,000,000');
    expect(formatNumber(25_000_000, 'es')).toBe('25.000.000');
    expect(formatNumber(25_000_000, 'fr')).toBe('25\u202f000\u202f000');
  });

  it('formats integers past 2^53 exactly from BigInt', () => {
    expect(formatNumber(12_345_678_901_234_567_891n, 'en')).toBe('12,345,678,901,234,567,891');
  });

  it('shortens large values in each language and past trillions with a power of ten', () => {
    expect(formatCompact(25_000_000, 'en')).toBe('25M');
    expect(formatCompact(2_500_000_000, 'fr')).toMatch(/^2,5\s?Md$/);
    expect(formatCompact(3_000_000_000_000_000n, 'en')).toBe('3E15');
  });

  it('writes kilograms with the local decimal mark', () => {
    expect(formatKg(1.5, 'fr')).toMatch(/^1,5\s?kg$/);
    expect(formatKg(1.5, 'en')).toBe('1.5 kg');
  });

  it('names the month of the data version in the page language', () => {
    expect(formatMonthYear('2026-01', 'en')).toBe('January 2026');
    expect(formatMonthYear('2026-01', 'es')).toBe('enero de 2026');
  });
});

describe('formatSiteLanguages', () => {
  it('names every language of the site in the page’s language', () => {
    expect(formatSiteLanguages('en')).toBe('English, Spanish, French, Arabic, Indonesian, and Brazilian Portuguese');
    expect(formatSiteLanguages('pt')).toBe('inglês, espanhol, francês, árabe, indonésio e português (Brasil)');
    expect(formatSiteLanguages('id')).toBe('Inggris, Spanyol, Prancis, Arab, Indonesia, dan Portugis (Brasil)');
  });
});

describe('formatIsoDate', () => {
  it('writes a date as precisely as it is given, and an interval as one', () => {
    expect(formatIsoDate('2025', 'en')).toBe('2025');
    expect(formatIsoDate('2025-10', 'fr')).toBe('octobre 2025');
    expect(formatIsoDate('2025-12-15', 'en')).toBe('December 15, 2025');
    expect(formatIsoDate('2026-04/2026-05', 'en')).toBe('April 2026 – May 2026');
  });
});
