import type { RouteObject } from 'react-router';
import { loadLanguage } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import { languagePrefix, PAGE_PATHS } from '../lib/paths';
import { LanguageRoot } from './LanguageRoot';
import { routeId } from './pageModules';
import { RedirectHome } from './RedirectHome';
import { RouteError } from './RouteError';

/** Route handle of each language's root, so any component can tell the page's language. */
export interface LanguageHandle {
  language: Language;
}

const relative = (path: string) => path.replace(/^\//, '');

// Each page is its own chunk; its module exports `Component` and `handle` (a PageHandle).
function pageRoutes(language: Language): RouteObject[] {
  return [
    { id: routeId('crop', language), index: true, lazy: () => import('../features/crop-calculator/route') },
    {
      id: routeId('pet', language),
      path: relative(PAGE_PATHS.petCalculator),
      lazy: () => import('../features/pet-calculator/route'),
    },
    {
      id: routeId('wikiIndex', language),
      path: relative(PAGE_PATHS.wikiIndex),
      lazy: () => import('../features/wiki/indexRoute'),
    },
    {
      // `/wiki/grow-a-garden-<crop id>`; the page sends unknown crops home like any unknown path.
      id: routeId('wikiCrop', language),
      path: `${relative(PAGE_PATHS.wikiIndex)}/:slug`,
      lazy: () => import('../features/wiki/cropRoute'),
    },
    { id: `unknown@${language}`, path: '*', Component: RedirectHome },
  ];
}

export function createRoutes(): RouteObject[] {
  return LANGUAGES.map((language) => ({
    id: `lang@${language}`,
    path: languagePrefix(language) || '/',
    handle: { language } satisfies LanguageHandle,
    Component: LanguageRoot,
    ErrorBoundary: RouteError,
    children: [
      {
        id: routeId('layout', language),
        // Loading the language's texts with the layout means a switch commits only once both are in.
        lazy: () => Promise.all([import('./Layout'), loadLanguage(language)]).then(([layout]) => layout),
        // Errors inside a page show in the layout, with header and footer still there.
        children: [{ id: `pages@${language}`, ErrorBoundary: RouteError, children: pageRoutes(language) }],
      },
    ],
  }));
}
