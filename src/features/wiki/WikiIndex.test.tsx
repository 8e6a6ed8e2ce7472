// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crops } from '../../game/crops';
import { removalOf } from '../../game/version';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { filterCrops, NO_FILTER } from '../../lib/cropFilter';
import { searchCrops } from '../../lib/cropSearch';
import { formatIsoDate, formatNumber } from '../../lib/format';
import { localizePath, MADE_BY_SITE, PAGE_PATHS } from '../../lib/paths';
import { WikiIndex } from './WikiIndex';
import { pageData } from './wikiIndex.build';

beforeAll(() => loadLanguage('fr'));
// The filters are saved in this browser as on every page with state in its address: each test starts without.
beforeEach(() => localStorage.clear());

const INDEX_PATH = localizePath('fr', PAGE_PATHS.wikiIndex);

/** `state`: the history entry's, as the page that sent the visitor here gave it (MADE_BY_SITE). */
function renderIndex(search = '', state?: unknown) {
  // Through the build's JSON, as the page gets its data.
  const sortedCrops = JSON.parse(JSON.stringify(pageData().crops)) as ReturnType<typeof pageData>['crops'];
  const router = createMemoryRouter([{ path: INDEX_PATH, Component: () => <WikiIndex sortedCrops={sortedCrops} language="fr" /> }], {
    initialEntries: [{ pathname: INDEX_PATH, search, state }],
  });
  render(
    <I18nextProvider i18n={i18nFor('fr')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const { t } = i18nFor('fr');
  return {
    t,
    // Plain selectors and label queries: role queries over 400 links are slow in jsdom.
    cards: () => [...screen.getByTestId('crop-list').querySelectorAll('li:not([hidden]) a')],
    shownIds: () =>
      [...screen.getByTestId('crop-list').querySelectorAll('li:not([hidden]) a')].map((card) => card.getAttribute('data-crop')),
    count: () => screen.getByTestId('crop-count'),
    search: () => router.state.location.search,
  };
}

const idsOf = (list: readonly { id: string }[]) => list.map((crop) => crop.id);

// Rendering 400 cards in jsdom takes a second or two on a busy machine.
describe('wiki index', { timeout: 60_000 }, () => {
  it('lists every crop, linked to its page', () => {
    const { cards, count, t } = renderIndex();
    expect(cards()).toHaveLength(crops.length);
    expect(count()).toHaveTextContent(t('wiki.index.count', { count: crops.length, n: String(crops.length) }));
    const moonMango = cards().find((card) => card.getAttribute('data-crop') === 'moon-mango');
    expect(moonMango).toHaveAttribute('href', '/fr/wiki/grow-a-garden-moon-mango');
    expect(moonMango).toHaveTextContent('Moon Mango');
  });

  // Two links as paragraphs, then four in a bulleted list, read as an unfinished page.
  it('links the wiki’s other lists and the restock clock in one list, in the page’s language', () => {
    renderIndex();
    const links = [...screen.getByTestId('wiki-index-links').querySelectorAll(':scope > li > a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [PAGE_PATHS.petIndex, PAGE_PATHS.mutationIndex, PAGE_PATHS.eggIndex, PAGE_PATHS.gearIndex, PAGE_PATHS.weather, PAGE_PATHS.stock].map(
        (path) => localizePath('fr', path),
      ),
    );
  });

  it('narrows by name, tier and category, and clears the filters', async () => {
    const user = userEvent.setup({ delay: null });
    const { cards, t } = renderIndex();
    await user.type(screen.getByLabelText(t('filters.search')), 'mango');
    // The crop picker's forgiving search: every name containing the query, and near misses too.
    const mangoes = searchCrops(crops, 'mango');
    expect(cards()).toHaveLength(mangoes.length);
    const shown = cards().map((card) => card.getAttribute('data-crop'));
    expect(shown).toEqual(expect.arrayContaining(mangoes.map((crop) => crop.id)));
    expect(shown).toEqual(expect.arrayContaining(crops.filter((crop) => crop.name.toLowerCase().includes('mango')).map((crop) => crop.id)));

    await user.selectOptions(screen.getByLabelText(t('facts.tier')), t('game.tier.mythical'));
    expect(cards()).toHaveLength(mangoes.filter((crop) => crop.tier === 'mythical').length);

    await user.selectOptions(screen.getByLabelText(t('facts.category')), t('game.category.twilight shop'));
    expect(cards().map((card) => card.getAttribute('data-crop'))).toEqual(['moon-mango']);

    await user.selectOptions(screen.getByLabelText(t('facts.tier')), t('game.tier.common'));
    expect(cards()).toHaveLength(0);
    // "mango" names crops (the tier hides them): no word on how names are searched.
    expect(screen.getByText(t('wiki.index.empty'))).toBeInTheDocument();
    expect(screen.queryByText(t('filters.gameNames'), { exact: false })).toBeNull();

    await user.click(screen.getByText(t('filters.clear')));
    expect(cards()).toHaveLength(crops.length);
    expect(screen.getByLabelText(t('filters.search'))).toHaveValue('');
  });

  // A–Z put the crop "Rose" 7th of the search's matches, after Briar Rose, Cryo Rose…
  it('shows the best matches first while searching, as the pet list does, and every crop by name again without a search', async () => {
    const user = userEvent.setup({ delay: null });
    const { shownIds, t } = renderIndex('?q=rose');
    const sortedCrops = pageData().crops;
    await waitFor(() => expect(shownIds()).toEqual(idsOf(searchCrops(sortedCrops, 'rose'))));
    expect(shownIds()[0]).toBe('rose');
    await user.clear(screen.getByLabelText(t('filters.search')));
    await user.type(screen.getByLabelText(t('filters.search')), 'bean');
    expect(shownIds()[0]).toBe('beanstalk');
    await user.clear(screen.getByLabelText(t('filters.search')));
    expect(shownIds()).toEqual(idsOf(sortedCrops));
  });

  it('opens on a link’s search, tier and category', async () => {
    const { shownIds, t } = renderIndex('?q=mango&tier=mythical&category=twilight%20shop');
    await waitFor(() => expect(shownIds()).toEqual(['moon-mango']));
    expect(screen.getByLabelText(t('filters.search'))).toHaveValue('mango');
    expect(screen.getByLabelText(t('facts.tier'))).toHaveValue('mythical');
    expect(screen.getByLabelText(t('facts.category'))).toHaveValue('twilight shop');
  });

  it('keeps its filters in the address, so a reload opens on them', async () => {
    const user = userEvent.setup({ delay: null });
    const page = renderIndex();
    await user.type(screen.getByLabelText(page.t('filters.search')), 'berry');
    await user.selectOptions(screen.getByLabelText(page.t('facts.tier')), page.t('game.tier.rare'));
    await waitFor(() => expect(page.search()).toBe('?q=berry&tier=rare'));
    const expected = idsOf(filterCrops(pageData().crops, { ...NO_FILTER, query: 'berry', tier: 'rare' }));
    expect(expected.length).toBeGreaterThan(0);
    expect(page.shownIds()).toEqual(expected);

    cleanup();
    const reloaded = renderIndex(page.search());
    await waitFor(() => expect(reloaded.shownIds()).toEqual(expected));
    expect(screen.getByLabelText(page.t('filters.search'))).toHaveValue('berry');
  });

  it('says what a link got wrong and lists every crop the rest of it lets through', async () => {
    const { shownIds } = renderIndex('?tier=godly&category=moon&colour=red');
    await waitFor(() => expect(screen.getByTestId('crop-index-link-notice')).toHaveTextContent('tier=godly'));
    const notice = screen.getByTestId('crop-index-link-notice');
    // The index is in French here.
    expect(notice).toHaveTextContent(/tier=godly la rareté doit être \u2066common\u2069, .* ou \u2066unknown\u2069/);
    expect(notice).toHaveTextContent('category=moon aucune culture de la liste n’a cette catégorie');
    expect(notice).toHaveTextContent('colour');
    expect(shownIds()).toHaveLength(crops.length);
  });

  it('keeps the list readable while a link’s filters are applied: only the filters wait, under words for filters', () => {
    const { t } = renderIndex();
    // CSS hides `.restorable__body` while a page opened on a link or a saved copy goes live (ui.css).
    expect(screen.getByTestId('crop-list').closest('.restorable__body')).toBeNull();
    expect(screen.getByLabelText(t('filters.search')).closest('.restorable__body')).not.toBeNull();
    expect(screen.getByTestId('restoring')).toHaveTextContent(t('ui.restoringFilters'));
  });

  // A bare "88,888 Sheckles" beside "Seed pack" read as the seed's price.
  it('labels each card’s amount as the crop’s base value', () => {
    const { t } = renderIndex();
    const card = screen.getByTestId('crop-list').querySelector('a[data-crop="carrot"] .crop-card__value')!;
    expect(card.textContent).toMatch(new RegExp(`^${t('facts.baseValue')}\\s?:`));
    expect(card.textContent).toContain(formatNumber(crops.find((crop) => crop.id === 'carrot')!.baseValue, 'fr'));
  });

  it('marks the crops that are no longer in the game’s files, as their pages do', () => {
    const { t } = renderIndex();
    const removed = crops.filter((crop) => removalOf(crop) !== null);
    // Purple Sprout, Dryblood Rose and Cherry (Legacy) as of the data's last import.
    expect(removed.length).toBeGreaterThan(0);
    const marked = [...screen.getByTestId('crop-list').querySelectorAll('[data-testid="crop-card-removed"]')];
    expect(marked.map((mark) => mark.closest('a')?.getAttribute('data-crop')).sort()).toEqual(idsOf(removed).sort());
    for (const crop of removed) {
      const removal = removalOf(crop)!;
      const mark = screen.getByTestId('crop-list').querySelector(`a[data-crop="${crop.id}"] [data-testid="crop-card-removed"]`);
      expect(mark).toHaveTextContent(
        removal.kind === 'never'
          ? t('facts.neverInFiles')
          : t('facts.removed', { date: formatIsoDate(removal.date, 'fr'), interpolation: { escapeValue: false } }),
      );
    }
  });

  // "/fr/wiki?q=carotte" said only that no crop matched "these filters": the names are the game's, in English.
  it('says a name is searched in the game’s English when a search finds nothing, and only then', async () => {
    const user = userEvent.setup({ delay: null });
    const { cards, t } = renderIndex('?q=carotte');
    expect(cards()).toHaveLength(0);
    expect(screen.getByText(t('wiki.index.empty'), { exact: false })).toHaveTextContent(t('filters.gameNames'));
    await user.clear(screen.getByLabelText(t('filters.search')));
    await user.type(screen.getByLabelText(t('filters.search')), 'carrot');
    expect(cards().length).toBeGreaterThan(0);
    expect(screen.queryByText(t('filters.gameNames'), { exact: false })).toBeNull();
  });

  // The option read "inconnu" ("unknown" in English), in lower case after "Toutes les raretés", "Common", …
  it('can show only the crops whose tier is unknown, from an option that says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { cards, t } = renderIndex();
    await user.selectOptions(screen.getByLabelText(t('facts.tier')), t('filters.unknownTier'));
    expect(cards()).toHaveLength(crops.filter((crop) => crop.tier === null).length);
  });

  // `/fr/wiki/grow-a-garden-nonexistent` landed on this list searched for "nonexistent": «0 culture trouvée», a dead end.
  it('shows every crop when the search a dead wiki address made finds nothing, and keeps one that finds some', async () => {
    const user = userEvent.setup({ delay: null });
    const madeBySite = renderIndex('?q=nonexistent', MADE_BY_SITE);
    expect(madeBySite.cards()).toHaveLength(crops.length);
    expect(screen.getByLabelText(madeBySite.t('filters.search'))).toHaveValue('');
    await waitFor(() => expect(madeBySite.search()).toBe(''));
    cleanup();

    const found = renderIndex('?q=carot', MADE_BY_SITE);
    expect(found.shownIds()).toContain('carrot');
    expect(found.cards().length).toBeLessThan(crops.length);
    // A search the player types next is theirs, even before the address (and its mark) is written.
    await user.clear(screen.getByLabelText(found.t('filters.search')));
    await user.type(screen.getByLabelText(found.t('filters.search')), 'zzzz');
    expect(found.cards()).toHaveLength(0);
  });
});
