// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, StaticRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { PAGE_PATHS } from '../../lib/paths';
import { expectWikiListTrail } from '../../test/wikiListTrail';
import { TakingOverPrerenderedHtml } from '../../ui/prerenderedHtml';
import { filterPets } from './PetIndex';
import { pageData } from './petIndex.build';
import petIndexRoute from './petIndexRoute';

// The pets as the build gives them to the index.
const data = JSON.parse(JSON.stringify(pageData())) as ReturnType<typeof pageData>;
type Filter = Parameters<typeof filterPets>[1];
const idsOf = (change: Partial<Filter>) =>
  filterPets(data.pets, { query: '', rarity: '', egg: '', sort: 'name', ...change }).map((pet) => pet.id);

/** The index as a page renders it, at an address the router can change. */
function renderIndex(search = '', language: Language = 'en') {
  const router = createMemoryRouter([{ path: PAGE_PATHS.petIndex, Component: () => <petIndexRoute.Component {...data} /> }], {
    initialEntries: [`${PAGE_PATHS.petIndex}${search}`],
  });
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { search: () => router.state.location.search };
}

const shownIds = () =>
  within(screen.getByTestId('pet-list'))
    .queryAllByRole('listitem')
    .map((item) => item.dataset.pet);

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
beforeEach(() => localStorage.clear());

describe('pet index trail', () => {
  // The list had no trail, where its pets' pages (and the egg, gear and weather lists) have one.
  for (const language of ['en', 'ar'] as const) {
    it(`${language}: shows the trail its head gives, the list last and not a link`, () => {
      const { t } = i18nFor(language);
      renderIndex('', language);
      expectWikiListTrail(t, language, 'wiki.pet.breadcrumb', petIndexRoute.meta({ t, language, params: {}, props: data }));
      cleanup();
    });
  }
});

describe('pet index address', { timeout: 60_000 }, () => {
  // A reader set to the page's language would read the eggs' English names by its own rules.
  it('marks the egg filter’s egg names English on the other languages’ pages', () => {
    renderIndex('', 'ar');
    const [all, ...eggs] = within(screen.getByTestId('pet-egg-filter')).getAllByRole('option');
    expect(all!.lang).toBe('');
    expect(eggs.length).toBeGreaterThan(5);
    expect(eggs.filter((egg) => egg.lang !== 'en').map((egg) => egg.textContent)).toEqual([]);
  });

  it('opens on a link’s search, rarity, egg and order', async () => {
    const expected = idsOf({ egg: 'Primal Egg', sort: 'rarity' });
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(data.pets.length);
    renderIndex('?sort=-rarity&egg=primal-egg');
    await waitFor(() => expect(shownIds()).toEqual(expected));
    expect(screen.getByTestId('pet-egg-filter')).toHaveValue('Primal Egg');
    expect(screen.getByTestId('pet-sort')).toHaveValue('rarity');
  });

  it('writes the choices into the address, so a reload and a shared link show the same list', async () => {
    const user = userEvent.setup();
    const page = renderIndex();
    await user.selectOptions(screen.getByTestId('pet-rarity-filter'), 'mythical');
    await user.selectOptions(screen.getByTestId('pet-sort'), 'rarity');
    await user.type(screen.getByTestId('pet-search'), 'a');
    const expected = idsOf({ query: 'a', rarity: 'mythical', sort: 'rarity' });
    expect(expected.length).toBeGreaterThan(0);
    await waitFor(() => expect(page.search()).toBe('?sort=-rarity&q=a&rarity=mythical'));
    expect(shownIds()).toEqual(expected);
    const shared = page.search();

    // Reloaded at the address it wrote (as a player given the link would open it).
    cleanup();
    renderIndex(shared);
    await waitFor(() => expect(shownIds()).toEqual(expected));
    expect(screen.getByTestId('pet-search')).toHaveValue('a');

    // Opened again without a query: the copy saved in this browser.
    cleanup();
    const reopened = renderIndex();
    await waitFor(() => expect(shownIds()).toEqual(expected));
    await waitFor(() => expect(reopened.search()).toBe(shared));
  });

  it('clears its filters from the address, keeping the order', async () => {
    const user = userEvent.setup();
    const page = renderIndex('?sort=-rarity&rarity=mythical');
    await waitFor(() => expect(shownIds()).toEqual(idsOf({ rarity: 'mythical', sort: 'rarity' })));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(page.search()).toBe('?sort=-rarity'));
    expect(shownIds()).toEqual(idsOf({ sort: 'rarity' }));
  });

  it('says what a link got wrong and shows the rest, never failing', async () => {
    renderIndex('?rarity=shiny&egg=%3Cscript%3E&sort=rarity&colour=red&q=chipmnk');
    const notice = await screen.findByTestId('pet-index-link-notice');
    for (const named of ['rarity=shiny', 'egg=<script>', 'sort=rarity', 'colour']) expect(notice).toHaveTextContent(named);
    expect(notice).toHaveTextContent(/rarity=shiny the value must be \u2066common\u2069, .* or \u2066unknown\u2069/);
    expect(notice).toHaveTextContent('egg=<script> no egg in the list has this id');
    expect(notice).toHaveTextContent('sort=rarity the value must be \u2066name\u2069 or \u2066-rarity\u2069');
    await waitFor(() => expect(shownIds()).toEqual(idsOf({ query: 'chipmnk' })));
  });
});

/** Hydrating and unmounting in React's act(), as src/app/hydration.test.tsx does; in between React works as in a browser. */
async function withinAct(work: () => void): Promise<void> {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  try {
    await act(async () => work());
  } finally {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: false });
  }
}

describe('pet index taking over its prerendered HTML', { timeout: 60_000 }, () => {
  let root: Root | undefined;
  afterEach(async () => {
    await withinAct(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('hydrates the list written without a query, every pet in it, then opens the link', async () => {
    const page = (
      <I18nextProvider i18n={i18nFor('en')}>
        <petIndexRoute.Component {...data} />
      </I18nextProvider>
    );
    // One HTML file serves every query of the path, so it is written without one.
    const html = renderToString(<StaticRouter location={PAGE_PATHS.petIndex}>{page}</StaticRouter>);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect([...container.querySelectorAll('[data-pet]')].map((item) => (item as HTMLElement).dataset.pet)).toEqual(idsOf({}));
    // Only the filters are hidden while a link is read: the rows, and their links, stay readable and usable.
    expect(container.querySelector('.restorable__body [data-pet]')).toBeNull();
    expect(container.querySelector('.restorable__body [data-testid="pet-rarity-filter"]')).not.toBeNull();

    // React's development build reports a mismatched attribute on the console, and gives up on a part whose text differs.
    const recovered: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const router = createMemoryRouter([{ path: PAGE_PATHS.petIndex, Component: () => page }], {
      initialEntries: [`${PAGE_PATHS.petIndex}?rarity=mythical`],
    });
    await withinAct(() => {
      root = hydrateRoot(
        container,
        <TakingOverPrerenderedHtml value={true}>
          <RouterProvider router={router} />
        </TakingOverPrerenderedHtml>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    await waitFor(() => expect(shownIds()).toEqual(idsOf({ rarity: 'mythical' })));
    expect(recovered).toEqual([]);
    expect(errors.mock.calls).toEqual([]);
    expect(warnings.mock.calls).toEqual([]);
  });
});
