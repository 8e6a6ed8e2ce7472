import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { formatIsoDate } from './format';
import { obtainableAsOf, obtainableHeading, obtainableLabel } from './gameText';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

describe('obtainable', () => {
  for (const language of LANGUAGES) {
    it(`${language}: says yes, no or unknown, each in its own words`, () => {
      const { t } = i18nFor(language);
      const words = [true, false, null].map((obtainable) => obtainableLabel(t, language, { obtainable }));
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

  // The value list said "Not in the game's files since November 1, 2025" of Dryblood Rose, its page "unknown".
  it('says a crop out of the game’s files is, with its day, whatever the month’s answer, as every page does', () => {
    const { t } = i18nFor('fr');
    expect(obtainableLabel(t, 'fr', { obtainable: null, removal: { kind: 'since', date: '2025-11-01' } })).toBe(
      t('facts.removed', { date: formatIsoDate('2025-11-01', 'fr') }),
    );
    expect(obtainableLabel(t, 'fr', { obtainable: null, notYetInFiles: true, removal: { kind: 'never', from: '2025-05-22' } })).toBe(
      t('facts.neverInFiles'),
    );
    expect(obtainableLabel(t, 'fr', { obtainable: null, notYetInFiles: true })).toBe(t('facts.notYetInFiles'));
  });
});
