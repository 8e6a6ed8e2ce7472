import { describe, expect, it } from 'vitest';
import { PET_MAX_AGE } from '../../game';
import { DEFAULT_PET, petQueryCodec } from '../../links/petQuery';
import { openState } from '../../links/urlState';
import { addressedAfter, inputText, inputTextOf, readAge, readKg, validPartsOf } from './petInputs';

describe('reading the fields', () => {
  it('reads weights with a decimal point, a decimal comma or Arabic-Indic digits', () => {
    expect(readKg('2.5', 'en')).toEqual({ ok: true, value: 2.5 });
    expect(readKg('2,5', 'en')).toEqual({ ok: true, value: 2.5 });
    expect(readKg('٢٫٥', 'en')).toEqual({ ok: true, value: 2.5 });
    expect(readKg(' 6 ', 'en')).toEqual({ ok: true, value: 6 });
    // As the game writes a pet's weight, and as the page writes it.
    expect(readKg('1,5kg', 'pt')).toEqual({ ok: true, value: 1.5 });
    expect(readKg('٢٫٥ كغ', 'ar')).toEqual({ ok: true, value: 2.5 });
  });

  it('reads a weight with thousands separators as thousands where nothing else can be meant, and refuses one that can', () => {
    expect(readKg('1,000.5', 'en')).toEqual({ ok: true, value: 1000.5 });
    // A decimal comma, as most players write one: "2,125" is asked about, not read as 2,125 kg.
    expect(readKg('2,125', 'en')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(readKg('1.000', 'id')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(readKg('1.000,5', 'es')).toEqual({ ok: true, value: 1000.5 });
    expect(readKg('1,000', 'ar')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(readKg('١٬٠٠٠', 'ar')).toEqual({ ok: true, value: 1000 });
    expect(readKg('1 000', 'fr')).toEqual({ ok: true, value: 1000 });
    expect(readKg('1.000', 'fr')).toEqual({ ok: false, problem: 'ambiguous-separator' });
    expect(readKg('1,250', 'es')).toEqual({ ok: true, value: 1.25 });
    expect(readKg('2.25', 'id')).toEqual({ ok: true, value: 2.25 });
  });

  it('says why a weight cannot be used', () => {
    expect(readKg('', 'en')).toEqual({ ok: false, problem: 'empty' });
    expect(readKg('heavy', 'en')).toEqual({ ok: false, problem: 'not-a-number' });
    expect(readKg('0', 'en')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readKg('-2', 'en')).toEqual({ ok: false, problem: 'out-of-range' });
  });

  it('takes whole ages from 1 to the highest age only', () => {
    expect(readAge('٥٠', 'en')).toEqual({ ok: true, value: 50 });
    expect(readAge(String(PET_MAX_AGE), 'en')).toEqual({ ok: true, value: PET_MAX_AGE });
    expect(readAge(String(PET_MAX_AGE + 1), 'en')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('0', 'en')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('2.5', 'en')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('1,000', 'en')).toEqual({ ok: false, problem: 'out-of-range' });
    expect(readAge('', 'en')).toEqual({ ok: false, problem: 'empty' });
  });

  it('writes numbers the way each language types them, unrounded', () => {
    expect(inputText(2.5, 'en')).toBe('2.5');
    expect(inputText(2.5, 'fr')).toBe('2,5');
    expect(inputText(1234.125, 'es')).toBe('1234,125');
    expect(readKg(inputText(1234.125, 'ar'), 'ar')).toEqual({ ok: true, value: 1234.125 });
  });

  it('keeps only the valid fields for the link', () => {
    expect(validPartsOf({ ageText: '12', kgText: '2,', all: true, petId: null, targetText: '' }, 'fr')).toEqual({
      age: 12,
      kg: 2,
      all: true,
    });
    expect(validPartsOf({ ageText: '0', kgText: 'x', all: false, petId: 'raccoon', targetText: '0' }, 'fr')).toEqual({
      all: false,
      pet: 'raccoon',
    });
    expect(validPartsOf({ ageText: '12', kgText: '2', all: false, petId: null, targetText: '10,5' }, 'fr')).toEqual({
      age: 12,
      kg: 2,
      all: false,
      target: 10.5,
    });
  });

  it('keeps the last valid value of a field being edited into shape, and drops a target the player emptied', () => {
    const previous = { age: 42, kg: 3.25, all: false, target: 8 };
    const typed = { ageText: '999', kgText: '3,25', all: false, petId: null, targetText: 'abc' };
    expect(addressedAfter(previous, typed, 'fr')).toEqual({ age: 42, kg: 3.25, all: false, target: 8 });
    expect(addressedAfter(previous, { ...typed, ageText: '43', targetText: '' }, 'fr')).toEqual({ age: 43, kg: 3.25, all: false });
  });
});

describe('the inputs a visit opens with', () => {
  const saved = 'age=30&kg=4&all=1';
  const opened = (search: string, savedCopy: string | undefined) => openState(petQueryCodec, search, savedCopy);

  it('is the example pet with no link and nothing saved', () => {
    expect(opened('', undefined)).toEqual({ state: DEFAULT_PET, report: null });
    expect(DEFAULT_PET).toEqual({ age: 1, kg: 1.5, all: false });
  });

  it('restores the saved inputs when the link names none of the pet’s keys', () => {
    expect(opened('', saved).state).toEqual({ age: 30, kg: 4, all: true });
    expect(opened('?utm_source=chat', saved)).toEqual({ state: { age: 30, kg: 4, all: true }, report: null });
  });

  it('lets a link that names the pet decide everything, what it leaves out taken from the example pet', () => {
    expect(opened('?target=3', saved).state).toEqual({ ...DEFAULT_PET, target: 3 });
    expect(opened('?age=7&kg=2&all=1', undefined).state).toEqual({ age: 7, kg: 2, all: true });
    expect(opened('?all=0', saved).state).toEqual(DEFAULT_PET);
  });

  it('reports the link’s bad values, never the saved copy’s', () => {
    // An age and a weight are one weighing: the weight of an age dropped is not used either.
    expect(opened('?age=abc&kg=6', saved)).toEqual({
      state: DEFAULT_PET,
      report: {
        dropped: [
          { key: 'age', reason: 'invalid', value: 'abc' },
          { key: 'kg', reason: 'unused', value: '6' },
        ],
        changes: [],
      },
      fromLink: true,
    });
    expect(opened('', 'age=501&kg=4&all=1')).toEqual({ state: { ...DEFAULT_PET, all: true }, report: null });
  });

  it('fills the fields in the page’s language', () => {
    expect(inputTextOf({ age: 7, kg: 2.5, all: true }, 'fr')).toEqual({
      ageText: '7',
      kgText: '2,5',
      all: true,
      petId: null,
      targetText: '',
    });
    expect(inputTextOf({ age: 7, kg: 2.5, all: false, target: 10.5 }, 'fr')).toMatchObject({ targetText: '10,5' });
    expect(inputTextOf({ age: 7, kg: 2.5, all: false, pet: 'raccoon' }, 'en')).toMatchObject({ petId: 'raccoon' });
  });
});
