import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { LANGUAGES, type Language } from '../../i18n/languages';
import { formatForInput } from '../../lib/format';
import { MIN_WEIGHT_KG } from '../../links/cropQuery';
import { checkWeight } from './fieldChecks';
import { weightError } from './fieldErrors';

beforeAll(() => Promise.all(LANGUAGES.map((language) => loadLanguage(language))));

/** What the weight field says beside this text. */
function weightMessage(text: string, language: Language): string {
  const check = checkWeight(text);
  if (check.ok) throw new Error(`${text} is a weight`);
  return weightError(check.problem, i18nFor(language).t, language);
}

describe('the weight field’s messages', () => {
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
});
