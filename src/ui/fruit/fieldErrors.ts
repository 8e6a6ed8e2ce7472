/* The translated message shown beside a number field for each problem fieldChecks can find. */
import type { TFunction } from 'i18next';
import type { Language } from '../../i18n/languages';
import { formatKg, formatNumber, MAX_FRACTION_DIGITS } from '../../lib/format';
import { numberEntryError } from '../numberEntryErrors';
import { checkQuantity, checkTarget, checkWeight, FIELD_LIMITS, type FieldCheck, type FieldProblem } from './fieldChecks';

/** `text` is what was typed: a number written in a way the field will not guess at is shown back in its message. */
export function weightError(problem: FieldProblem, t: TFunction, language: Language, text: string): string {
  const notANumber = t('crop.errors.weight.notANumber');
  switch (problem) {
    case 'empty':
      return t('crop.errors.weight.empty');
    case 'not-positive':
      return t('crop.errors.weight.notPositive');
    case 'too-small':
      // Every decimal of the limit (formatKg keeps two by default, which would write it as "0 kg").
      return t('crop.errors.weight.tooSmall', { min: formatKg(FIELD_LIMITS.minWeightKg, language, MAX_FRACTION_DIGITS) });
    case 'too-large':
      return t('crop.errors.weight.tooLarge', { max: formatKg(FIELD_LIMITS.weightKg, language) });
    case 'not-a-number':
    case 'not-whole':
    case 'out-of-range':
    case 'unknown-suffix':
      return notANumber;
    case 'ambiguous-separator':
      return numberEntryError(
        problem,
        text,
        {
          kind: 'decimal',
          check: (way) => checkWeight(way, language),
          explain: (refused, way) => weightError(refused, t, language, way),
          fallback: notANumber,
        },
        t,
        language,
      );
  }
}

export function quantityError(problem: FieldProblem, t: TFunction, language: Language, text: string): string {
  const notANumber = t('crop.errors.quantity.notANumber');
  switch (problem) {
    case 'empty':
      return t('crop.errors.quantity.empty');
    case 'not-positive':
    case 'too-small':
      return t('crop.errors.quantity.notPositive');
    case 'not-whole':
      return t('crop.errors.quantity.notWhole');
    case 'too-large':
    case 'out-of-range':
      return t('crop.errors.quantity.tooLarge', { max: formatNumber(FIELD_LIMITS.quantity, language) });
    case 'not-a-number':
    case 'unknown-suffix':
      return notANumber;
    case 'ambiguous-separator':
      return numberEntryError(
        problem,
        text,
        {
          kind: 'whole',
          check: (way) => checkQuantity(way, language),
          explain: (refused, way) => quantityError(refused, t, language, way),
          fallback: notANumber,
        },
        t,
        language,
      );
  }
}

/**
 * An empty target is no error: the reverse calculator simply waits for one. `mostPerFruit` is the most the fruit as
 * chosen is worth at the heaviest weight the calculator takes, which a price too high is told (null: the engine could
 * not say).
 */
export function targetError(
  problem: FieldProblem,
  t: TFunction,
  language: Language,
  text: string,
  mostPerFruit: () => bigint | null,
): string | undefined {
  const notANumber = t('crop.errors.target.notANumber');
  switch (problem) {
    case 'empty':
      return undefined;
    case 'not-positive':
    case 'too-small':
      return t('crop.errors.target.notPositive');
    case 'not-whole':
      return t('crop.errors.target.notWhole');
    case 'too-large': {
      const most = mostPerFruit();
      return most === null
        ? t('crop.errors.engine')
        : t('crop.errors.target.tooLarge', { max: formatKg(FIELD_LIMITS.weightKg, language), price: formatNumber(most, language) });
    }
    case 'not-a-number':
    case 'out-of-range':
      return notANumber;
    case 'ambiguous-separator':
    case 'unknown-suffix':
      return numberEntryError(
        problem,
        text,
        {
          kind: 'whole',
          // A price past what the fruit is worth is refused as the field refuses it when typed.
          check: (way): FieldCheck<bigint> => {
            const check = checkTarget(way, language);
            const most = check.ok ? mostPerFruit() : null;
            return check.ok && most !== null && check.value > most ? { ok: false, problem: 'too-large' } : check;
          },
          explain: (refused, way) => targetError(refused, t, language, way, mostPerFruit),
          fallback: notANumber,
        },
        t,
        language,
      );
  }
}
