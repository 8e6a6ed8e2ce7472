import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import { checkAmountField, checkNumberField, type FieldProblem } from '../lib/fieldCheck';
import { ambiguousReadings, type NumberKind } from '../lib/parseNumber';
import { numberEntryError, type EntryField } from './numberEntryErrors';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));

/** A field of numbers above 0 and at most `most`, which says so of one it refuses. */
function fieldUpTo(most: number, kind: NumberKind, language: Language): EntryField<FieldProblem> {
  return {
    kind,
    check: (text) => checkNumberField(text, language, (value) => (value <= 0 ? 'not-positive' : value > most ? 'too-large' : null), kind),
    explain: (problem) => `refused: ${problem}`,
    fallback: 'not a number',
  };
}

/** What the field says of a number it found ambiguous. */
function message(text: string, field: EntryField<FieldProblem>, language: Language): string | undefined {
  const check = field.check(text);
  if (check.ok || check.problem !== 'ambiguous-separator') throw new Error(`${text} is not ambiguous in ${language}`);
  return numberEntryError(check.problem, text, field, i18nFor(language).t, language);
}

describe('numberEntryError', () => {
  // «1,000» as an age of at most 500, in Spanish: «escríbelo sin separador: 1000», which the field then refused.
  it('offers no way of writing an ambiguous number that its field would refuse: it says why it refuses it instead', () => {
    expect(message('1,000', fieldUpTo(500, 'whole', 'es'), 'es')).toBe('refused: too-large');
    expect(message('1.000', fieldUpTo(500, 'whole', 'fr'), 'fr')).toBe('refused: too-large');
    expect(message('1,000', fieldUpTo(5000, 'whole', 'es'), 'es')).toBe(
      '«1,000» se puede leer de dos maneras. Para un número entero, escríbelo sin separador: 1000.',
    );
  });

  it('offers the one way its field takes where it takes one of the two, and both where it takes both', () => {
    expect(message('12.000', fieldUpTo(10_000, 'decimal', 'es'), 'es')).toBe(
      '«12.000» se puede leer de dos maneras; este campo solo admite una, que se escribe 12,000.',
    );
    expect(message('12.000', fieldUpTo(10_000, 'decimal', 'id'), 'id')).toBe(
      '“12.000” bisa dibaca dengan dua cara; kolom ini hanya menerima satu, yang ditulis 12,000.',
    );
    expect(message('1.500', fieldUpTo(10_000, 'decimal', 'es'), 'es')).toBe(
      '«1.500» se puede leer de dos maneras. Escríbelo sin separador (1500) o con «,» como separador decimal (1,500).',
    );
  });

  it('offers only a way of writing a shortened amount that its field takes', () => {
    const amounts = (most: bigint): EntryField<FieldProblem> => ({
      kind: 'whole',
      check: (text) => checkAmountField(text, 'es', (value) => (value > most ? 'too-large' : null)),
      explain: (problem) => `refused: ${problem}`,
      fallback: 'not a number',
    });
    const check = amounts(10n ** 9n).check('2.500M');
    if (check.ok) throw new Error('2.500M is read in Spanish');
    expect(check).toEqual({ ok: false, problem: 'ambiguous-separator' });
    // 2500M is 2.5 billion, more than this field's billion: only 2,5M (2.5 million) is offered.
    expect(numberEntryError('ambiguous-separator', '2.500M', amounts(10n ** 9n), i18nFor('es').t, 'es')).toBe(
      '«2.500M» se puede leer de dos maneras; este campo solo admite una, que se escribe 2,500M.',
    );
  });

  it('never offers, in any language, a way of writing a number that its field then refuses', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LANGUAGES),
        fc.constantFrom<NumberKind>('decimal', 'whole'),
        fc.integer({ min: 1, max: 999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom('.', ','),
        fc.integer({ min: 1, max: 2_000_000 }),
        (language, kind, before, after, separator, most) => {
          const field = fieldUpTo(most, kind, language);
          const text = `${before}${separator}${String(after).padStart(3, '0')}`;
          const check = field.check(text);
          if (check.ok || check.problem !== 'ambiguous-separator') return;
          const said = message(text, field, language) ?? '';
          const readings = ambiguousReadings(text, language)!;
          for (const way of [readings.grouped, readings.decimal]) {
            if (way !== text && said.includes(way)) expect(field.check(way).ok, `${way} offered for ${text} in ${language}`).toBe(true);
          }
        },
      ),
    );
  });
});
