import type { RouteObject } from 'react-router';
import { loadTexts, type PageTextSection } from '../i18n/i18n';
import { LANGUAGES, type Language } from '../i18n/languages';
import { languagePrefix, PAGE_PATHS } from '../lib/paths';
import { LanguageRoot } from './LanguageRoot';
import { PAGE_TEXTS, routeId } from './pageModules';
import { RedirectHome } from './RedirectHome';
import { RouteError } from './RouteError';

/** Route handle of each language's root, so any component can tell the page's language. */
export interface LanguageHandle {
  language: Language;
}

const relative = (path: string) => path.replace(/^\//, '');

/**
 * A page's code and its texts load together, so a navigation commits only once both are in.
 * Each page module exports `Component` and `handle` (a PageHandle).
 */
function withTexts<T>(language: Language, section: PageTextSection, load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(language, section)]).then(([module]) => module);
}

function pageRoutes(language: Language): RouteObject[] {
  return [
    {
      id: routeId('crop', language),
      index: true,
      lazy: withTexts(language, PAGE_TEXTS.crop, () => import('../features/crop-calculator/route')),
    },
    {
      id: routeId('pet', language),
      path: relative(PAGE_PATHS.petCalculator),
      lazy: withTexts(language, PAGE_TEXTS.pet, () => import('../features/pet-calculator/route')),
    },
    {
      id: routeId('wikiIndex', language),
      path: relative(PAGE_PATHS.wikiIndex),
      lazy: withTexts(language, PAGE_TEXTS.wikiIndex, () => import('../features/wiki/indexRoute')),
    },
    {
      // `/wiki/grow-a-garden-<crop id>`; the page sends unknown crops home like any unknown path.
      id: routeId('wikiCrop', language),
      path: `${relative(PAGE_PATHS.wikiIndex)}/:slug`,
      lazy: withTexts(language, PAGE_TEXTS.wikiCrop, () => import('../features/wiki/cropRoute')),
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
        // Loading the language's common texts with the layout means a switch commits only once both are in.
        lazy: () => Promise.all([import('./Layout'), loadTexts(language, 'common')]).then(([layout]) => layout),
        // Errors inside a page show in the layout, with header and footer still there.
        children: [{ id: `pages@${language}`, ErrorBoundary: RouteError, children: pageRoutes(language) }],
      },
    ],
  }));
}
