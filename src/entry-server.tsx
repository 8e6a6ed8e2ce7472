import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from './app/App';
import { loadedPage, loadPage } from './app/pages';
import { renderHeadTags } from './app/head';
import { prerenderedPagePaths } from './app/prerenderPaths';
import { createRoutes, matchPage } from './app/routes';
import type { PageKey } from './app/pageModules';
import { i18nFor, loadLanguage } from './i18n/i18n';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, type Language } from './i18n/languages';
import { splitLanguage } from './lib/paths';

export interface RenderedPage {
  html: string;
  head: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** The page shown, so the prerender can inline its styles. */
  page: PageKey;
}

export { prerenderedPagePaths, LANGUAGES };
export { THEME_BOOT_SCRIPT } from './app/theme';
export { PAGE_MODULES } from './app/pageModules';
export { absoluteUrl } from './lib/siteUrl';
export { alternatePaths, localizePath } from './lib/paths';

/** The site's name, for the title of the app shell that unknown paths get. */
export async function siteName(): Promise<string> {
  await loadLanguage(DEFAULT_LANGUAGE);
  return i18nFor(DEFAULT_LANGUAGE).t('site.name');
}

export async function renderPage(url: string): Promise<RenderedPage> {
  await Promise.all(LANGUAGES.map(loadLanguage));
  const { pathname } = new URL(url, 'http://prerender.invalid');
  const routes = createRoutes();
  const { language, page, params } = matchPage(routes, pathname);
  if (!page) throw new Error(`${url} matched no page`);
  await loadPage(page, language);
  const module = loadedPage(page);
  if (!module) throw new Error(`${url}: the ${page} page did not load`);

  const html = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App routes={routes} />
      </StaticRouter>
    </StrictMode>,
  );

  const { t } = i18nFor(language);
  const meta = module.handle.meta({ t, language, params });
  const head = renderHeadTags({ meta, language, path: splitLanguage(pathname).path, siteName: t('site.name') });
  return { html, head, language, dir: directionOf(language), page };
}
