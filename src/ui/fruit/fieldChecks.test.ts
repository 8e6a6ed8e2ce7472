import { describe, expect, it } from 'vitest';
import { MAX_QUANTITY, MAX_WEIGHT_KG, MIN_WEIGHT_KG } from '../../links/cropQuery';
import { checkQuantity, checkTarget, checkWeight } from './fieldChecks';

describe('checkWeight', () => {
  it('reads a dot or comma decimal and Arabic-Indic digits', () => {
    expect(checkWeight('1.5')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('1,5')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight('١٫٥')).toEqual({ ok: true, value: 1.5 });
    expect(checkWeight(' 15 ')).toEqual({ ok: true, value: 15 });
  });

  it('names the problem instead of returning NaN', () => {
    expect(checkWeight('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkWeight('abc')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkWeight('0')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkWeight('-2')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkWeight(String(MAX_WEIGHT_KG * 10))).toEqual({ ok: false, problem: 'too-large' });
    expect(checkWeight('1e999')).toEqual({ ok: false, problem: 'not-a-number' });
  });

  it('takes the link contract’s lightest weight and nothing lighter, which is too small (it is more than 0)', () => {
    expect(checkWeight('0.000001')).toEqual({ ok: true, value: MIN_WEIGHT_KG });
    expect(checkWeight('0.0000009')).toEqual({ ok: false, problem: 'too-small' });
    expect(checkWeight('0,0000001')).toEqual({ ok: false, problem: 'too-small' });
  });
});

describe('checkQuantity', () => {
  it('accepts positive whole numbers only', () => {
    expect(checkQuantity('3')).toEqual({ ok: true, value: 3 });
    expect(checkQuantity('1,5')).toEqual({ ok: false, problem: 'not-whole' });
    expect(checkQuantity('0')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkQuantity('x')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(checkQuantity(String(MAX_QUANTITY + 1))).toEqual({ ok: false, problem: 'too-large' });
  });

  it('reads a typed thousand as a thousand, with a comma or a dot', () => {
    expect(checkQuantity('1,000')).toEqual({ ok: true, value: 1000 });
    expect(checkQuantity('1.000')).toEqual({ ok: true, value: 1000 });
  });
});

describe('checkTarget', () => {
  it('accepts any positive number', () => {
    expect(checkTarget('25000000')).toEqual({ ok: true, value: 25_000_000 });
    expect(checkTarget('-1')).toEqual({ ok: false, problem: 'not-positive' });
    expect(checkTarget('1,000')).toEqual({ ok: true, value: 1000 });
    expect(checkTarget('1.000.000')).toEqual({ ok: true, value: 1_000_000 });
  });
});
