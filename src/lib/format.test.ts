import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORMAT_LOCALES, LANGUAGES, type Language } from '../i18n/languages';
import { columnFractionDigits, percentColumn } from './columnDigits';
import {
  formatCompact,
  formatForInput,
  formatIsoDate,
  formatKg,
  formatListParts,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
  formatSiteLanguages,
  leftToRight,
  linkNumber,
  numberSigns,
  numberWords,
  plainDecimal,
  splitAfterDigitGroups,
} from './format';
import { parseLocalizedNumber } from './parseNumber';

describe('formatting', () => {
  it('groups digits the way each language does', () => {
    expect(formatNumber(25_000_000, 'en')).toBe('25,000,000');
    expect(formatNumber(25_000_000, 'es')).toBe('25.000.000');
    expect(formatNumber(25_000_000, 'fr')).toBe('25\u202f000\u202f000');
  });

  // Spanish's «9928» stood above «902.500» in the value list's columns, where every other language groups it.
  it('groups a four-digit number in every language, Spanish too, but not in what a field shows', () => {
    for (const language of LANGUAGES) {
      const { group } = numberSigns(language);
      expect(formatNumber(9928, language), language).toBe(`9${group}928`);
      expect(formatNumber(999, language), language).toBe('999');
      expect(formatForInput(9928.5, language), language).not.toContain(group);
    }
    expect(formatNumber(9928, 'es')).toBe('9.928');
  });

  it('asks for Western digits in Arabic by name, which older locale data does not give plain "ar"', () => {
    expect(new Intl.Locale(FORMAT_LOCALES.ar).numberingSystem).toBe('latn');
    const asked: unknown[] = [];
    const Original = Intl.NumberFormat;
    Intl.NumberFormat = class extends Original {
      constructor(locales?: string | string[], options?: Intl.NumberFormatOptions) {
        super(locales, options);
        asked.push(locales);
      }
    } as typeof Intl.NumberFormat;
    try {
      expect(formatKg(1.5, 'ar', 7)).toBe('1.5 كغم');
      expect(asked).toEqual([FORMAT_LOCALES.ar]);
    } finally {
      Intl.NumberFormat = Original;
    }
  });

  it('formats integers past 2^53 exactly from BigInt', () => {
    expect(formatNumber(12_345_678_901_234_567_891n, 'en')).toBe('12,345,678,901,234,567,891');
  });

  it('writes a double past 2^53 to the 15 digits floating point is sure of, not its binary tail', () => {
    // A Rainbow Frozen Moon Mango of 1,000,000 kg is worth this double; the formula gives 41,028,717,948,717,948.7…
    const value = 41_028_717_948_717_952;
    expect(formatNumber(value, 'en')).toBe('41,028,717,948,718,000');
    expect(formatSignedNumber(value, 'en')).toBe('+41,028,717,948,718,000');
    // Up to 2^53 every digit.
    expect(formatNumber(Number.MAX_SAFE_INTEGER, 'en')).toBe('9,007,199,254,740,991');
  });

  it('never writes a number that is not zero as 0: too small for its decimals, it keeps its first significant digits', () => {
    expect(formatKg(0.000001, 'en', 3)).toBe('0.000001 kg');
    expect(formatKg(0.000001, 'fr', 3)).toMatch(/^0,000001\s?kg$/);
    // Mega Mushroom's huge chance, 1 in 2,000,000.
    expect(formatPercent(100 / 2_000_000, 'en')).toBe('0.00005%');
    expect(formatPercent(100 / 3_000_000, 'en')).toBe('0.000033%');
    expect(formatSignedPercent(-0.0001, 'en')).toBe('-0.0001%');
    expect(formatNumber(0.3, 'en')).toBe('0.3');
    // Numbers the decimals can write stay as they were, and zero is zero.
    expect(formatKg(0.2755, 'en', 3)).toBe('0.276 kg');
    expect(formatPercent(0.33, 'en')).toBe('0.33%');
    expect(formatPercent(0, 'en')).toBe('0%');
    expect(formatKg(0.0005, 'en', 3)).toBe('0.001 kg');
  });

  // The Night Egg's chances read 47%, 23.5%, 17.63% in one column.
  it('writes a column of percentages with one number of decimals: as many as its most precise one needs, at most two', () => {
    const column = (percents: (number | null)[], language: Language = 'en') => {
      const write = percentColumn(percents, language);
      return percents.flatMap((percent) => (percent === null ? [] : [write(percent)]));
    };
    // The game's odds over their total, rounded to two decimals, the zeros of a round one written too.
    expect(column([47.0035, 23.5018, 17.6263, 8.2256, 3.5253, 0.1175])).toEqual(['47.00%', '23.50%', '17.63%', '8.23%', '3.53%', '0.12%']);
    // Whole numbers keep none, halves one: no decimal is claimed that no number has.
    expect(column([40, 30, 25, 4, 1])).toEqual(['40%', '30%', '25%', '4%', '1%']);
    expect(column([36, 27, null, 8.5, 1.5])).toEqual(['36.0%', '27.0%', '8.5%', '1.5%']);
    // A known value is never rounded away: the Zen Egg's 0.08% beside its 40%.
    expect(column([40, 20.82, 0.08])).toEqual(['40.00%', '20.82%', '0.08%']);
    // Too small for two decimals, a chance keeps its first digits rather than reading as 0.
    expect(column([99.5, 0.499, 0.001])).toEqual(['99.50%', '0.50%', '0.001%']);
    // In each language's own signs: Arabic's percent sign with its marks, French's comma and space.
    expect(column([47.0035, 23.5018], 'ar')).toEqual(['47.00\u200e%\u200e', '23.50\u200e%\u200e']);
    expect(column([36, 8.5], 'fr').map((text) => text.replace(/\s/g, ' '))).toEqual(['36,0 %', '8,5 %']);
    expect(columnFractionDigits([], 2)).toBe(0);
    expect(columnFractionDigits([0.1, 0.2], 2)).toBe(1);
    expect(columnFractionDigits([1 / 3], 4)).toBe(4);
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

/** The short form without its left-to-right isolates, as it reads on screen. */
const compact = (value: number | bigint, language: Language) => formatCompact(value, language).replace(/[\u2066\u2069]/g, '');

// The decimal sign of each language, and the amounts written the game's way with it.
const DECIMAL: Record<Language, string> = { en: '.', es: ',', fr: ',', ar: '.', id: ',', pt: ',' };

describe('formatCompact', () => {
  it.each(LANGUAGES)('%s: shortens amounts with the game’s K, M, B and T, never the language’s own names', (language) => {
    const d = DECIMAL[language];
    expect([2.5e3, 2.5e6, 2.5e9, 2.5e12].map((value) => compact(value, language))).toEqual([`2${d}5K`, `2${d}5M`, `2${d}5B`, `2${d}5T`]);
    expect(compact(1e9, language)).toBe('1B');
    expect(compact(123_456_789_012n, language)).toBe(`123${d}46B`);
    expect(compact(999, language)).toBe('999');
  });

  it.each(LANGUAGES)('%s: past T, from 10¹⁵ on, writes a power of ten', (language) => {
    const d = DECIMAL[language];
    expect(compact(2.5e15, language)).toBe(`2${d}5 × 10¹⁵`);
    expect(compact(3_000_000_000_000_000n, language)).toBe('3 × 10¹⁵');
    expect(compact(12_345_678_901_234_567_891n, language)).toBe(`1${d}23 × 10¹⁹`);
  });

  it('moves to the next suffix where rounding would reach 1000', () => {
    expect(compact(999_999, 'en')).toBe('1M');
    expect(compact(999_994, 'en')).toBe('999.99K');
    expect(compact(999_999_999_999_999, 'en')).toBe('1 × 10¹⁵');
  });

  it('keeps the short form left to right inside Arabic text', () => {
    expect(formatCompact(2.5e9, 'ar')).toBe('\u20662.5B\u2069');
    expect(formatCompact(2.5e18, 'ar')).toBe('\u20662.5 × 10¹⁸\u2069');
  });
});

describe('formatListParts', () => {
  it('gives the language’s words between the positions of items rendered elsewhere', () => {
    expect(formatListParts(3, 'en')).toEqual([0, ', ', 1, ', and ', 2]);
    expect(formatListParts(2, 'es')).toEqual([0, ' y ', 1]);
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

  // French pages read «depuis le 1 novembre 2025»: Intl writes the first of a month as a plain 1.
  // And Portuguese «1 de agosto de 2026», where Brazil writes «1º».
  it('writes the first of a month as French and Brazilian Portuguese do, «1er», «1º», and other days and languages as Intl does', () => {
    expect(formatIsoDate('2025-11-01', 'fr')).toBe('1er novembre 2025');
    expect(formatIsoDate('2026-08-01', 'pt')).toBe('1º de agosto de 2026');
    expect(formatIsoDate('2026-08-11', 'pt')).toBe('11 de agosto de 2026');
    expect(formatIsoDate('2025-11-11', 'fr')).toBe('11 novembre 2025');
    expect(formatIsoDate('2025-11-01/2026-01-01', 'fr')).toBe('1er novembre 2025 – 1er janvier 2026');
    expect(formatIsoDate('2025-11-01', 'es')).toBe('1 de noviembre de 2025');
    expect(formatIsoDate('2025-11-01', 'en')).toBe('November 1, 2025');
  });
});

describe('linkNumber', () => {
  // A link notice's limits, as the address writes them: «10.000» (Portuguese) read as ten beside «written with a dot».
  it('writes a limit as a link does, in a left-to-right isolate, with no group separator in any language', () => {
    expect(linkNumber(10_000)).toBe('\u206610000\u2069');
    expect(linkNumber(0.000001)).toBe('\u20660.000001\u2069');
    // A trade's typed value past 2^53, as its link holds it.
    expect(linkNumber(10n ** 18n)).toBe('\u20661000000000000000000\u2069');
  });
});

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

describe('formatForInput', () => {
  // A weight field showed a link's 0.12345678 as "0.123457" while the total was worked out at 0.12345678.
  it('writes every decimal a number has, so a field shows the very number it stands for', () => {
    expect(formatForInput(0.12345678, 'en')).toBe('0.12345678');
    expect(formatForInput(0.12345678, 'fr')).toBe('0,12345678');
    expect(formatForInput(1234567.5, 'es')).toBe('1234567,5');
    expect(formatForInput(0.275, 'ar')).toBe('0.275');
  });

  it('reads back as the same number in every language, down to a micro-kilogram and up to a million', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), fc.constantFrom(...LANGUAGES), (value, language) => {
        expect(parseLocalizedNumber(formatForInput(value, language), language)).toEqual({ ok: true, value });
      }),
    );
  });
});

describe('splitAfterDigitGroups (where a long number may break)', () => {
  it('cuts after each group separator between digits, in every language, and the pieces are the text', () => {
    for (const language of LANGUAGES) {
      const text = formatNumber(2_851_285_128_205_128_192n, language);
      const pieces = splitAfterDigitGroups(text, numberSigns(language).group);
      expect(pieces.join('')).toBe(text);
      expect(pieces).toHaveLength(7);
      for (const piece of pieces.slice(0, -1)) expect(piece.endsWith(numberSigns(language).group)).toBe(true);
    }
  });

  it('does not cut at a separator with no digit on one side, nor at a decimal sign', () => {
    expect(splitAfterDigitGroups('Carrot, Corn and 1,234.5 kg', ',')).toEqual(['Carrot, Corn and 1,', '234.5 kg']);
    expect(splitAfterDigitGroups('1.234,5', '.')).toEqual(['1.', '234,5']);
    expect(splitAfterDigitGroups('12', '')).toEqual(['12']);
  });

  it('cuts at French’s narrow no-break space, Spanish’s point and English’s comma', () => {
    expect(numberSigns('fr').group).toBe('\u202f');
    expect(numberSigns('es').group).toBe('.');
    expect(numberSigns('en').group).toBe(',');
  });
});

describe('numberWords (where a page keeps a number on one line)', () => {
  it('keeps each word holding a grouped number apart, with what touches it, and the parts are the text', () => {
    expect(numberWords('3 fruits are worth 996,093,750.', ',')).toEqual([
      { text: '3 fruits are worth ', groups: null },
      { text: '996,093,750.', groups: ['996,', '093,', '750.'] },
    ]);
    // French groups with a narrow no-break space and puts a no-break space before "%": neither ends the word.
    const french = `(${formatNumber(65_144_532, 'fr')}\u00a0%) et 12 kg`;
    expect(numberWords(french, numberSigns('fr').group)).toEqual([
      { text: '(65\u202f144\u202f532\u00a0%)', groups: ['(65\u202f', '144\u202f', '532\u00a0%)'] },
      { text: ' et 12 kg', groups: null },
    ]);
    expect(numberWords('Carrot, Corn and 12 kg', ',')).toEqual([{ text: 'Carrot, Corn and 12 kg', groups: null }]);
    expect(numberWords('', ',')).toEqual([{ text: '', groups: null }]);
  });

  it('keeps an isolate whole, so that no box holds one of its marks without the other', () => {
    const weight = leftToRight('(1,500.25 ÷ 2.85)²');
    expect(numberWords(`${weight} kg`, ',')).toEqual([
      { text: weight, groups: splitAfterDigitGroups(weight, ',') },
      { text: ' kg', groups: null },
    ]);
    const quantity = leftToRight('× 12,345');
    expect(numberWords(`Total ${quantity}`, ',')).toEqual([
      { text: 'Total ', groups: null },
      { text: quantity, groups: splitAfterDigitGroups(quantity, ',') },
    ]);
  });
});
