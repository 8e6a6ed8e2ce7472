import { useEffect, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18nFor } from '../i18n/i18n';
import { directionOf, type Language } from '../i18n/languages';
import { whenFullyHydrated } from '../ui/HydrateLater';
import { Layout } from './Layout';
import { LanguageContext } from './useLanguage';

/** Gives every page below it its language and that language's i18next instance, and keeps <html> in step. */
export function LanguageRoot({ language }: { language: Language }) {
  // Before paint: Preact runs plain effects a frame later, which would show a page in its new language
  // with the old direction for that frame (and tell assistive tech the wrong language).
  useLayoutEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  // Marks the moment the prerendered page has wholly become the live app (browser tests wait for it).
  useEffect(() => {
    void whenFullyHydrated().then(() => {
      document.documentElement.dataset.appReady = 'true';
    });
  }, []);
  return (
    <LanguageContext.Provider value={language}>
      <I18nextProvider i18n={i18nFor(language)}>
        <Layout />
      </I18nextProvider>
    </LanguageContext.Provider>
  );
}
