import { Suspense, useLayoutEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { matchRoutes, Outlet, useLocation, useParams, useRoutes, type Params, type RouteObject } from 'react-router';
import { i18nFor, useI18n, useShownLanguage } from '../i18n/i18n';
import { directionOf, LANGUAGES, LOCALE_TAGS, type Language } from '../i18n/languages';
import { languagePrefix, splitLanguage } from '../lib/paths';
import { ErrorBoundary } from './ErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { NotFoundNotice } from './NotFoundNotice';
import { Page } from './Page';
import { PAGE_KEYS, pageForParams, PAGES, type PageKey } from './pages';
import { RedirectFromNoPage } from './RedirectFromNoPage';
import { UpdatePrompt } from './UpdatePrompt';
import { useFocusOnNewPage } from './useFocusOnNewPage';
import { useScrollRestoration } from './useScrollRestoration';
import './layout.css';

/** Route handles: each language's root names its language, each page route its pages (more than one share a path). */
interface RouteHandle {
  language?: Language;
  pages?: readonly PageKey[];
}

/** The pages of the page table grouped by path, in table order. */
const PAGES_BY_PATH = PAGE_KEYS.reduce((groups, page) => {
  const path = PAGES[page].path;
  groups.set(path, [...(groups.get(path) ?? []), page]);
  return groups;
}, new Map<string, PageKey[]>());

/** The frame every page of a language shows in: header, footer, and the page between them. */
function Layout() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  useScrollRestoration();
  useFocusOnNewPage();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <Header />
      <UpdatePrompt />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Said on the page the visitor was sent to, gone with the next page. */}
        <NotFoundNotice key={pathname} />
        {/* The page's code comes later than the frame's: until it is in, hydration keeps its prerendered HTML and a
            navigation keeps the current page. */}
        <Suspense fallback={null}>
          {/* A page's error shows here, with header and footer still there; another page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Outlet />
          </ErrorBoundary>
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}

/** Gives every page below it the i18next instance of the language it is shown in (useShownLanguage), and keeps <html> in step before paint. */
function LanguageRoot({ language: addressLanguage }: { language: Language }) {
  const language = useShownLanguage(addressLanguage);
  useLayoutEffect(() => {
    const root = document.documentElement;
    // Written only when they differ: setting either, even to the value it has (as on every prerendered page), makes
    // Chromium restyle every element (`:lang()`, `:dir()`) as the page goes live (docs/performance.md).
    if (root.lang !== LOCALE_TAGS[language]) root.lang = LOCALE_TAGS[language];
    if (root.dir !== directionOf(language)) root.dir = directionOf(language);
  }, [language]);
  return (
    <I18nextProvider i18n={i18nFor(language)}>
      <Layout />
    </I18nextProvider>
  );
}

/** A path several pages share: the parameters choose the page. */
function PageByParams({ pages }: { pages: readonly PageKey[] }) {
  const page = pageForParams(pages, useParams());
  return page ? <Page page={page} /> : <RedirectFromNoPage />;
}

/**
 * Every page under each language's prefix; unknown paths go to that language's home. Paths match in their exact case,
 * as a static host finds the files: `/AR/` is no page (React Router would otherwise read it as `/ar/`).
 */
export function createRoutes(): RouteObject[] {
  return LANGUAGES.map((language) => ({
    path: languagePrefix(language) || '/',
    caseSensitive: true,
    handle: { language } satisfies RouteHandle,
    element: <LanguageRoot language={language} />,
    children: [
      ...[...PAGES_BY_PATH].map(([fullPath, pages]) => {
        const path = fullPath.replace(/^\//, '');
        return {
          ...(path ? { path, caseSensitive: true } : { index: true }),
          handle: { pages } satisfies RouteHandle,
          element: pages.length === 1 ? <Page page={pages[0]!} /> : <PageByParams pages={pages} />,
        };
      }),
      { path: '*', element: <RedirectFromNoPage /> },
    ],
  }));
}

export interface PageMatch {
  language: Language;
  /** Null for a path that is no page (it is sent home). */
  page: PageKey | null;
  params: Params;
}

/**
 * The one language root a path can match (its prefix names it). React Router ranks and tries every route it is given
 * on each match; given one language's, it does a sixth of the work (90 routes took 5 ms at start-up, docs/performance.md).
 */
function routesOfLanguage(routes: RouteObject[], language: Language): RouteObject[] {
  return routes.filter((route) => (route.handle as RouteHandle | undefined)?.language === language);
}

/**
 * Which page of which language a path shows, before anything renders. The language is the one its prefix names, as
 * written: a prefix in another case or percent-encoded (`/AR/`, `/%61r/`) names no language, so the path is no page.
 */
export function matchPage(routes: RouteObject[], pathname: string): PageMatch {
  const { language } = splitLanguage(pathname);
  const matches = matchRoutes(routesOfLanguage(routes, language), pathname) ?? [];
  const handles = matches.map((match) => (match.route.handle ?? {}) as RouteHandle);
  const leaf = matches.at(-1);
  return {
    language,
    page: pageForParams(handles.find((handle) => handle.pages)?.pages ?? [], leaf?.params ?? {}) ?? null,
    params: leaf?.params ?? {},
  };
}

/** The routes at the current address. Errors of a page show inside the layout; this catches what fails outside it. */
export function App({ routes }: { routes: RouteObject[] }) {
  return <ErrorBoundary>{useRoutes(routesOfLanguage(routes, splitLanguage(useLocation().pathname).language))}</ErrorBoundary>;
}
