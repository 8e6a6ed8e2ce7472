import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { obtainableLabel } from './gameText';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('obtainable', () => {
  for (const language of LANGUAGES) {
    it(`${language}: says yes, no or unknown, each in its own words`, () => {
      const { t } = i18nFor(language);
      const words = [obtainableLabel(t, true), obtainableLabel(t, false), obtainableLabel(t, null)];
      expect(new Set(words).size).toBe(3);
      expect(words[2]).toBe(t('ui.unknown'));
    });
  }
});
