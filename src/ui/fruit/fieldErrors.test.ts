import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatForInput } from '../../lib/format';
import { MIN_WEIGHT_KG } from '../../links/cropQuery';
import { checkQuantity, checkTarget, checkWeight } from './fieldChecks';
import { quantityError, targetError, weightError } from './fieldErrors';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));

/** The most a target's fruit is worth at the heaviest weight the calculator takes: here, more than any price typed. */
const worthALot = () => 10n ** 30n;

/** What the weight field says beside this text. */
function weightMessage(text: string, language: Language): string {
  const check = checkWeight(text, language);
  if (check.ok) throw new Error(`${text} is a weight`);
  return weightError(check.problem, i18nFor(language).t, language, text);
}

describe('the weight field’s messages', () => {
  it('show an ambiguous weight back with the two ways to write it without doubt', () => {
    expect(weightMessage('1.000', 'fr')).toBe(
      '«\u202f1.000\u202f» peut se lire de deux façons. Écris-le sans séparateur (1000) ou avec «\u202f,\u202f» comme séparateur décimal (1,000).',
    );
  });

  // "2.500M" offered only "2500M" (2.5 billion), the very reading in doubt.
  it('offer both ways for a shortened amount a money field is unsure of, as for a weight', () => {
    const check = checkTarget('2.500M', 'es');
    if (check.ok) throw new Error('2.500M is read in Spanish');
    const message = targetError(check.problem, i18nFor('es').t, 'es', '2.500M', worthALot);
    expect(message).toContain('2500M');
    expect(message).toContain('2,500M');
    // A whole number with no suffix is asked for without the separator only: as a decimal it would not be whole.
    const whole = checkTarget('1,000', 'es');
    if (whole.ok) throw new Error('1,000 is read in Spanish');
    expect(targetError(whole.problem, i18nFor('es').t, 'es', '1,000', worthALot)).not.toContain('1,000)');
  });

  // A price no weight reaches is refused too (the fruit is worth less at the heaviest weight): never offered.
  it('offer no way of writing a price that is more than the fruit is worth', () => {
    const check = checkTarget('2.500M', 'es');
    if (check.ok) throw new Error('2.500M is read in Spanish');
    expect(targetError(check.problem, i18nFor('es').t, 'es', '2.500M', () => 10n ** 8n)).toBe(
      '«2.500M» se puede leer de dos maneras; este campo solo admite una, que se escribe 2,500M.',
    );
    expect(targetError(check.problem, i18nFor('es').t, 'es', '2.500M', () => 10n ** 6n)).toMatch(
      /^Ese precio es demasiado alto: incluso con 1\.000\.000\skg, el máximo que acepta la calculadora, esta fruta vale 1\.000\.000\.$/,
    );
  });

  it('name the suffixes a money field reads when one is not the page language’s', () => {
    const check = checkTarget('1,5 mil', 'id');
    if (check.ok) throw new Error('1,5 mil is read in Indonesian');
    expect(targetError(check.problem, i18nFor('id').t, 'id', '1,5 mil', worthALot)).toBe(
      '“mil” bukan singkatan jumlah yang dikenali di sini. Pakai K, rb, M, jt, B, atau T, atau tulis jumlahnya lengkap.',
    );
  });

  it('name the lightest weight the field takes for one above 0 but lighter, in the page’s number format', () => {
    expect(weightMessage('0.0000001', 'en')).toBe('The weight must be at least 0.000001 kg.');
    expect(weightMessage('0,0000001', 'fr')).toMatch(/^Le poids doit être d’au moins 0,000001\s?kg\.$/);
    for (const language of LANGUAGES) {
      const tooLight = weightMessage('0.0000001', language);
      // "More than 0 kg" is true of what was typed: the field says what it takes instead, as it would write it.
      expect(tooLight, language).not.toBe(weightMessage('0', language));
      expect(tooLight, language).toContain(formatForInput(MIN_WEIGHT_KG, language));
    }
  });

  // «0.» and 400 zeros then a 1 said «The weight must be more than 0 kg»: it is more than 0, only too light.
  it('name the lightest weight the field takes for one nearer 0 than a number can hold, in every language', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    expect(weightMessage(tiny, 'en')).toBe('The weight must be at least 0.000001 kg.');
    for (const language of LANGUAGES) {
      expect(weightMessage(tiny, language), language).toBe(weightMessage('0.0000001', language));
    }
  });
});

describe('the number of fruits’ messages', () => {
  // «0.» and 400 zeros then a 1 said «You need at least 1 fruit»: it is more than 0, only not a whole number.
  it('ask for a whole number for one nearer 0 than a number can hold, in every language', () => {
    const tiny = `0.${'0'.repeat(400)}1`;
    for (const language of LANGUAGES) {
      const check = checkQuantity(tiny, language);
      if (check.ok) throw new Error(`${tiny} is a number of fruits in ${language}`);
      expect(quantityError(check.problem, i18nFor(language).t, language, tiny), language).toBe(
        i18nFor(language).t('crop.errors.quantity.notWhole'),
      );
    }
  });
});
