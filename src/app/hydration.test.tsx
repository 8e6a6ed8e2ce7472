// @vitest-environment jsdom
import { fireEvent, waitFor } from '@testing-library/react';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadLanguage } from '../i18n/i18n';
import { LANGUAGES } from '../i18n/languages';
import { localizePath, PAGE_PATHS, splitLanguage } from '../lib/paths';
import { TakingOverPrerenderedHtml } from '../ui/prerenderedHtml';
import { loadPageProps } from './Page';
import { buildPageData } from './pageBuild';
import { loadPageData, setPageDataSource, takeEmbeddedPageData } from './pageData';
import { embeddedPageData } from './pageDataFiles';
import { definitionOf } from './pages';
import { App, createRoutes, matchPage } from './routes';

/*
 * Only hydrating and unmounting are wrapped in React's act(); in between, React works as in a browser (Testing Library's
 * waitFor does the same), so React is told it runs in a test only while act() does. A part a page loads lazily may
 * then land after its test's checks, even during the next test, as an ordinary load rather than an update the test
 * forgot to wrap (React's note about that was seen twice in CI when the whole environment said "test").
 */
async function withinAct(work: () => Promise<void> | void): Promise<void> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    await act(async () => {
      await work();
    });
  } finally {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  }
}

beforeAll(() => Promise.all(LANGUAGES.map(loadLanguage)));

