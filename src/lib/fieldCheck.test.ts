import { describe, expect, it } from 'vitest';
import { checkAmountField, checkNumberField, checkWeightField } from './fieldCheck';

const positive = (value: number) => (value > 0 ? null : 'not-positive');

describe('checkNumberField', () => {
  it('reads a number in any of the site’s languages, then lets the page accept it', () => {
    expect(checkNumberField('2,5', 'en', positive)).toEqual({ ok: true, value: 2.5 });
    expect(checkNumberField('٢٫٥', 'en', positive)).toEqual({ ok: true, value: 2.5 });
  });

  it('says why it cannot use the text: nothing, not a number, or the page’s own reason', () => {
    expect(checkNumberField('  ', 'en', positive)).toEqual({ ok: false, problem: 'empty' });
    expect(checkNumberField('abc', 'en', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkNumberField('1e999', 'en', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkNumberField('-3', 'en', positive)).toEqual({ ok: false, problem: 'not-positive' });
  });

  // 400 digits are a number past what a number can hold, not "not a number": the field says what it says of any number
  // too far from what it takes, on the side typed.
  it('lets the page refuse a number past what a number can hold as the farthest one it holds, on the side typed', () => {
    const atMost = (most: number) => (value: number) => (value > most ? 'too-large' : value < 0 ? 'not-positive' : null);
    expect(checkNumberField('9'.repeat(400), 'en', atMost(10))).toEqual({ ok: false, problem: 'too-large' });
    expect(checkNumberField(`-${'9'.repeat(400)}`, 'en', atMost(10))).toEqual({ ok: false, problem: 'not-positive' });
    // A page that takes any number still gets none past what a number holds.
    expect(checkNumberField('9'.repeat(400), 'en', () => null)).toEqual({ ok: false, problem: 'too-large' });
  });
});

describe('checkWeightField', () => {
  // «4,5 kilos» and «٤٫٥ كجم» were «not a number».
  it('reads a weight with its unit as the game, Intl or players write it', () => {
    const typed = [
      ['2.5kg', 'en'],
      ['2.5 kilos', 'en'],
      ['2,5 kilogramos', 'es'],
      ['2,5 kilos', 'es'],
      ['2,5 kilo', 'fr'],
      ['2,5 quilos', 'pt'],
      ['2,5 kilo', 'id'],
      ['٢٫٥ كغ', 'ar'],
      ['٢٫٥ كجم', 'ar'],
      ['2.5 كيلو', 'ar'],
      ['٢٫٥ كيلوجرام', 'ar'],
      ['2,5 كلغ', 'ar'],
    ] as const;
    for (const [text, language] of typed) expect(checkWeightField(text, language, positive), text).toEqual({ ok: true, value: 2.5 });
  });

  it('still finds no number in a unit alone or in another unit', () => {
    expect(checkWeightField('kilos', 'es', positive)).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkWeightField('2500 g', 'es', positive)).toEqual({ ok: false, problem: 'not-a-number' });
  });
});

// «0.» and 400 zeros then a 1 was read as 0, so a field said it must be more than 0.
describe('checkNumberField, for a number nearer 0 than a number can hold', () => {
  const tiny = `0.${'0'.repeat(400)}1`;

  it('lets the page refuse it as the nearest number to 0 it holds, on the side typed', () => {
    const atLeast = (least: number) => (value: number) => (value <= 0 ? 'not-positive' : value < least ? 'too-small' : null);
    expect(checkNumberField(tiny, 'en', atLeast(0.001))).toEqual({ ok: false, problem: 'too-small' });
    expect(checkNumberField(`-${tiny}`, 'en', atLeast(0.001))).toEqual({ ok: false, problem: 'not-positive' });
    const whole = (value: number) => (Number.isInteger(value) ? null : 'not-whole');
    expect(checkNumberField(tiny, 'en', whole, 'whole')).toEqual({ ok: false, problem: 'not-whole' });
  });

  it('refuses it as too small where the page takes any number above 0: it cannot be told from 0', () => {
    expect(checkNumberField(tiny, 'en', positive)).toEqual({ ok: false, problem: 'too-small' });
    expect(checkNumberField(tiny.replace('.', ','), 'fr', positive)).toEqual({ ok: false, problem: 'too-small' });
    expect(checkNumberField(`-${tiny}`, 'en', positive)).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkNumberField(`0.${'0'.repeat(400)}`, 'en', positive)).toEqual({ ok: false, problem: 'not-positive' });
  });
});

describe('checkAmountField', () => {
  it('refuses an amount past what a number can hold as too large, unless the page refuses it first', () => {
    const positive = (value: bigint) => (value > 0n ? null : 'not-positive');
    expect(checkAmountField('9'.repeat(400), 'en', positive)).toEqual({ ok: false, problem: 'too-large' });
    expect(checkAmountField(`-${'9'.repeat(400)}`, 'en', positive)).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkAmountField('9'.repeat(25), 'en', positive)).toEqual({ ok: true, value: BigInt('9'.repeat(25)) });
  });
});
