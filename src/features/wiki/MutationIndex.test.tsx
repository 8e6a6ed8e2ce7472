// @vitest-environment jsdom
import { cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getMutation, getVariant, mutations } from '../../game';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatMultiplier } from '../../lib/format';
import { MAX_SEARCH_LENGTH, PAGE_PATHS, wikiMutationPath } from '../../lib/paths';
import {
  decodeMutationIndexQuery,
  DEFAULT_MUTATION_INDEX,
  encodeMutationIndexQuery,
  type MutationIndexState,
} from '../../links/mutationIndexQuery';
import { expectWikiListTrail } from '../../test/wikiListTrail';
import { pageData } from './mutationIndex.build';
import mutationIndexRoute from './mutationIndexRoute';
import { filterMutations } from './mutationList';

// The mutations as the build gives them to the index.
const indexed = JSON.parse(JSON.stringify(pageData().mutations)) as ReturnType<typeof pageData>['mutations'];
const list = (change: Partial<MutationIndexState>) => filterMutations(indexed, { ...DEFAULT_MUTATION_INDEX, ...change });
const multipliers = (shown: readonly { multiplier: number }[]) => shown.map((mutation) => mutation.multiplier);

describe('mutation index rows', () => {
  it('lists every mutation of the engine by name', () => {
    const all = list({});
    expect(all).toHaveLength(mutations.length);
    const names = all.map((mutation) => mutation.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(list({ sort: { column: 'name', descending: true } })).toEqual([...all].reverse());
  });

  it('finds a misspelt mutation first', () => {
    expect(list({ query: 'shokced' })[0]?.id).toBe('shocked');
    expect(list({ query: 'dawnbond' })[0]?.id).toBe('dawnbound');
    expect(list({ query: 'zzzzqqq' })).toEqual([]);
  });

  it('narrows by group and sorts by multiplier both ways', () => {
    const temperature = list({ group: 'temperature' });
    expect(temperature.length).toBe(mutations.filter((mutation) => mutation.group === 'temperature').length);
    expect(temperature.length).toBeGreaterThan(0);
    expect(temperature.every((mutation) => mutation.group === 'temperature')).toBe(true);
    const highest = multipliers(list({ sort: { column: 'multiplier', descending: true } }));
    expect(highest).toEqual([...highest].sort((a, b) => b - a));
    expect(highest[0]).toBe(Math.max(...mutations.map((mutation) => mutation.multiplier)));
    const lowest = multipliers(list({ sort: { column: 'multiplier', descending: false } }));
    expect(lowest).toEqual([...lowest].sort((a, b) => a - b));
  });
});

describe('mutation index address', () => {
  it('writes only what differs from the defaults and reads it back', () => {
    expect(encodeMutationIndexQuery(DEFAULT_MUTATION_INDEX)).toBe('');
    const state: MutationIndexState = { sort: { column: 'multiplier', descending: true }, query: 'frozn', group: 'temperature' };
    const query = encodeMutationIndexQuery(state);
    expect(query).toBe('sort=-multiplier&q=frozn&group=temperature');
    expect(decodeMutationIndexQuery(query)).toEqual({ state, dropped: [] });
  });

  it('reads a sort or group typed or linked with capitals as the lower-case choice it is', () => {
    expect(decodeMutationIndexQuery('sort=-Multiplier&group=Temperature')).toEqual({
      state: { sort: { column: 'multiplier', descending: true }, group: 'temperature' },
      dropped: [],
    });
  });

  it('drops what it cannot use, one key at a time', () => {
    expect(decodeMutationIndexQuery('sort=value&group=hot&q=wet')).toEqual({
      state: { query: 'wet' },
      dropped: [
        { key: 'sort', reason: 'invalid', value: 'value' },
        { key: 'group', reason: 'invalid', value: 'hot' },
      ],
    });
  });
});

function renderIndex(search = '', language: Language = 'en') {
  const router = createMemoryRouter(
    [{ path: PAGE_PATHS.mutationIndex, Component: () => <mutationIndexRoute.Component {...pageData()} /> }],
    {
      initialEntries: [`${PAGE_PATHS.mutationIndex}${search}`],
    },
  );
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { search: () => router.state.location.search };
}

const shownIds = () =>
  within(screen.getByTestId('mutation-list'))
    .queryAllByRole('listitem')
    .map((item) => item.dataset.mutation);

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
beforeEach(() => localStorage.clear());

describe('mutation index trail', () => {
  // The list had no trail, where its mutations' pages (and the egg, gear and weather lists) have one.
  for (const language of ['en', 'ar'] as const) {
    it(`${language}: shows the trail its head gives, the list last and not a link`, () => {
      const { t } = i18nFor(language);
      renderIndex('', language);
      expectWikiListTrail(
        t,
        language,
        'wiki.mutations.breadcrumb',
        mutationIndexRoute.meta({ t, language, params: {}, props: pageData() }),
      );
      cleanup();
    });
  }
});

describe('mutation index page', { timeout: 60_000 }, () => {
  it('opens on a link’s search, group and order, each name linking to its page', async () => {
    renderIndex('?sort=-multiplier&group=temperature');
    const expected = list({ group: 'temperature', sort: { column: 'multiplier', descending: true } }).map((mutation) => mutation.id);
    await waitFor(() => expect(shownIds()).toEqual(expected));
    const first = getMutation(expected[0]!);
    expect(screen.getByRole('link', { name: first.name })).toHaveAttribute('href', wikiMutationPath(first.id));
  });

  it('writes a search to the address, counts the matches and clears the filters', async () => {
    const user = userEvent.setup();
    const page = renderIndex();
    await user.type(screen.getByTestId('mutation-search'), 'shokced');
    await waitFor(() => expect(shownIds()[0]).toBe('shocked'));
    await waitFor(() => expect(page.search()).toBe('?q=shokced'));
    expect(screen.getByTestId('mutation-count')).toHaveTextContent(`${list({ query: 'shokced' }).length} mutation`);
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownIds()).toHaveLength(mutations.length));
    await waitFor(() => expect(page.search()).toBe(''));
  });

  it('takes no longer a search than its link can carry, so a written link always reads back', async () => {
    const user = userEvent.setup();
    const page = renderIndex();
    await user.click(screen.getByTestId('mutation-search'));
    await user.paste('frozen '.repeat(20));
    const written = 'frozen '.repeat(20).slice(0, MAX_SEARCH_LENGTH);
    await waitFor(() => expect(page.search()).toBe(`?${encodeMutationIndexQuery({ ...DEFAULT_MUTATION_INDEX, query: written })}`));
    expect(decodeMutationIndexQuery(page.search()).dropped).toEqual([]);
  });

  // «rainbow» found nothing and «gold» only Old Amber, with no word that these are a fruit's variants.
  it('says a searched variant is not a mutation, with its multiplier, and says nothing for a mutation’s name', () => {
    renderIndex('?q=Rainbow');
    expect(screen.getAllByTestId('mutation-variant-note').map((note) => note.textContent)).toEqual([
      `Rainbow is a variant, not a mutation: a fruit has one variant, whose multiplier (${formatMultiplier(getVariant('rainbow').multiplier, 'en')}) multiplies its whole value, mutations included.`,
    ]);
    cleanup();
    renderIndex('?q=gol');
    expect(screen.getAllByTestId('mutation-variant-note')).toHaveLength(1);
    cleanup();
    renderIndex('?q=frozen');
    expect(screen.queryByTestId('mutation-variant-note')).toBeNull();
  });

  it('keeps the list readable while a link’s filters are applied: only the filters wait, under words for filters', () => {
    renderIndex('?q=storm');
    // CSS hides `.restorable__body` while a page opened on a link or a saved copy goes live (ui.css): the prerendered
    // list is every mutation, which the link only narrows, so it stays readable, and its links keep working.
    expect(screen.getByTestId('mutation-list').closest('.restorable__body')).toBeNull();
    expect(screen.getByTestId('mutation-search').closest('.restorable__body')).not.toBeNull();
    expect(screen.getByTestId('restoring')).toHaveTextContent(i18nFor('en').t('ui.restoringFilters'));
  });

  it('says what a link got wrong', async () => {
    renderIndex('?group=hot');
    await waitFor(() => expect(screen.getByTestId('mutation-index-link-notice')).toHaveTextContent('group=hot'));
    expect(screen.getByTestId('mutation-index-link-notice')).toHaveTextContent(
      'group=hot the value must be \u2066environmental\u2069 or \u2066temperature\u2069',
    );
    expect(shownIds()).toHaveLength(mutations.length);
  });

  it('searches nothing when a link’s search is cut short inside a letter, and says it could not be read', async () => {
    const page = renderIndex('?q=frozn%E2%80&group=temperature');
    await waitFor(() => expect(screen.getByTestId('mutation-index-link-notice')).toHaveTextContent('q=frozn\uFFFD'));
    expect(screen.getByTestId('mutation-index-link-notice')).toHaveTextContent(
      `q=frozn\uFFFD ${i18nFor('en').t('link.search', { max: MAX_SEARCH_LENGTH })}`,
    );
    expect(screen.getByTestId('mutation-search')).toHaveValue('');
    expect(shownIds()).toEqual(list({ group: 'temperature' }).map((mutation) => mutation.id));
    await waitFor(() => expect(page.search()).toBe('?group=temperature'));
  });
});
