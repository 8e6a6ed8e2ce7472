import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { obtainableAsOf, obtainableHeading, obtainableLabel } from './gameText';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('obtainable', () => {
  for (const language of LANGUAGES) {
    it(`${language}: says yes, no or unknown, each in its own words`, () => {
      const { t } = i18nFor(language);
      const words = [obtainableLabel(t, true), obtainableLabel(t, false), obtainableLabel(t, null)];
      expect(new Set(words).size).toBe(3);
      expect(words[2]).toBe(t('ui.unknown'));
    });

    it(`${language}: the heading names the month the data knows it as of, never "now"`, () => {
      const { t } = i18nFor(language);
      const heading = obtainableHeading(t, language);
      expect(heading).toContain(obtainableAsOf(language));
      expect(heading).not.toContain('{{');
    });
  }

  it('dates it as the wiki copy is dated (SOURCES.md: as of December 2025)', () => {
    const { t } = i18nFor('en');
    expect(obtainableHeading(t, 'en')).toBe('Obtainable in December 2025');
    expect(obtainableAsOf('ar')).toBe('ديسمبر 2025');
    expect(obtainableAsOf('pt')).toBe('dezembro de 2025');
  });
});
