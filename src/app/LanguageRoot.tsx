import { useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n';
import { directionOf, LOCALE_TAGS, type Language } from '../i18n/languages';
import { Layout } from './Layout';

/** Gives every page below it its language's i18next instance, and keeps <html> in step before paint. */
export function LanguageRoot({ language }: { language: Language }) {
  useLayoutEffect(() => {
    document.documentElement.lang = LOCALE_TAGS[language];
    document.documentElement.dir = directionOf(language);
  }, [language]);
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <Layout />
    </I18nextProvider>
  );
}
