import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../i18n/languages';
import { formatCompact, formatNumber, numberSigns } from './format';
import { ambiguousReadings, parseAmount, parseLocalizedNumber, shortenedAmounts, type NumberKind } from './parseNumber';

const value = (text: string, language: Language, kind: NumberKind = 'decimal') => {
  const parsed = parseLocalizedNumber(text, language, kind);
  return parsed.ok ? parsed.value : parsed.reason;
};

const amount = (text: string, language: Language) => {
  const parsed = parseAmount(text, language);
  return parsed.ok ? parsed.value : parsed.reason;
};

/** Each case read in each language: [text, en, es, fr, ar, id, pt]. */
type Row = [string, ...(number | bigint | string)[]];
const inEveryLanguage = (rows: Row[], read: (text: string, language: Language) => unknown) =>
  rows
    .flatMap(([text, ...expected]) => LANGUAGES.map((language, index) => [text, language, expected[index]] as const))
    .forEach(([text, language, expected]) => expect(read(text, language), `${text} in ${language}`).toBe(expected));

describe('parseLocalizedNumber', () => {
  it('reads a dot or comma before other than three digits as the decimal sign in every language', () => {
    for (const language of LANGUAGES) {
      expect(value('1.5', language)).toBe(1.5);
      expect(value('2.25', language)).toBe(2.25);
      expect(value('1,5', language)).toBe(1.5);
      expect(value(' 0,275 ', language)).toBe(0.275);
      expect(value('0.275', language)).toBe(0.275);
      expect(value('1234,567', language)).toBe(1234.567);
      expect(value('.5', language)).toBe(0.5);
      expect(value('15', language)).toBe(15);
    }
  });

  it('reads one dot or comma before three digits by the page’s own signs, and refuses it where they do not decide', () => {
    // A dot where the page groups with it could be the game's decimal sign, copied: "1.250" kg is refused, not 1,250 kg.
    // A comma where the page groups with it could be a decimal comma, which most players write: "2,125" kg meant as
    // 2.125 kg was read as 2,125 kg on the English page, 10⁶× the price.
    const A = 'ambiguous-separator';
    //               en        es        fr        ar        id        pt
    inEveryLanguage(
      [
        ['1,000', A, 1, 1, A, 1, 1],
        ['1.000', 1, A, A, 1, A, A],
        ['1,234', A, 1.234, 1.234, A, 1.234, 1.234],
        ['1.250', 1.25, A, A, 1.25, A, A],
        ['1,250', A, 1.25, 1.25, A, 1.25, 1.25],
        ['2,125', A, 2.125, 2.125, A, 2.125, 2.125],
      ],
      (text, language) => value(text, language),
    );
  });

  it('in a field of whole numbers, takes one sign before three digits only as the page’s grouping sign', () => {
    inEveryLanguage(
      [
        ['1,000', 1000, 'ambiguous-separator', 'ambiguous-separator', 1000, 'ambiguous-separator', 'ambiguous-separator'],
        ['1.000', 'ambiguous-separator', 1000, 'ambiguous-separator', 'ambiguous-separator', 1000, 1000],
        ['12,500', 12_500, 'ambiguous-separator', 'ambiguous-separator', 12_500, 'ambiguous-separator', 'ambiguous-separator'],
      ],
      (text, language) => value(text, language, 'whole'),
    );
    // Not a group of three: a decimal the field then refuses as not whole.
    expect(value('1,5', 'en', 'whole')).toBe(1.5);
    expect(value('1000,5', 'en', 'whole')).toBe(1000.5);
  });

  it('reads spaces, repeated signs and both signs together the same way in every language', () => {
    for (const language of LANGUAGES) {
      expect(value('1 000', language)).toBe(1000);
      expect(value('1\u202f234,5', language)).toBe(1234.5);
      expect(value('1\u00a0234', language)).toBe(1234);
      expect(value('1,234.5', language)).toBe(1234.5);
      expect(value('1.234,5', language)).toBe(1234.5);
      expect(value('1.000.000', language)).toBe(1_000_000);
      expect(value('1,000,000', language, 'whole')).toBe(1_000_000);
      expect(value('1.000.00', language)).toBe('not-a-number');
      expect(value('12,34.5', language)).toBe('not-a-number');
      expect(value('1.234.5', language)).toBe('not-a-number');
    }
  });

  // "0 5" read 5 kg and "2 5" read 25 kg, with no error: a space joined the digits.
  it('takes a space between digits only as a group of three, and says it is no number otherwise', () => {
    for (const language of LANGUAGES) {
      expect(value('0 5', language)).toBe('not-a-number');
      expect(value('2 5', language)).toBe('not-a-number');
      expect(value('1234 567', language)).toBe('not-a-number');
      expect(value('12,5 5', language)).toBe('not-a-number');
      expect(value('12 345 678', language, 'whole')).toBe(12_345_678);
      expect(value(' 2.5 ', language)).toBe(2.5);
      expect(amount('2 5', language)).toBe('not-a-number');
      expect(amount('2 500 000', language)).toBe(2_500_000n);
    }
    expect(amount('2 jt', 'id')).toBe(2_000_000n);
    expect(value('١ ٢', 'ar')).toBe('not-a-number');
  });

  it('reads Arabic-Indic digits and the Arabic signs, which are never ambiguous', () => {
    for (const language of LANGUAGES) {
      expect(value('١٫٥', language)).toBe(1.5);
      expect(value('١٥', language)).toBe(15);
      expect(value('۲٫۵', language)).toBe(2.5);
      expect(value('١٬٢٣٤٫٥', language)).toBe(1234.5);
      expect(value('١٬٠٠٠', language)).toBe(1000);
      // ٫ marks decimals even before three digits, where a dot would group in Indonesian.
      expect(value('١٫٠٠٠', language)).toBe(1);
      expect(value('١٫٢٥٠', language)).toBe(1.25);
    }
    // With Arabic-Indic digits and Latin signs, the page's signs decide as for Latin digits.
    expect(value('١,٠٠٠', 'ar', 'whole')).toBe(1000);
    expect(value('١,٠٠٠', 'ar')).toBe('ambiguous-separator');
    expect(value('١.٢٥٠', 'ar')).toBe(1.25);
  });

  it('reads back every number the page writes, grouped or not, but for one group of a dot or a comma', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...LANGUAGES),
        (whole, decimals, language) => {
          const number = whole / 10 ** decimals;
          const written = formatNumber(number, language, decimals);
          // "557.027" in Indonesian: the game would write 557.027 kg so; "2,125" in English, a decimal comma would.
          // Asked about, never read 1000× off.
          const oneGroup = /^[1-9]\d{0,2}[.,]\d{3}$/.test(written) && written.includes(numberSigns(language).group);
          expect(parseLocalizedNumber(written, language)).toEqual(
            oneGroup ? { ok: false, reason: 'ambiguous-separator' } : { ok: true, value: number },
          );
        },
      ),
      { numRuns: 2000 },
    );
    expect(parseLocalizedNumber(formatNumber(557_027, 'id'), 'id')).toEqual({ ok: false, reason: 'ambiguous-separator' });
    expect(parseLocalizedNumber(formatNumber(2125, 'en'), 'en')).toEqual({ ok: false, reason: 'ambiguous-separator' });
    for (const language of LANGUAGES) {
      expect(parseLocalizedNumber(formatNumber(1000, language), language, 'whole'), language).toEqual({ ok: true, value: 1000 });
      expect(parseLocalizedNumber(formatNumber(1234, language), language, 'whole'), language).toEqual({ ok: true, value: 1234 });
    }
  });

  it('keeps the sign so the caller can reject it', () => {
    expect(value('-2', 'en')).toBe(-2);
    expect(value('−2,5', 'fr')).toBe(-2.5);
  });

  // 400 digits were «not a number»: a number, only past the largest one a number holds (about 1.8 × 10³⁰⁸).
  it('says a number past the largest a number can hold is one, and on which side of 0', () => {
    for (const language of LANGUAGES) {
      expect(parseLocalizedNumber('9'.repeat(400), language), language).toEqual({
        ok: false,
        reason: 'beyond-range',
        negative: false,
        toward: 'infinity',
      });
      expect(parseLocalizedNumber(`-${'9'.repeat(400)}`, language, 'whole'), language).toEqual({
        ok: false,
        reason: 'beyond-range',
        negative: true,
        toward: 'infinity',
      });
    }
    expect(parseLocalizedNumber(`1${'\u202f000'.repeat(110)}`, 'fr')).toEqual({
      ok: false,
      reason: 'beyond-range',
      negative: false,
      toward: 'infinity',
    });
    expect(value('9'.repeat(308), 'en')).toBe(Number('9'.repeat(308)));
  });

  // «0.» and 400 zeros then a 1 read as 0: more than 0, only nearer it than any number a number holds but 0.
  it('says a number nearer 0 than the smallest a number can hold is one, not 0, and on which side of 0', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    for (const language of LANGUAGES) {
      const decimal = numberSigns(language).decimal;
      for (const [text, negative] of [
        [tiny, false],
        [`-${tiny}`, true],
        [tiny.replace('.', decimal), false],
      ] as const) {
        for (const kind of ['decimal', 'whole'] as const) {
          expect(parseLocalizedNumber(text, language, kind), `${text.slice(0, 4)} in ${language}, ${kind}`).toEqual({
            ok: false,
            reason: 'beyond-range',
            negative,
            toward: 'zero',
          });
        }
      }
    }
    // 0 written with many zeros is 0, and the smallest number a number holds is read as itself.
    expect(value(`0.${'0'.repeat(400)}`, 'en')).toBe(0);
    expect(value(`0.${'0'.repeat(323)}5`, 'en')).toBe(Number.MIN_VALUE);
  });

  it('says why instead of returning NaN', () => {
    expect(value('', 'en')).toBe('empty');
    expect(value('   ', 'en')).toBe('empty');
    expect(value('abc', 'en')).toBe('not-a-number');
    expect(value('1.2.3', 'en')).toBe('not-a-number');
    expect(value('12kg', 'en')).toBe('not-a-number');
    expect(value('1e999', 'en')).toBe('not-a-number');
    expect(value('NaN', 'en')).toBe('not-a-number');
    expect(value('Infinity', 'en')).toBe('not-a-number');
    expect(value('.', 'en')).toBe('not-a-number');
  });

  it('gives the two ways an ambiguous entry can be written without doubt', () => {
    expect(ambiguousReadings('1.000', 'fr')).toEqual({ grouped: '1000', decimal: '1,000' });
    expect(ambiguousReadings('1.000', 'en')).toEqual({ grouped: '1000', decimal: '1.000' });
    expect(ambiguousReadings('1.500k', 'fr')).toEqual({ grouped: '1500k', decimal: '1,500k' });
    expect(ambiguousReadings('15', 'fr')).toBeNull();
  });
});

