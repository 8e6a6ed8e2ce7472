// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cropValue } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { removalOf } from '../../game/version';
import { i18nFor, loadLanguage, textsLoaded } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import ar from '../../i18n/locales/ar';
import en from '../../i18n/locales/en';
import { formatIsoDate, formatNumber } from '../../lib/format';
import { SORT_COLUMNS } from '../../links/valueListQuery';
import { loadContext } from '../../test/loadContext';
import valueListRoute from './route';
import { pageData } from './valueList.build';
import { TABLE_COLUMNS } from './ValueListPage';

const PATH = '/values';

async function renderPage(search = '', language: Language = 'en') {
  // As in the app: what the page's load gives for the address (its data from the build module, the engine for a
  // link's fruit), and the page in the layout's Suspense boundary.
  const props = (await valueListRoute.load(loadContext(pageData(), {}, language, search)))!;
  const element = (
    <Suspense>
      <valueListRoute.Component {...props} />
    </Suspense>
  );
  const router = createMemoryRouter([{ path: PATH, element }], { initialEntries: [`${PATH}${search}`] });
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { search: () => router.state.location.search };
}

// The rows as the table's markup has them (each says its role): a role query weighs the styles of each of 533 rows
// and their ancestors, and the tests ask again at each poll of waitFor while the list re-sorts (seconds each time).
const bodyRows = () => [...screen.getByTestId('value-list-table').querySelectorAll<HTMLElement>('tr[role="row"]')].slice(1);
const rowIds = () => bodyRows().map((row) => row.dataset.cropId);
const rowOf = (cropId: string) => bodyRows().find((row) => row.dataset.cropId === cropId)!;
/** A row's cells follow its crop's name (the row's heading, not a cell). */
const OBTAINABLE_CELL = TABLE_COLUMNS.indexOf('obtainable') - 1;
const baseValue = (cropId: string, variantId: string, mutationIds: string[] = []) =>
  cropValue({ crop: getCrop(cropId), weightKg: getCrop(cropId).weights?.baseWeight ?? null, variantId, mutationIds }).value;

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));
beforeEach(() => localStorage.clear());

