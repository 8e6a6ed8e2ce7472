import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { localizePath } from '../lib/paths';
import { loadContext } from '../test/loadContext';
import { buildPageData, prerenderPathsOf } from './pageBuild';
import { loadPageModule, PAGE_KEYS, pageForParams, type PageKey } from './pages';
import { createRoutes, matchPage } from './routes';

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

/** The page's first prerendered path, its parameters and what the build gives it there, as the browser reads it. */
async function firstPath(page: PageKey) {
  const [path] = await prerenderPathsOf(page);
  const { params } = matchPage(createRoutes(), path!);
  const data = await buildPageData(page, path!, params).catch(() => undefined);
  return { path: path!, params, data: JSON.parse(JSON.stringify(data ?? null)) as unknown };
}

describe('each page’s load()', () => {
  it.each(PAGE_KEYS)('%s: gives the page everything it renders, as its props', async (page) => {
    const route = (await loadPageModule(page))!;
    const { path, params, data } = await firstPath(page);
    expect(pageForParams([page], params)).toBe(page);
    for (const language of ['en', 'ar'] as const) {
      const props = await route.load(loadContext(data, params, language));
      expect(props).not.toBeNull();
      const html = renderToString(
        <I18nextProvider i18n={i18nFor(language)}>
          <StaticRouter location={localizePath(language, path)}>
            <route.Component {...props} />
          </StaticRouter>
        </I18nextProvider>,
      );
      expect(html).toMatch(/<h1[ >]/);
      const meta = route.meta({ t: i18nFor(language).t, language, params, props });
      expect(meta.title.length).toBeGreaterThan(0);
      expect(meta.description.length).toBeGreaterThan(0);
    }
  });
});
