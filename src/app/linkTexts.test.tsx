// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { InitOptions } from 'i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UNWEIGHED_CROP_ID } from '../game/test-support/unweighedTable';

/*
 * A page loads only its own text sections (its row of the page table), and pageTexts.test.tsx checks its prerender. The
 * states a shared link opens render only in the browser, after hydration: each is opened here with the app's own loading.
 */

// The crop table with a crop whose weight is unknown (every shipped crop has one), for a link that gives it a weight.
vi.mock('../game/crops', async (actual) => (await import('../game/test-support/unweighedTable')).tableWithUnweighed(await actual()));

beforeEach(() => localStorage.clear());

/** The app with modules of its own, so it holds only the texts it loads itself, and the keys it was asked for and lacks. */
async function freshApp() {
  vi.resetModules();
  const { i18nFor } = await import('../i18n/i18n');
  const { LANGUAGES } = await import('../i18n/languages');
  const missing = new Set<string>();
  for (const language of LANGUAGES) {
    // A clone's translator reads options of its own, not `i18n.options` (i18next 26): the first test checks this works.
    const { translator } = i18nFor(language) as unknown as { translator: { options: InitOptions } };
    Object.assign(translator.options, {
      saveMissing: true,
      missingKeyHandler: (_languages: readonly string[], _namespace: string, key: string) => missing.add(key),
    } satisfies InitOptions);
  }
  return { missing, i18nFor };
}

/** Opens the app at a path as start-up does: the page's code, texts and props first (see main.tsx), then the app. */
async function openApp(path: string) {
  const { missing } = await freshApp();
  const [{ loadPageProps }, { buildPageData }, { setPageDataSource }, { App, createRoutes, matchPage }] = await Promise.all([
    import('./Page'),
    import('./pageBuild'),
    import('./pageData'),
    import('./routes'),
  ]);
  setPageDataSource(buildPageData);
  const url = new URL(path, 'https://example.test');
  const routes = createRoutes();
  const { page, params } = matchPage(routes, url.pathname);
  await loadPageProps(page!, url.pathname, params, url.search);
  // Awaited, so that what suspends in the first render (a lazy picker) renders once its code is in.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App routes={routes} />
      </MemoryRouter>,
    );
  });
  return missing;
}

const notice = (testId: string, text: string) => () => expect(screen.getByTestId(testId)).toHaveTextContent(text);
const field = (testId: string, value: string) => () => expect(screen.getByTestId(testId)).toHaveValue(value);
/** The pet picker's combobox, whose code loads when a link names a pet (its plain field has no list to control). */
const petCombobox = () => expect(screen.getByTestId('pet-input')).toHaveAttribute('aria-controls');
const xs = 'x'.repeat(61);
const thirteen = Array.from({ length: 13 }, () => 'give=carrot_0.3_normal__1').join('&');

/** Each link, and what is on screen only once the state it asks for rendered. */
const LINKS: [path: string, rendered: () => void][] = [
  ['/?crop=moon-mango&w=3.5&variant=gold&m=frozen,shocked&qty=3&boost=20', field('quantity-input', '3')],
  ['/?crop=bogus&w=abc&qty=0&boost=15&variant=bogus&m=wet,chilled,bogus', notice('link-notice', 'as the game would combine them')],
  [`/?crop=${UNWEIGHED_CROP_ID}&w=3`, notice('link-notice', 'w=3')],
  ['/grow-a-garden-values?sort=-value&variant=gold', field('variant-select', 'gold')],
  [`/grow-a-garden-values?set=max&variant=gold&sort=bogus&q=${xs}`, notice('value-list-link-notice', 'sort=bogus')],
  ['/grow-a-garden-values?tier=bogus&category=bogus&obtainable=maybe', notice('value-list-link-notice', 'obtainable=maybe')],
  ['/grow-a-garden-values?q=mango&tier=mythical', () => expect(screen.getByRole('searchbox')).toHaveValue('mango')],
  ['/ar/grow-a-garden-values?set=max&variant=gold', notice('value-list-link-notice', 'variant=gold')],
  [
    '/grow-a-garden-trade-calculator?give=moon-mango_15_gold_frozen_1&get=custom_10400000',
    () => expect(within(screen.getByTestId('trade-side-give')).getByTestId('trade-item')).toHaveTextContent('Moon Mango'),
  ],
  ['/grow-a-garden-trade-calculator?give=bogus_1__&get=custom_abc&band=7', notice('trade-link-notice', 'band=7')],
  ['/grow-a-garden-trade-calculator?give=carrot_0.3_normal_wet~chilled_1', notice('trade-link-notice', 'Item 1 of')],
  [`/grow-a-garden-trade-calculator?${thirteen}`, notice('trade-link-notice', 'the first 12 were kept')],
  [
    '/grow-a-garden-pet-age-calculator?age=50&kg=6&all=1&pet=raccoon&target=10',
    () => {
      petCombobox();
      expect(screen.getByTestId('pet-facts')).toHaveAttribute('data-pet', 'raccoon');
      expect(screen.getByTestId('pet-target-answer')).toHaveAttribute('data-kind', 'age');
    },
  ],
  [
    '/grow-a-garden-pet-age-calculator?pet=bogus&age=0&kg=-1',
    () => {
      petCombobox();
      notice('pet-link-notice', 'pet=bogus')();
    },
  ],
  ['/wiki/grow-a-garden-mutations?sort=-multiplier&q=fro&group=temperature', field('mutation-group-filter', 'temperature')],
  [`/wiki/grow-a-garden-mutations?sort=bogus&group=bogus&q=${xs}`, notice('mutation-index-link-notice', 'group=bogus')],
];

// Page code is transformed on its first import under Vitest, which can take seconds on a busy machine.
describe('the texts a shared link’s state asks for', { timeout: 60_000 }, () => {
  it('are reported when missing (the check itself works)', async () => {
    const { missing, i18nFor } = await freshApp();
    // Typed as no key: the text types name every key there is.
    i18nFor('en').t('no.such.key' as never);
    expect([...missing]).toEqual(['no.such.key']);
  });

  it.each(LINKS)('%s: every text asked for is loaded', async (path, rendered) => {
    const missing = await openApp(path);
    await waitFor(rendered, { timeout: 20_000 });
    expect([...missing], path).toEqual([]);
  });
});