let root: Root | undefined;
afterEach(async () => {
  await withinAct(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  delete document.documentElement.dataset.appReady;
  localStorage.clear();
});

/** The page as the prerender writes it, then taken over by React in this document, as a browser would. */
async function prerenderAndHydrate(url: string, alter: (html: string) => string = (html) => html): Promise<void> {
  const routes = createRoutes();
  const { pathname } = new URL(url, 'http://localhost');
  const { page, params } = matchPage(routes, pathname);
  // The server renderer works the page's data out, as the build does.
  setPageDataSource(buildPageData);
  if (page) await loadPageProps(page, pathname, params, '');
  const data = page && definitionOf(page).build ? await loadPageData(page, splitLanguage(pathname).path, params) : undefined;
  // The page's code is in, so the server renderer writes the whole page at once, as the prerender does. One HTML file
  // serves every query of its path, so it is rendered without one.
  const html = renderToString(
    <StrictMode>
      <StaticRouter location={pathname}>
        <App routes={routes} />
      </StaticRouter>
    </StrictMode>,
  );
  // The browser has only what the prerender wrote into the page: no data may be asked for over the network.
  setPageDataSource(() => Promise.reject(new Error('hydration asked for page data the page already holds')));
  const embedded = data === undefined ? '' : embeddedPageData(splitLanguage(pathname).path, data);
  document.body.innerHTML = `<div id="root">${alter(html)}</div>${embedded}`;
  takeEmbeddedPageData();
  window.history.replaceState(null, '', url);
  // As start-up does: what the page's load gives at this address (a link's fruit code, say) is in before hydrating.
  if (page) await loadPageProps(page, pathname, params, window.location.search);
  const container = document.getElementById('root')!;
  await withinAct(async () => {
    root = hydrateRoot(
      container,
      <TakingOverPrerenderedHtml value={true}>
        <StrictMode>
          <BrowserRouter>
            <App routes={routes} />
          </BrowserRouter>
        </StrictMode>
      </TakingOverPrerenderedHtml>,
    );
  });
  // Testing Library's waitFor lets React work as in a browser while it waits (outside act), so the parts a page loads
  // after it is live (the pet a link names, with its lazily loaded facts) render within this test.
  await waitFor(() => expect(document.documentElement.dataset.appReady).toBe('true'), { timeout: 30_000 });
  if (new URLSearchParams(window.location.search).has('pet')) {
    // Both parts a named pet loads lazily, its facts and the picker's combobox: one still on its way when the test ends
    // would resolve during the next one, outside act, and fail it with React's warning.
    await waitFor(() => expect(document.querySelector('[data-testid="pet-facts"]')).not.toBeNull(), { timeout: 30_000 });
    await waitFor(() => expect(document.querySelector('.pet-picker [role="combobox"]')).not.toBeNull(), { timeout: 30_000 });
  }
}

const CORE_PATHS = [
  PAGE_PATHS.cropCalculator,
  PAGE_PATHS.petCalculator,
  PAGE_PATHS.valueList,
  PAGE_PATHS.tradeChecker,
  PAGE_PATHS.valueFormula,
  PAGE_PATHS.wikiIndex,
];
// English and Arabic (the direction differs); the extra links below bring in Spanish, Indonesian and French.
const CORE_URLS = (['en', 'ar'] as const).flatMap((language) => CORE_PATHS.map((path) => localizePath(language, path)));

describe('hydrating the prerendered pages', () => {
  // React's development build reports every hydration mismatch (text, attributes, elements) on the console.
  it.each([
    ...CORE_URLS,
    '/?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen',
    '/es?crop=amber-flower&variant=gold&m=honeygem',
    '/ar/grow-a-garden-pet-age-calculator?age=50&kg=6&all=1',
    '/id/grow-a-garden-values?sort=name&tier=mythical&set=max',
    '/wiki/grow-a-garden-pets',
    '/grow-a-garden-stock',
    '/ar/grow-a-garden-stock',
    '/wiki/grow-a-garden-eggs',
    '/ar/wiki/grow-a-garden-egg-bug-egg',
    '/es/wiki/grow-a-garden-gear',
    '/pt/wiki/grow-a-garden-gear-watering-can',
    '/fr/wiki/grow-a-garden-weather',
    '/ar/wiki/grow-a-garden-pet-ankylosaurus',
    '/es/grow-a-garden-pet-age-calculator?age=12&kg=3&pet=chubby-chipmunk',
    '/fr/grow-a-garden-trade-calculator?give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10&get=custom_5&band=2',
  ])(
    '%s hydrates with no error or warning',
    async (url) => {
      const errors = vi.spyOn(console, 'error');
      const warnings = vi.spyOn(console, 'warn');
      await prerenderAndHydrate(url);
      expect(errors.mock.calls).toEqual([]);
      expect(warnings.mock.calls).toEqual([]);
      // A whole page rendered twice in jsdom: the value list's 532 rows took 35 s once when the machine was busy.
    },
    90_000,
  );

  it('would notice a mismatch (the check itself works)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await prerenderAndHydrate('/wiki', (html) => html.replace('class="site-main"', 'class="site-main-other"'));
    expect(errors).toHaveBeenCalled();
  });

  it('a shared link is shown once the page is live, with no hydration error', async () => {
    const errors = vi.spyOn(console, 'error');
    await prerenderAndHydrate('/?crop=moon-mango&w=15&variant=rainbow&m=frozen');
    await vi.waitFor(() => expect(document.querySelector<HTMLInputElement>('[data-testid="crop-input"]')?.value).toBe('Moon Mango'));
    // The chosen mutations show as chips; the list of every mutation stays closed until asked for.
    expect([...document.querySelectorAll('.mutation-chip')].map((chip) => chip.firstElementChild?.textContent)).toEqual(['Frozen']);
    // The sections that describe the fruit were written for the default one: they are drawn again for the link's.
    expect(document.querySelector('[data-testid="crop-info"] h2')?.textContent).toContain('Moon Mango');
    expect(errors.mock.calls).toEqual([]);
  });

  it('a shared link whose loader gave up on a slow start shows the page normally once the app starts after all', async () => {
    const html = document.documentElement;
    // As the boot script and the page's loader leave a page whose app started past the loader's time limit.
    html.dataset.restoring = '';
    html.dataset.bootFailed = '';
    await prerenderAndHydrate('/?crop=moon-mango&w=15');
    expect({ live: html.dataset.appReady, failed: 'bootFailed' in html.dataset, restoring: 'restoring' in html.dataset }).toEqual({
      live: 'true',
      failed: false,
      restoring: false,
    });
  });

  it('home takes over its inputs at once, and the sections that only describe the fruit once it changes', async () => {
    // React marks every element it has taken over with a property of its own.
    const ownedByReact = (selector: string) => Object.keys(document.querySelector(selector)!).some((key) => key.startsWith('__react'));
    await prerenderAndHydrate('/');
    expect(ownedByReact('[data-testid="quantity-input"]')).toBe(true);
    expect(ownedByReact('[data-testid="crop-info"]')).toBe(false);
    await withinAct(() => {
      fireEvent.change(document.querySelector('[data-testid="quantity-input"]')!, { target: { value: '3' } });
    });
    expect(ownedByReact('[data-testid="crop-info"]')).toBe(true);
  });
});
