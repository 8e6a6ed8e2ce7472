import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { LANGUAGES, type Language } from '../i18n/languages';
import { languagePrefix, splitLanguage } from '../lib/paths';
import { LanguageRoot } from './LanguageRoot';
import { Page } from './Page';
import { PAGE_KEYS, PAGES, type PageKey } from './pages';
import { RedirectHome } from './RedirectHome';

/** Route handles: each language's root names its language, each page route its page. */
interface RouteHandle {
  language?: Language;
  page?: PageKey;
}

/** Every page under each language's prefix; unknown paths go to that language's home. */
export function createRoutes(): RouteObject[] {
  return LANGUAGES.map((language) => ({
    path: languagePrefix(language) || '/',
    handle: { language } satisfies RouteHandle,
    element: <LanguageRoot language={language} />,
    children: [
      ...PAGE_KEYS.map((page) => {
        const path = PAGES[page].path.replace(/^\//, '');
        return {
          ...(path ? { path } : { index: true }),
          handle: { page } satisfies RouteHandle,
          element: <Page page={page} />,
        };
      }),
      { path: '*', element: <RedirectHome /> },
    ],
  }));
}

export interface PageMatch {
  language: Language;
  /** Null for a path that is no page (it is sent home). */
  page: PageKey | null;
  params: Params;
}

/** Which page of which language a path shows, before anything renders. */
export function matchPage(routes: RouteObject[], pathname: string): PageMatch {
  const matches = matchRoutes(routes, pathname) ?? [];
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const leaf = matches.at(-1);
  return {
    language: handles.find((handle) => handle.language)?.language ?? splitLanguage(pathname).language,
    page: handles.find((handle) => handle.page)?.page ?? null,
    params: leaf?.params ?? {},
  };
}
