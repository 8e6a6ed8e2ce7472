import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, MAX_WEIGHT_KG, MIN_WEIGHT_KG } from '../../links/cropQuery';
import { checkQuantity, checkTarget, checkWeight } from './fieldChecks';

describe('checkWeight', () => {
  it('reads a dot or comma decimal and Arabic-Indic digits', () => {
    expect(checkWeight('1.5', 'en')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('1,5', 'en')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('١٫٥', 'en')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight(' 15 ', 'en')).toEqual({ ok: true, value: 15 });
  });

  // The game writes a weight "2.5kg", and players copy it so: the field said it was no number.
  it('reads a weight typed with its unit, the game’s or the page language’s own', () => {
    expect(checkWeight('2.5kg', 'id')).toEqual({ ok: true, value: 2.5 });
    expect(checkWeight('2.5 KG', 'en')).toEqual({ ok: true, value: 2.5 });
    expect(checkWeight('1,5 kilogrammes', 'fr')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('3 quilogramas', 'pt')).toEqual({ ok: true, value: 3 });
    expect(checkWeight('١٫٥ كغ', 'ar')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('\u200f١٫٥\u00a0كغم', 'ar')).toEqual({ ok: true, value: 1.5 });
    // The unit still leaves a number to read as any other: never a thousand times off, nor a unit alone, nor another one.
    expect(checkWeight('1.250kg', 'es')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(checkWeight('kg', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkWeight('2.5 lb', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkWeight('2.5g', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
  });

  it('reads a weight with a thousands separator as the page writes it, or asks: never a thousand times off', () => {
    expect(checkWeight('1 000', 'en')).toEqual({ ok: true, value: 1000 });
    expect(checkWeight('1,000,000', 'en')).toEqual({ ok: true, value: 1_000_000 });
    expect(checkWeight('1,234.5', 'en')).toEqual({ ok: true, value: 1234.5 });
    // One comma group could be a decimal comma, which most players write: "2,125" kg meant as 2.125 kg is asked about.
    for (const language of ['en', 'ar'] as const) {
      expect(checkWeight('1,000', language), language).toEqual({ ok: false, problem: 'ambiguous-separator' });
      expect(checkWeight('2,125', language), language).toEqual({ ok: false, problem: 'ambiguous-separator' });
    }
    expect(checkWeight('1.000.000', 'id')).toEqual({ ok: true, value: 1_000_000 });
    expect(checkWeight('1.000,5', 'es')).toEqual({ ok: true, value: 1000.5 });
    // A dot is also the game's decimal sign: "1.250" kg could be 1.25 kg copied from the game, so it is asked about.
    for (const language of ['es', 'pt', 'id'] as const)
      expect(checkWeight('1.250', language), language).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(checkWeight('١٬٠٠٠', 'ar')).toEqual({ ok: true, value: 1000 });
    expect(checkWeight('1 000', 'fr')).toEqual({ ok: true, value: 1000 });
    expect(checkWeight('1.000', 'fr')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    // A decimal sign, as the game writes weights, or the page's own.
    expect(checkWeight('2.25', 'id')).toEqual({ ok: true, value: 2.25 });
    expect(checkWeight('1,5', 'id')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('1,250', 'es')).toEqual({ ok: true, value: 1.25 });
    expect(checkWeight('1.250', 'en')).toEqual({ ok: true, value: 1.25 });
    expect(checkWeight('١٫٥', 'ar')).toEqual({ ok: true, value: 1.5 });
  });

  it('names the problem instead of returning NaN', () => {
    expect(checkWeight('', 'en')).toEqual({ ok: false, problem: 'empty' });
    expect(checkWeight('abc', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkWeight('0', 'en')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkWeight('-2', 'en')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkWeight(String(MAX_WEIGHT_KG * 10), 'en')).toEqual({ ok: false, problem: 'too-large' });
    expect(checkWeight('1e999', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
  });

  // 400 digits said «That is not a number», where 25 said the weight can be at most 1,000,000 kg.
  it('refuses a weight or a count past what a number can hold as it refuses any other too large or negative', () => {
    expect(checkWeight('9'.repeat(400), 'en')).toEqual({ ok: false, problem: 'too-large' });
    expect(checkWeight('9'.repeat(25), 'en')).toEqual({ ok: false, problem: 'too-large' });
    expect(checkWeight(`${'9'.repeat(400)},5 kg`, 'fr')).toEqual({ ok: false, problem: 'too-large' });
    expect(checkWeight(`-${'9'.repeat(400)}`, 'en')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkQuantity('9'.repeat(400), 'en')).toEqual({ ok: false, problem: 'too-large' });
  });

  // «0.» and 400 zeros then a 1 was read as 0: «The weight must be more than 0 kg», «You need at least 1 fruit».
  it('refuses a weight or a count nearer 0 than a number can hold as it refuses any other too light or not whole', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    expect(checkWeight(tiny, 'en')).toEqual({ ok: false, problem: 'too-small' });
    expect(checkWeight(`${tiny.replace('.', ',')} kg`, 'fr')).toEqual({ ok: false, problem: 'too-small' });
    expect(checkWeight(`-${tiny}`, 'en')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkQuantity(tiny, 'en')).toEqual({ ok: false, problem: 'not-whole' });
    expect(checkQuantity(tiny.replace('.', ','), 'es')).toEqual({ ok: false, problem: 'not-whole' });
  });

  it('takes the link contract’s lightest weight and nothing lighter, which is too small (it is more than 0)', () => {
    expect(checkWeight('0.000001', 'en')).toEqual({ ok: true, value: MIN_WEIGHT_KG });
    expect(checkWeight('0.0000009', 'en')).toEqual({ ok: false, problem: 'too-small' });
    expect(checkWeight('0,0000001', 'en')).toEqual({ ok: false, problem: 'too-small' });
  });
});

describe('checkQuantity', () => {
  it('accepts positive whole numbers only', () => {
    expect(checkQuantity('3', 'en')).toEqual({ ok: true, value: 3 });
    expect(checkQuantity('1,5', 'en')).toEqual({ ok: false, problem: 'not-whole' });
    expect(checkQuantity('0', 'en')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkQuantity('x', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkQuantity(String(MAX_QUANTITY + 1), 'en')).toEqual({ ok: false, problem: 'too-large' });
  });

  it('reads a typed thousand as a thousand with the page’s grouping sign, and never as 1 with the other', () => {
    expect(checkQuantity('1,000', 'en')).toEqual({ ok: true, value: 1000 });
    expect(checkQuantity('1.000', 'id')).toEqual({ ok: true, value: 1000 });
    expect(checkQuantity('1.000', 'en')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(checkQuantity('1,000', 'fr')).toEqual({ ok: false, problem: 'ambiguous-separator' });
  });
});

describe('checkTarget', () => {
  it('accepts any positive whole amount', () => {
    expect(checkTarget('25000000', 'en')).toEqual({ ok: true, value: 25_000_000n });
    expect(checkTarget('-1', 'en')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkTarget('1,000', 'en')).toEqual({ ok: true, value: 1000n });
    expect(checkTarget('1.000.000', 'en')).toEqual({ ok: true, value: 1_000_000n });
    expect(checkTarget('1.000', 'id')).toEqual({ ok: true, value: 1000n });
    // Every digit kept, as the link writes it back.
    expect(checkTarget('12345678901234567890123', 'en')).toEqual({ ok: true, value: 12_345_678_901_234_567_890_123n });
  });

  // 400 digits are a number, only too large: the field said «That is not a number».
  it('refuses a price past what a number can hold as too large, and a negative one as not positive', () => {
    expect(checkTarget(`1${'0'.repeat(400)}`, 'en')).toEqual({ ok: false, problem: 'too-large' });
    expect(checkTarget('9'.repeat(400), 'fr')).toEqual({ ok: false, problem: 'too-large' });
    expect(checkTarget(`-${'9'.repeat(400)}`, 'en')).toEqual({ ok: false, problem: 'not-positive' });
  });

  it('accepts a shortened amount as the game or the page’s language writes it, exactly', () => {
    expect(checkTarget('1.5M', 'en')).toEqual({ ok: true, value: 1_500_000n });
    expect(checkTarget('272.5M', 'en')).toEqual({ ok: true, value: 272_500_000n });
    expect(checkTarget('1,5 M', 'fr')).toEqual({ ok: true, value: 1_500_000n });
    expect(checkTarget('2jt', 'id')).toEqual({ ok: true, value: 2_000_000n });
    expect(checkTarget('1 mil', 'es')).toEqual({ ok: true, value: 1000n });
    expect(checkTarget('1.2345K', 'en')).toEqual({ ok: false, problem: 'not-whole' });
    expect(checkTarget('1 mil', 'en')).toEqual({ ok: false, problem: 'unknown-suffix' });
    // Intl's Indonesian M is miliar; the site writes the game's M (a million) in every language.
    expect(checkTarget('1,5 M', 'id')).toEqual({ ok: true, value: 1_500_000n });
  });
});
