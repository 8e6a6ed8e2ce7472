import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18nFor, loadTexts, useI18n, useLanguage } from './i18n';
import arabic from './locales/ar/common';
import english from './locales/en/common';

function SkipLink() {
  const { t } = useI18n();
  return (
    <a lang={useLanguage()} href="#main">
      {t('nav.skipToContent')}
    </a>
  );
}

describe('useI18n', () => {
  // Runs first: nothing in this file has set an i18next instance up yet.
  it('says what is missing when nothing gives an instance', () => {
    expect(() => renderToString(<SkipLink />)).toThrow(/no i18next instance/);
  });

  it("renders with the instance of the provider's language", async () => {
    await Promise.all([loadTexts('en', 'common'), loadTexts('ar', 'common')]);
    // Without a provider: i18next's default instance, in English.
    expect(renderToString(<SkipLink />)).toBe(`<a lang="en" href="#main">${english.nav.skipToContent}</a>`);
    expect(
      renderToString(
        <I18nextProvider i18n={i18nFor('ar')}>
          <SkipLink />
        </I18nextProvider>,
      ),
    ).toBe(`<a lang="ar" href="#main">${arabic.nav.skipToContent}</a>`);
  });
});
