import { useMatches } from 'react-router';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';
import type { LanguageHandle } from './routes';

/** The language of the page being shown, from the route it matched. */
export function useRouteLanguage(): Language {
  const matches = useMatches();
  const root = matches.find((match) => (match.handle as LanguageHandle | undefined)?.language);
  return (root?.handle as LanguageHandle | undefined)?.language ?? DEFAULT_LANGUAGE;
}
