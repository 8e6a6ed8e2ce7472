import { describe, expect, it } from 'vitest';
import { PET_MAX_AGE } from '../../game';
import { inputText, readAge, readKg, validPartsOf } from './petInputs';
import { openingState } from './usePetInputs';

describe('reading the fields', () => {
  it('reads weights with a decimal point, a decimal comma or Arabic-Indic digits', () => {
    expect(readKg('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(readKg('2,5')).toEqual({ ok: true, value: 2.5 });
    expect(readKg('٢٫٥')).toEqual({ ok: true, value: 2.5 });
    expect(readKg(' 6 ')).toEqual({ ok: true, value: 6 });
  });

  it('says why a weight cannot be used', () => {
    expect(readKg('')).toEqual({ ok: false, problem: 'empty' });
    expect(readKg('heavy')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readKg('0')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readKg('-2')).toEqual({ ok: false, problem: 'out-of-range' });
  });

  it('takes whole ages from 1 to the highest age only', () => {
    expect(readAge('٥٠')).toEqual({ ok: true, value: 50 });
    expect(readAge(String(PET_MAX_AGE))).toEqual({ ok: true, value: PET_MAX_AGE });
    expect(readAge(String(PET_MAX_AGE + 1))).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('0')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('2.5')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('writes numbers the way each language types them, unrounded', () => {
    expect(inputText(2.5, 'en')).toBe('2.5');
    expect(inputText(2.5, 'fr')).toBe('2,5');
    expect(inputText(1234.125, 'es')).toBe('1234,125');
    expect(readKg(inputText(1234.125, 'ar'))).toEqual({ ok: true, value: 1234.125 });
  });

  it('keeps only the valid fields for the link', () => {
    expect(validPartsOf({ ageText: '12', kgText: '2,', all: true })).toEqual({ age: 12, kg: 2, all: true });
    expect(validPartsOf({ ageText: '0', kgText: 'x', all: false })).toEqual({ all: false });
  });
});

describe('the inputs a visit opens with', () => {
  const stored = { age: 30, kg: 4, all: true };

  it('is the example pet with no link and nothing stored', () => {
    expect(openingState({}, undefined)).toEqual({ age: 1, kg: 1.5, all: false });
  });

  it('restores the stored inputs when the link names nothing', () => {
    expect(openingState({}, stored)).toEqual(stored);
  });

  it('follows the link where it speaks, showing milestones unless it asks for all', () => {
    expect(openingState({ age: 7 }, stored)).toEqual({ age: 7, kg: 4, all: false });
    expect(openingState({ age: 7, kg: 2, all: true }, undefined)).toEqual({ age: 7, kg: 2, all: true });
    expect(openingState({ all: false }, stored)).toEqual({ age: 30, kg: 4, all: false });
  });
});
