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

/** Each page kind's prerendered paths, in runs of at most this many: a run is one test with its own time limit. */
const PATHS_PER_TEST = 45;
const cases = (
  await Promise.all(
    PAGE_KEYS.map(async (page) => {
      const paths = await prerenderPathsOf(page);
      return Array.from(
        { length: Math.ceil(paths.length / PATHS_PER_TEST) },
        (_, run) => [page, run * PATHS_PER_TEST + 1, paths.length, paths.slice(run * PATHS_PER_TEST, (run + 1) * PATHS_PER_TEST)] as const,
      );
    }),
  )
).flat();

/*
 * Tests load every text of a language, the browser only the page's sections: a key of another section renders in the
 * prerender and turns into the raw key when React takes the page over (so it was on 134 crop pages, whose change list
 * wrote a huge chance with the formula page's text). Every prerendered page is rendered here with its own texts only.
 * The crop pages are 533 renders, 12–16 s here beside a build and 167 s in a CI run on a heavily loaded machine: one test each would
 * pass or fail by the machine's load, so they are checked in runs.
 */
describe('each page’s texts', () => {
  it.each(cases)(
    '%s: every prerendered page asks only for texts its sections hold (from page %i of %i)',
    async (page, _first, _of, paths) => {
      const route = (await loadPageModule(page))!;
      const { i18n, missing } = pageTexts(page);
      const routes = createRoutes();
      for (const path of paths) {
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
    },
  );
});
