import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { renderHeadTags } from './app/head';
import { prerenderedPagePaths } from './app/prerenderPaths';
import { createRoutes, type LanguageHandle } from './app/routes';
import { i18nFor, loadLanguage } from './i18n/i18n';
import { DEFAULT_LANGUAGE, directionOf, LANGUAGES, type Language } from './i18n/languages';
import { isPageHandle } from './lib/pageMeta';
import { splitLanguage } from './lib/paths';

export interface RenderedPage {
  html: string;
  head: string;
  language: Language;
  dir: 'ltr' | 'rtl';
  /** Ids of the matched routes, so the prerender can link their chunks. */
  routeIds: string[];
}

export { prerenderedPagePaths, LANGUAGES };
export { THEME_BOOT_SCRIPT } from './app/theme';
export { PAGE_MODULES, PAGE_TEXTS } from './app/pageModules';
export { textModulePath } from './i18n/i18n';
export { absoluteUrl } from './lib/siteUrl';
export { alternatePaths, localizePath } from './lib/paths';

/** The site's name, for the title of the app shell that unknown paths get. */
export async function siteName(): Promise<string> {
  await loadLanguage(DEFAULT_LANGUAGE);
  return i18nFor(DEFAULT_LANGUAGE).t('site.name');
}

export async function renderPage(url: string): Promise<RenderedPage> {
  await Promise.all(LANGUAGES.map(loadLanguage));
  const { query, dataRoutes } = createStaticHandler(createRoutes());
  const context = await query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);

  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );

  const language =
    context.matches.map((match) => (match.route.handle as LanguageHandle | undefined)?.language).find(Boolean) ??
    splitLanguage(new URL(url, 'http://x').pathname).language;
  const page = [...context.matches].reverse().find((match) => isPageHandle(match.route.handle));
  if (!page || !isPageHandle(page.route.handle)) throw new Error(`${url} matched no page`);
  const { t } = i18nFor(language);
  const meta = page.route.handle.meta({ t, language, params: page.params });
  const head = renderHeadTags({ meta, language, path: splitLanguage(new URL(url, 'http://x').pathname).path, siteName: t('site.name') });

  return { html, head, language, dir: directionOf(language), routeIds: context.matches.map((match) => match.route.id) };
}
