import { createContext, useContext } from 'react';
import { useLocation } from 'react-router';
import type { Language } from '../i18n/languages';
import { splitLanguage } from '../lib/paths';

/** Set by each language's root route (see LanguageRoot). */
export const LanguageContext = createContext<Language | null>(null);

/** The language of the page being shown: its route's, or (outside the routes, as in an error panel) its path's. */
export function useRouteLanguage(): Language {
  const fromRoute = useContext(LanguageContext);
  const { pathname } = useLocation();
  return fromRoute ?? splitLanguage(pathname).language;
}
