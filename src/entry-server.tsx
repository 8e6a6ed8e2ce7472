import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { renderHeadTags, renderStructuredData } from './app/head';
import { loadPageProps } from './app/Page';
import { buildPageData, prerenderPathsOf } from './app/pageBuild';
import { loadPageData, setPageDataSource } from './app/pageData';
import { pageDataUrl } from './app/pageDataFiles';
import { definitionOf, PAGE_KEYS, pageModuleSource, PAGES, type PageKey } from './app/pages';
import { App, createRoutes, matchPage } from './app/routes';
import { ShellNoScript } from './app/ShellNoScript';
import { i18nFor, loadLanguage } from './i18n/i18n';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, LOCALE_TAGS, type Language } from './i18n/languages';
import { splitLanguage } from './lib/paths';

export interface RenderedPage {
  html: string;
  head: string;
  /** The page's JSON-LD blocks, for the end of the body. */
  structuredData: string[];
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The page shown, so the prerender can inline its styles. */
  page: PageKey;
  /** The unprefixed path, which names the page's data file. */
  path: string;
  /** The data the page was given, undefined for a page given none (see src/app/pageData.ts). */
  data: unknown;
}

// The build works each page's data out; browsers read what it wrote.
setPageDataSource(buildPageData);

export { LANGUAGES, LOCALE_TAGS };
export { bootScriptFor } from './app/bootScript';
export { absoluteUrl } from './lib/siteUrl';
export { alternatePaths, localizePath } from './lib/paths';
export { embeddedPageData, pageDataUrl } from './app/pageDataFiles';

/** Source module of each page, as Vite's manifest names it (the prerender inlines the styles it needs). */
export const PAGE_MODULES = Object.fromEntries(PAGE_KEYS.map((page) => [page, pageModuleSource(page)])) as Record<PageKey, string>;

/**
 * The pages that must work offline after one visit, with their source module and the text sections they show: the
 * offline workers precache them (scripts/serviceWorker.ts). Both calculators, and the restock clock a player checks
 * mid-game whatever the network.
 */
export const OFFLINE_PAGES = (['crop', 'pet', 'stock'] as const).map((page) => ({
  path: PAGES[page].path,
  module: pageModuleSource(page),
  texts: ['common', ...PAGES[page].texts],
  // A page reached by a link in the app reads its data file: offline too, from one page to the other.
  dataFile: 'build' in PAGES[page] ? pageDataUrl(PAGES[page].path).slice(1) : null,
}));

/** Unprefixed paths of every prerendered page (each is written in every language). */
export async function prerenderedPagePaths(): Promise<string[]> {
  const paths = await Promise.all(PAGE_KEYS.map(prerenderPathsOf));
  return paths.flat();
}

/** The site's name, for the title of the app shell that unknown paths get. */
export async function siteName(): Promise<string> {
  await loadLanguage(DEFAULT_LANGUAGE);
  return i18nFor(DEFAULT_LANGUAGE).t('site.name');
}

/** The app shell's words for a visitor without scripts, in every language (see ShellNoScript). */
export async function appShellNoScript(): Promise<string> {
  await Promise.all(LANGUAGES.map((language) => loadLanguage(language)));
  return renderToStaticMarkup(<ShellNoScript texts={LANGUAGES.map((language) => ({ language, t: i18nFor(language).t }))} />);
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

export async function renderPage(url: string): Promise<RenderedPage> {
  await Promise.all(LANGUAGES.map(loadLanguage));
  const { pathname } = new URL(url, 'http://prerender.invalid');
  const routes = createRoutes();
  const { language, page, params } = matchPage(routes, pathname);
  if (!page) throw new Error(`${url} matched no page`);
  const { path } = splitLanguage(pathname);
  const loaded = await loadPageProps(page, pathname, params, '');
  if (!loaded) throw new Error(`${url} is no page: its build module gave it no data`);
  // The page's HTML carries the data its build module gave it, which hydration then reads instead of fetching it.
  const data = definitionOf(page).build ? await loadPageData(page, path, params) : undefined;

  // React's prerender waits for every lazily loaded part, so the HTML holds the whole page. A large part would be
  // written after the rest and moved into place by inline scripts (which the Content-Security-Policy forbids, and
  // which a static page does not need): every part stays in place.
  const { prelude } = await prerender(
    <StrictMode>
      <StaticRouter location={url}>
        <App routes={routes} />
      </StaticRouter>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readStream(prelude);

  const { t } = i18nFor(language);
  const meta = loaded.module.meta({ t, language, params, props: loaded.props });
  const head = renderHeadTags({ meta, language, path, siteName: t('site.name') });
  return { html, head, structuredData: renderStructuredData(meta), language, dir: directionOf(language), page, path, data };
}