describe('value list', { timeout: 60_000 }, () => {
  // An Arabic voice read the crops' names, which the game writes in English, by Arabic letter-to-sound rules.
  it('marks each crop’s name English on the Arabic page', async () => {
    await renderPage('', 'ar');
    const names = screen.getAllByRole('rowheader').map((header) => header.querySelector('a')!);
    expect(names.length).toBeGreaterThan(100);
    expect(names.filter((name) => name.lang !== 'en')).toEqual([]);
    const variants = within(screen.getByTestId('variant-select')).getAllByRole('option');
    expect(variants.map((option) => [option.textContent, option.lang])).toEqual(pageData().variants.map((variant) => [variant.name, 'en']));
    // The quick choices named with the game's words too («Gold», «Shocked + Frozen»), and only those.
    const presets = within(screen.getByTestId('fruit-presets'))
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')!.querySelector('span')!);
    expect(presets.map((label) => [label.textContent, label.lang])).toEqual([
      [ar.values.fruit.none, ''],
      ['Gold', 'en'],
      ['Rainbow', 'en'],
      ['Frozen', 'en'],
      ['Shocked + Frozen', 'en'],
      [ar.values.fruit.max, ''],
    ]);
  });

  it('lists every crop, most valuable first, each row carrying its exact value', async () => {
    await renderPage();
    await waitFor(() => expect(bodyRows()).toHaveLength(crops.length));
    const values = bodyRows().map((row) => Number(row.dataset.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(Number(rowOf('carrot').dataset.value)).toBe(baseValue('carrot', 'normal'));
    // The list's fruit is a Normal one: every value column is for it.
    expect(screen.queryByTestId('value-list-normal-columns')).toBeNull();
  });

  it('opens a link’s fruit valued by the engine, which loads before the list is shown', async () => {
    await act(() => renderPage('?variant=gold&m=frozen&category=seed%20shop'));
    expect(Number(rowOf('carrot').dataset.value)).toBe(baseValue('carrot', 'gold', ['frozen']));
    expect(bodyRows().every((row) => getCrop(row.dataset.cropId!).category === 'seed shop')).toBe(true);
    expect(screen.getByTestId('custom-fruit')).toHaveTextContent('Frozen');
    // The base and price-floor columns stay a Normal fruit's, and the caption says so, naming them as their headers do.
    expect(rowOf('carrot').querySelectorAll('td')[TABLE_COLUMNS.indexOf('base') - 1]).toHaveTextContent(
      new RegExp(`^${formatNumber(getCrop('carrot').baseValue, 'en')}$`),
    );
    expect(screen.getByTestId('value-list-normal-columns')).toHaveTextContent(
      'The Base value and Price-floor value columns are for a fruit with no variant and no mutation.',
    );
  });

  it('re-values the crops listed with a quick choice and writes it to the address', async () => {
    const user = userEvent.setup();
    // A searched list: re-rendering all 461 rows in jsdom took 16 s on a busy machine, and every row is valued alike.
    const page = await renderPage('?q=mango');
    const mangoes = () => rowIds().filter((id) => id !== undefined);
    await waitFor(() => expect(mangoes()).toContain('moon-mango'));
    await user.click(within(screen.getByTestId('fruit-presets')).getByRole('radio', { name: 'Shocked + Frozen' }));
    await waitFor(() =>
      expect(mangoes().map((id) => Number(rowOf(id).dataset.value))).toEqual(
        mangoes().map((id) => baseValue(id, 'normal', ['shocked', 'frozen'])),
      ),
    );
    await waitFor(() => expect(page.search()).toBe('?q=mango&m=shocked,frozen'));
    await user.selectOptions(screen.getByTestId('variant-select'), 'gold');
    await waitFor(() => expect(Number(rowOf('moon-mango').dataset.value)).toBe(baseValue('moon-mango', 'gold', ['shocked', 'frozen'])));
  });

  // A tap on a quick choice showed nothing until the engine that values it had loaded: a second on a slow phone.
  it('shows a quick choice chosen at once, and the list busy, while the engine that values it loads', async () => {
    await renderPage('?q=mango');
    await waitFor(() => expect(rowOf('moon-mango')).toBeDefined());
    const gold = within(screen.getByTestId('fruit-presets')).getByRole('radio', { name: 'Gold' });
    fireEvent.click(gold);
    // Before the engine's import can have settled: nothing has been awaited since the click.
    expect(gold).toBeChecked();
    expect(screen.getByRole('region', { name: en.values.table.scrollRegion })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(Number(rowOf('moon-mango').dataset.value)).toBe(baseValue('moon-mango', 'gold')));
    expect(gold).toBeChecked();
    expect(screen.getByRole('region', { name: en.values.table.scrollRegion })).not.toHaveAttribute('aria-busy');
  });

  it('sorts by a column, and again the other way', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByRole('button', { name: en.values.table.crop }));
    const names = () => bodyRows().map((row) => getCrop(row.dataset.cropId!).name.toLowerCase());
    await waitFor(() => expect(names()).toEqual([...names()].sort()));
    // Named by its column alone, as a cell's header is read: "Sort by Crop" was read before every crop's name.
    expect(screen.getByRole('columnheader', { name: en.values.table.crop })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: en.values.table.crop }));
    await waitFor(() => expect(names()).toEqual([...names()].sort().reverse()));
  });

  // aria-sort changed under the pressed button, and screen readers said nothing of the new order.
  it('tells screen readers the order a click sorts by, and not the order the page opened on', async () => {
    const user = userEvent.setup();
    await renderPage();
    const announcement = screen.getByTestId('value-list-sort-announcement');
    expect(announcement).toHaveAttribute('role', 'status');
    expect(announcement).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: en.values.table.crop }));
    await waitFor(() => expect(announcement).toHaveTextContent('Sorted by Crop, ascending'));
    await user.click(screen.getByRole('button', { name: en.values.table.crop }));
    await waitFor(() => expect(announcement).toHaveTextContent('Sorted by Crop, descending'));
    // A column of yes and no is told as which crops come first: «descending» said nothing of it.
    const obtainable = screen.getByTestId('value-list-table').querySelector<HTMLButtonElement>('button[data-sort="obtainable"]')!;
    await user.click(obtainable);
    await waitFor(() => expect(announcement).toHaveTextContent(en.values.table.sortedObtainableFirst));
    await user.click(obtainable);
    await waitFor(() => expect(announcement).toHaveTextContent(en.values.table.sortedObtainableLast));
  });

  it('opens on a link’s search and filters, and says what it could not use', async () => {
    await renderPage('?q=mango&tier=mythical&sort=bogus');
    await waitFor(() => expect(rowIds()).toContain('moon-mango'));
    expect(bodyRows().every((row) => getCrop(row.dataset.cropId!).tier === 'mythical')).toBe(true);
    expect(screen.getByTestId('value-list-link-notice')).toHaveTextContent('sort=bogus');
    expect(screen.getByLabelText(en.filters.search)).toHaveValue('mango');
  });

  it('says why it left out a link’s values: a bad order or search, and a variant beside set=max', async () => {
    const { search } = await act(() => renderPage(`?set=max&variant=gold&sort=bogus&q=${'x'.repeat(61)}`));
    const items = within(screen.getByTestId('value-list-link-notice'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      `sort=bogus ${en.values.link.sort}`,
      `q=${'x'.repeat(40)}… a search must be readable text of at most 60 characters`,
      'variant=gold not used with set=max, which values each crop with its own best mutations on a Rainbow fruit',
    ]);
    await waitFor(() => expect(search()).toBe('?set=max'));
  });

  // These were listed as bare key=value, while sort, q and set had a reason.
  it('says why it left out a bad variant, tier, category, obtainability or mutation', async () => {
    await act(() => renderPage('?variant=xyz&tier=xyz&obtainable=maybe&category=nope&m=bogus'));
    const items = within(screen.getByTestId('value-list-link-notice'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      // Each value as a link writes it, kept left to right (a leading minus stays before its word in Arabic).
      'variant=xyz the variant must be \u2066normal\u2069, \u2066silver\u2069, \u2066gold\u2069, \u2066rainbow\u2069, or \u2066diamond\u2069',
      'tier=xyz the tier must be \u2066common\u2069, \u2066uncommon\u2069, \u2066rare\u2069, \u2066legendary\u2069, \u2066mythical\u2069, \u2066divine\u2069, \u2066prismatic\u2069, \u2066transcendent\u2069, or \u2066unknown\u2069',
      'obtainable=maybe the value must be \u2066yes\u2069 or \u2066no\u2069',
      'category=nope no crop of the list has this category',
      'm=bogus no mutation has this id',
    ]);
  });

  // The list turned ?m=wet,chilled into Frozen, and valued every crop with Dawnbound, without a word.
  it('tells, in the calculator’s words, what the game’s rules made of a link’s mutations', async () => {
    await act(() => renderPage('?m=wet,chilled'));
    expect(screen.getByTestId('value-list-link-changes')).toHaveTextContent(
      'The link’s mutations are shown as the game would combine them: Wet and Chilled → Frozen. Game rule: Drenched or Wet + Chilled make Frozen.',
    );
    expect(Number(rowOf('carrot').dataset.value)).toBe(baseValue('carrot', 'normal', ['frozen']));
    expect(screen.queryByTestId('value-list-crop-limit')).toBeNull();
  });

  it('loads the calculator’s texts, whose words its notice uses, with a link that names mutations', async () => {
    expect(textsLoaded('fr', 'crop')).toBe(false);
    await valueListRoute.load(loadContext(pageData(), {}, 'fr', '?sort=name&variant=gold'));
    expect(textsLoaded('fr', 'crop')).toBe(false);
    await valueListRoute.load(loadContext(pageData(), {}, 'fr', '?m=wet,chilled'));
    expect(textsLoaded('fr', 'crop')).toBe(true);
  });

  it('says a mutation the sources report only on some crops values every crop all the same', async () => {
    await act(() => renderPage('?m=dawnbound'));
    expect(screen.getByTestId('value-list-crop-limit')).toHaveTextContent(
      'The sources report Dawnbound only on Sunflower; every crop is valued with it here, but on the others it may not happen.',
    );
    expect(screen.queryByTestId('value-list-link-notice')).toBeNull();
  });

  // On a phone the box shows about two columns: the value was the eighth, out of sight beside the crop's name.
  it('shows each column once, the value right after the crop, each cell under its own heading', async () => {
    expect([...TABLE_COLUMNS].sort()).toEqual([...SORT_COLUMNS].sort());
    await act(() => renderPage('?q=carrot'));
    const headings = screen.getAllByRole('columnheader').map((heading) => heading.querySelector('button')?.dataset.sort);
    expect(headings).toEqual([...TABLE_COLUMNS]);
    const carrot = getCrop('carrot');
    const cells = within(rowOf('carrot')).getAllByRole('cell');
    expect(cells[TABLE_COLUMNS.indexOf('value') - 1]).toHaveTextContent(`${formatNumber(carrot.baseValue, 'en')} Sheckles`);
    expect(cells[TABLE_COLUMNS.indexOf('tier') - 1]).toHaveTextContent(/^Common$/);
    expect(cells[TABLE_COLUMNS.indexOf('firstSeen') - 1]).toHaveAttribute('data-first-seen', carrot.firstSeen ?? '');
  });

  // The crops gone from the game's files read as ordinary rows ("unknown"), and "Not obtainable" hid them.
  it('marks the crops out of the game’s files as their pages do, and lists them as not obtainable', async () => {
    const removed = crops.filter((crop) => removalOf(crop) !== null);
    expect(removed.length).toBeGreaterThan(0);
    await act(() => renderPage('?obtainable=no'));
    const obtainableCell = (cropId: string) => within(rowOf(cropId)).getAllByRole('cell')[OBTAINABLE_CELL]!;
    for (const crop of removed) {
      const removal = removalOf(crop)!;
      expect(obtainableCell(crop.id)).toHaveTextContent(
        removal.kind === 'never' ? 'Never seen in the game’s files' : `Not in the game’s files since ${formatIsoDate(removal.date, 'en')}`,
      );
    }
    expect(obtainableCell('purple-sprout')).toHaveTextContent('Not in the game’s files since June 27, 2026');
    expect(obtainableCell('cherry-legacy')).toHaveTextContent('Never seen in the game’s files');
  });

  it('says a crop first in the game’s files after December 2025 was not in them yet, as its page does, not “unknown”', async () => {
    await act(() => renderPage('?q=eggfruit'));
    expect(within(rowOf('eggfruit')).getAllByRole('cell')[OBTAINABLE_CELL]).toHaveTextContent(/^Unknown: added since then$/);
    cleanup();
    // The first export after December 2025 (2026-01-03) holds it: it may have come in December's last days.
    await act(() => renderPage('?q=kernel'));
    expect(within(rowOf('kernel-curl')).getAllByRole('cell')[OBTAINABLE_CELL]).toHaveTextContent(/^unknown$/);
  });

  // «Rareza: desconocido» and «Primera aparición: desconocido» read as mistakes; «Peso base» is masculine.
  it.each([
    ['es', { tier: 'desconocida', firstSeen: 'desconocida' }],
    ['fr', { tier: 'inconnue', firstSeen: 'inconnue' }],
    ['pt', { tier: 'desconhecida', firstSeen: 'desconhecida' }],
    ['ar', { tier: 'غير معروفة', firstSeen: 'غير معروف' }],
  ] as const)('%s: an unknown tier or first sighting reads "unknown" in the form its column’s heading takes', async (language, words) => {
    await loadLanguage(language);
    const cellOf = (cropId: string, column: (typeof TABLE_COLUMNS)[number]) =>
      within(rowOf(cropId)).getAllByRole('cell')[TABLE_COLUMNS.indexOf(column) - 1]!.textContent;
    // Octobloom's tier is unknown; Cherry (Legacy) was never in the game's files, so it has no first sighting.
    await act(() => renderPage('?q=octobloom', language));
    expect(cellOf('octobloom', 'tier')).toBe(words.tier);
    cleanup();
    await act(() => renderPage('?q=cherry', language));
    expect(cellOf('cherry-legacy', 'firstSeen')).toBe(words.firstSeen);
  });
});
