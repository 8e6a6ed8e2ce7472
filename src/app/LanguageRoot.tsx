import { useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet } from 'react-router';
import { i18nFor } from '../i18n/i18n';
import { directionOf } from '../i18n/languages';
import { useRouteLanguage } from './useLanguage';

/** Gives every page below it the i18next instance of the URL's language and keeps <html> in step. */
export function LanguageRoot() {
  const language = useRouteLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    document.documentElement.dir = directionOf(language);
  }, [language]);
  // Marks the moment the prerendered page has become the live app (browser tests wait for it).
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <Outlet />
    </I18nextProvider>
  );
}
