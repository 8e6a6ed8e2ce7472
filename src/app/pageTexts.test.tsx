import i18next, { type ResourceLanguage } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NAMESPACE } from '../i18n/i18n';
import { loadContext } from '../test/loadContext';
import { buildPageData, prerenderPathsOf } from './pageBuild';
import { definitionOf, loadPageModule, PAGE_KEYS, pageForParams, type PageKey } from './pages';
import { createRoutes, matchPage } from './routes';

const englishSections = import.meta.glob<{ default: ResourceLanguage }>('../i18n/locales/en/*.ts', { eager: true });
const section = (name: string) => englishSections[`../i18n/locales/en/${name}.ts`]!.default;

/**
 * An i18next holding only what a browser holds on this page: the common texts and the page's own sections (its row
 * of the page table), and the keys it was asked for that it does not hold.
 */
function pageTexts(page: PageKey) {
  const missing = new Set<string>();
  const texts: ResourceLanguage = { ...section('common') };
  for (const name of definitionOf(page).texts) texts[name] = section(name);
  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { en: { [NAMESPACE]: texts } },
    lng: 'en',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.add(key),
  });
  return { i18n, missing };
}

/*
 * Tests load every text of a language, the browser only the page's sections: a key of another section renders in the
 * prerender and turns into the raw key when React takes the page over (so it was on 134 crop pages, whose change list
 * wrote a huge chance with the formula page's text). Every prerendered page is rendered here with its own texts only.
 */
describe('each page’s texts', () => {
  it.each(PAGE_KEYS)(
    '%s: every prerendered page asks only for texts its sections hold',
    async (page) => {
      const route = (await loadPageModule(page))!;
      const { i18n, missing } = pageTexts(page);
      const routes = createRoutes();
      for (const path of await prerenderPathsOf(page)) {
        const { params } = matchPage(routes, path);
        if (pageForParams([page], params) !== page) continue;
        const data = definitionOf(page).build ? JSON.parse(JSON.stringify(await buildPageData(page, path, params))) : null;
        const props = await route.load(loadContext(data, params, 'en'));
        renderToString(
          <I18nextProvider i18n={i18n}>
            <StaticRouter location={path}>
              <route.Component {...props} />
            </StaticRouter>
          </I18nextProvider>,
        );
        expect([...missing], path).toEqual([]);
      }
      // Every prerendered page of the kind: the crop pages are 533 renders, 6 s alone and past the usual 30 s limit on a
      // machine busy with a build beside the suite.
    },
    120_000,
  );
});