describe('parseAmount', () => {
  it('reads whole amounts grouped as the page writes them, exactly', () => {
    inEveryLanguage(
      [
        ['2500000', 2_500_000n, 2_500_000n, 2_500_000n, 2_500_000n, 2_500_000n, 2_500_000n],
        ['2 500 000', 2_500_000n, 2_500_000n, 2_500_000n, 2_500_000n, 2_500_000n, 2_500_000n],
        ['1,000', 1000n, 'ambiguous-separator', 'ambiguous-separator', 1000n, 'ambiguous-separator', 'ambiguous-separator'],
        ['1.000', 'ambiguous-separator', 1000n, 'ambiguous-separator', 'ambiguous-separator', 1000n, 1000n],
        [
          '123456789012345678',
          123_456_789_012_345_678n,
          123_456_789_012_345_678n,
          123_456_789_012_345_678n,
          123_456_789_012_345_678n,
          123_456_789_012_345_678n,
          123_456_789_012_345_678n,
        ],
      ],
      amount,
    );
    for (const language of LANGUAGES) {
      expect(amount(formatNumber(272_500_000, language), language), language).toBe(272_500_000n);
      expect(amount('1.5', language)).toBe('not-whole');
    }
  });

  it('reads the game’s K, M, B and T in any case, exactly and never a thousand times off', () => {
    for (const language of ['en', 'fr', 'ar', 'pt'] as const) {
      expect(amount('1.5K', language)).toBe(1500n);
      expect(amount('1.5M', language)).toBe(1_500_000n);
      expect(amount('1,5 M', language)).toBe(1_500_000n);
      expect(amount('1.5m', language)).toBe(1_500_000n);
      expect(amount('3B', language)).toBe(3_000_000_000n);
      expect(amount('272.5M', language)).toBe(272_500_000n);
      expect(amount('0.1T', language)).toBe(100_000_000_000n);
      expect(amount('1.2345K', language)).toBe('not-whole');
      expect(amount('1.23456789M', language)).toBe('not-whole');
      expect(amount('1.234567M', language)).toBe(1_234_567n);
    }
    // What the site writes as a shortened amount reads back as that amount.
    for (const language of ['en', 'fr', 'ar', 'pt'] as const) {
      expect(amount(formatCompact(272_500_000, language), language), language).toBe(272_500_000n);
      expect(amount(formatCompact(1_500, language), language), language).toBe(1_500n);
    }
  });

  it('reads each language’s own compact suffixes as Intl writes them', () => {
    expect(amount('2jt', 'id')).toBe(2_000_000n);
    expect(amount('2 rb', 'id')).toBe(2000n);
    expect(amount('1,5 jt', 'id')).toBe(1_500_000n);
    expect(amount('2 juta', 'id')).toBe(2_000_000n);
    expect(amount('3 mil', 'es')).toBe(3000n);
    expect(amount('3 mil', 'pt')).toBe(3000n);
    expect(amount('1 M', 'es')).toBe(1_000_000n);
    expect(amount('2 millones', 'es')).toBe(2_000_000n);
    expect(amount('1 mil millones', 'es')).toBe(1_000_000_000n);
    expect(amount('2,5 mi', 'pt')).toBe(2_500_000n);
    expect(amount('1 bi', 'pt')).toBe(1_000_000_000n);
    expect(amount('1 milhão', 'pt')).toBe(1_000_000n);
    expect(amount('1 Md', 'fr')).toBe(1_000_000_000n);
    expect(amount('1,5 k', 'fr')).toBe(1500n);
    expect(amount('2 milliards', 'fr')).toBe(2_000_000_000n);
    expect(amount('2 مليون', 'ar')).toBe(2_000_000n);
    expect(amount('١٫٥ ألف', 'ar')).toBe(1500n);
    expect(amount('٣ آلاف', 'ar')).toBe(3000n);
    expect(amount('\u200f2 مليار', 'ar')).toBe(2_000_000_000n);
    expect(amount('1.5 million', 'en')).toBe(1_500_000n);
  });

  it('reads the game’s K, M, B and T as the game means them in every language, as the site writes them', () => {
    // Indonesian M is *miliar* to Intl and Spanish B *billón*: the site writes the game's suffixes in every language.
    expect(amount('1,5 M', 'id')).toBe(1_500_000n);
    expect(amount('1.5M', 'id')).toBe(1_500_000n);
    expect(amount('3B', 'es')).toBe(3_000_000_000n);
    expect(shortenedAmounts('id').meanings.get('m')).toBe(1_000_000n);
    expect(shortenedAmounts('es').suggested).toContain('B');
  });

  it('refuses a suffix the page’s language does not use', () => {
    expect(amount('1 mil', 'en')).toBe('unknown-suffix');
    expect(amount('2jt', 'en')).toBe('unknown-suffix');
    expect(amount('1 Md', 'es')).toBe('unknown-suffix');
    expect(amount('2 rb', 'pt')).toBe('unknown-suffix');
    expect(amount('3 mi', 'es')).toBe('unknown-suffix');
    expect(amount('1 Qa', 'en')).toBe('unknown-suffix');
    expect(amount('5 kg', 'en')).toBe('unknown-suffix');
  });

  it('says why instead of guessing', () => {
    expect(amount('', 'en')).toBe('empty');
    expect(amount('M', 'en')).toBe('not-a-number');
    expect(amount('1e6', 'en')).toBe('not-a-number');
    expect(amount('1M5', 'en')).toBe('not-a-number');
    expect(amount('-5', 'en')).toBe(-5n);
    expect(amount('1.000 k', 'fr')).toBe('ambiguous-separator');
  });
});
