// @vitest-environment jsdom
import { act, cleanup, configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellPrice, tradeFruitValue } from '../../game';
import { findCrop, getCrop } from '../../game/crops';
import { tradeVerdict } from '../../game/tradeWorth';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import ar from '../../i18n/locales/ar';
import en from '../../i18n/locales/en';
import { SAVED_STATE_KEYS } from '../../lib/paths';
import type { AddedToTrade } from '../../links/tradeQuery';
import { loadContext } from '../../test/loadContext';
import tradeCheckerRoute from './route';

// The fruit code an «Add a fruit» loads first, held back by a test until it lets it in (let in at once otherwise).
const fruitCodeLoad = vi.hoisted(() => ({ letIn: Promise.resolve() }));
vi.mock('./tradeState', async (importOriginal) => {
  const tradeState = await importOriginal<typeof import('./tradeState')>();
  return {
    ...tradeState,
    loadFruitEntries: (language: Language) => fruitCodeLoad.letIn.then(() => tradeState.loadFruitEntries(language)),
  };
});
/** Holds the fruit code back: call what it returns to let it in. */
function holdFruitCode(): () => void {
  let letIn = () => undefined as void;
  fruitCodeLoad.letIn = new Promise<void>((resolve) => (letIn = resolve));
  return letIn;
}

/**
 * «Add a fruit» pressed on the give side with the fruit code held, until the side says «Loading…» (so that its going
 * says the load has been handled): call what it returns to let the code in.
 */
async function addFruitWhileHeld(user: ReturnType<typeof userEvent.setup>): Promise<() => void> {
  const letIn = holdFruitCode();
  await user.click(screen.getByTestId('add-fruit-give'));
  await waitFor(() => expect(screen.getByTestId('trade-loading-give')).toHaveTextContent(en.trade.side.loading));
  return letIn;
}

const PATH = '/trade';
/** The state the calculator's "Add to a trade" leaves on the entry it opens. */
const ADDED: AddedToTrade = { addedToTrade: true };
const STORAGE_KEY = SAVED_STATE_KEYS['/grow-a-garden-trade-calculator'];

/** `entryState`: the history entry's state, as another page's navigation left it. */
async function renderPage(search = '', language: Language = 'en', entryState: unknown = null) {
  // As in the app: what the page's load gives for the address (the fruit code, for a link naming a fruit), and the
  // page in the layout's Suspense boundary.
  const props = (await tradeCheckerRoute.load(loadContext(undefined, {}, language, search)))!;
  const element = (
    <Suspense>
      <tradeCheckerRoute.Component {...props} />
    </Suspense>
  );
  const router = createMemoryRouter([{ path: PATH, element }], { initialEntries: [{ pathname: PATH, search, state: entryState }] });
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { search: () => router.state.location.search, router };
}

const valueOf = (testId: string) => screen.getByTestId(testId).dataset.value;
const verdict = () => screen.getByTestId('trade-verdict').dataset.verdict;
/** The difference in Sheckles and in percent, as the result shows them. */
const differenceTile = () => screen.getByTestId('trade-difference').closest('dd')!;
const side = (name: 'give' | 'get') => screen.getByTestId(`trade-side-${name}`);
/** What a typed value not in digits is told: an example written as a link writes it. */
const typedDigits = en.trade.link.typedDigits.replace('{{example}}', '\u20662500000\u2069');

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
// Vitest compiles a module the first time it is imported: the editor's graph took over 5 s on a busy machine. Compiled
// here, the editor still loads on the first click, but no test waits for the compiler.
beforeAll(() => Promise.all([import('./ItemEditor'), import('./fruitEntries')]));
beforeEach(() => {
  localStorage.clear();
  fruitCodeLoad.letIn = Promise.resolve();
});

describe('trade checker', { timeout: 60_000 }, () => {
  it('opens empty with no verdict, asking for items, and with the note that pet values are not invented', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1, name: en.trade.title })).toBeInTheDocument();
    expect(valueOf('give-total')).toBe('0');
    expect(valueOf('get-total')).toBe('0');
    // No verdict word ("Fair") for a trade of nothing, on screen or for screen readers: only the request for items.
    expect(verdict()).toBeUndefined();
    expect(screen.getByTestId('trade-verdict').textContent).toBe(en.trade.verdict.emptyText);
    // Read once, as shown: the status region tells only a changed answer.
    expect(screen.getByTestId('trade-announcement')).toBeEmptyDOMElement();
    expect(screen.queryByTestId('trade-stale-note')).toBeNull();
    expect(screen.getByTestId('pet-value-note')).toHaveTextContent(en.trade.petNote);
  });

  // "Loss: you give 2,500,000 Sheckles more than you get (100 %)" as soon as the first item was typed.
  it('gives no verdict while a side is empty: it says what the other side is worth and asks for the empty one', async () => {
    await renderPage('?give=custom_2500000');
    expect(verdict()).toBeUndefined();
    const asksForGet = en.trade.verdict.addGetText.replace('{{total}}', '2,500,000');
    expect(screen.getByTestId('trade-verdict').textContent).toBe(asksForGet);
    expect(screen.getByTestId('trade-announcement')).toBeEmptyDOMElement();
    // Nor a balance or a difference, which read the empty side as a 100 % loss.
    expect(screen.queryByTestId('trade-balance')).toBeNull();
    expect(screen.queryByTestId('trade-difference')).toBeNull();
    // A typed value just added, still empty, says nothing of the trade yet.
    await userEvent.setup().click(screen.getByTestId('add-value-get'));
    await screen.findByTestId('trade-sheckles-input');
    expect(verdict()).toBeUndefined();
    expect(screen.getByTestId('trade-verdict').textContent).toBe(asksForGet);
    cleanup();
    await renderPage('?get=custom_5');
    expect(verdict()).toBeUndefined();
    expect(screen.getByTestId('trade-verdict').textContent).toBe(en.trade.verdict.addGiveText.replace('{{total}}', '5'));
  });

  // Three decimals wrote Orange Tulip's price-floor weight, 0.0475 kg, as 0.048: a fruit above the floor, worth more.
  it('writes a fruit’s weight with every digit a crop’s weights have', async () => {
    await renderPage('?give=orange-tulip_0.0475_normal__1&get=custom_5');
    expect(within(side('give')).getByText(/0\.0475 kg/)).toHaveClass('trade-item__details');
  });

  // The trade editor took 5000 kg for a Moon Mango (largest roll 84 kg) without a word, as the calculator did.
  it('says in a fruit’s editor when its weight is past the crop’s largest roll', async () => {
    await renderPage('?give=moon-mango_5000_normal__1&get=custom_5');
    await userEvent.setup().click(within(side('give')).getByTestId('trade-item-edit'));
    expect(await screen.findByTestId('weight-beyond-roll')).toHaveTextContent('(84 kg:');
  });

  it('gives its verdict once both sides hold an item, one worth nothing too', async () => {
    await renderPage('?give=custom_0&get=custom_5');
    expect(verdict()).toBe('win');
    expect(screen.getByTestId('trade-difference').dataset.value).toBe('5');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent(en.trade.verdict.freeText.replace('{{total}}', '5'));
  });

  it('says what you give for nothing, with no percentage of nothing', async () => {
    await renderPage('?give=custom_5&get=custom_0');
    expect(verdict()).toBe('loss');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent(en.trade.verdict.giveAwayText.replace('{{total}}', '5'));
    expect(differenceTile()).toHaveTextContent(en.trade.result.noPercentGet);
  });

  // 1,000,000 for 1,052,000 was a win, and the same sides swapped fair: the band was a share of what is given.
  it('gives the same sides swapped the opposite verdict and the same percentage', async () => {
    await renderPage('?give=custom_1000000&get=custom_1052000');
    expect(verdict()).toBe('win');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent('(5.2%)');
    cleanup();
    await renderPage('?give=custom_1052000&get=custom_1000000');
    expect(verdict()).toBe('loss');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent('You give 52,000 Sheckles more than you get (5.2%)');
    expect(differenceTile()).toHaveTextContent('-5.2%');
  });

  it('writes the difference as precisely as the verdict just past the band', async () => {
    // 47,621 more given than got is 5.0002 % of 952,379: past the band, so four decimals in the sentence and the tile alike.
    await renderPage('?give=custom_1000000&get=custom_952379');
    expect(verdict()).toBe('loss');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent('(5.0002%)');
    expect(differenceTile()).toHaveTextContent('-5.0002%');
  });

  it('writes each side’s share of the trade rounded to the nearest tenth', async () => {
    // 1,000,000 and 949,999 of 1,949,999: 51.28 % and 48.72 %.
    await renderPage('?give=custom_1000000&get=custom_949999');
    expect(screen.getByTestId('trade-balance')).toHaveTextContent('you give 51.3%, you get 48.7%');
  });

  it('never writes a side worth something as 0 % of the trade, nor the other as 100 %', async () => {
    // 3,954,888 of 96,360,621,555 is 0.004 %: it read «you give 0%, you get 100%».
    await renderPage('?give=custom_3954888&get=custom_96356666667');
    expect(screen.getByTestId('trade-balance')).toHaveTextContent('you give under 0.1%, you get over 99.9%');
    cleanup();
    await renderPage('?give=custom_96356666667&get=custom_3954888');
    expect(screen.getByTestId('trade-balance')).toHaveTextContent('you give over 99.9%, you get under 0.1%');
    cleanup();
    // A side worth nothing is 0 % of the trade.
    await renderPage('?give=custom_0&get=custom_5');
    expect(screen.getByTestId('trade-balance')).toHaveTextContent('you give 0%, you get 100%');
  });

  it('says a trade of items worth nothing is worth nothing, not that it has no items', async () => {
    await renderPage('?give=custom_0&get=custom_0');
    expect(verdict()).toBe('fair');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent(en.trade.verdict.nothingText.replace('{{total}}', '0'));
  });

  // A million Rainbow Frozen Moon Mangos of 1,000,000 kg showed «41,028,717,948,717,952,000,000»: the «952» of each
  // was the binary tail of a double (the formula gives 41,028,717,948,717,948.7… each), not a figure of the trade.
  it('shows a total at the top of the range with no digit floating point cannot vouch for', async () => {
    await act(() => renderPage('?give=moon-mango_1000000_rainbow_frozen_1000000&get=custom_5'));
    expect(screen.getByTestId('give-total')).toHaveTextContent('41,028,717,948,718,000,000,000');
    expect(within(side('give')).getByTestId('trade-item')).toHaveTextContent('41,028,717,948,718,000,000,000');
    // Nor the difference to a typed 5, exact arithmetic on a total sure only to its first digits («…717,999,999,995»).
    expect(screen.getByTestId('trade-difference')).toHaveTextContent('-41,028,717,948,718,000,000,000');
    expect(screen.getByTestId('trade-verdict')).toHaveTextContent('You give 41,028,717,948,718,000,000,000 Sheckles more');
  });

  it('values a shared trade exactly, item by item, and gives its verdict', async () => {
    // A link with fruit comes with the fruit code: the page's load gets it.
    await act(() => renderPage('?give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10&get=custom_300000000'));
    const moonMango = sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 15,
      variantId: 'rainbow',
      mutationIds: ['frozen', 'shocked'],
      quantity: 1,
      boostPercent: 0,
    });
    expect(valueOf('give-total')).toBe(moonMango.total.toString());
    expect(valueOf('get-total')).toBe(String(10n * 20n + 300_000_000n));
    expect(
      within(side('get'))
        .getAllByTestId('trade-item')
        .map((item) => item.dataset.value),
    ).toEqual(['200', '300000000']);
    // 300,000,200 against 272,500,000 is 10.09 % more: a win with the 5 % band.
    expect(verdict()).toBe('win');
    expect(valueOf('trade-difference')).toBe((300_000_200n - moonMango.total).toString());
  });

  it('builds a trade by hand: a fruit and a typed value, written to the address and saved', async () => {
    const user = userEvent.setup();
    const page = await renderPage();
    await user.click(screen.getByTestId('add-fruit-give'));
    // The editor's code loads when an item is first edited.
    const weight = await screen.findByTestId('trade-weight-input');
    await user.clear(weight);
    await user.type(weight, '1');
    // Every number field is a NumberField, which keeps a typed "-5" from showing as "5-" on the Arabic page.
    expect(weight).toHaveAttribute('dir', 'ltr');
    expect(screen.getByTestId('trade-quantity-input')).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByTestId('trade-editor-done'));
    await user.click(screen.getByTestId('add-value-get'));
    const sheckles = await screen.findByTestId('trade-sheckles-input');
    expect(sheckles).toHaveAttribute('dir', 'ltr');
    await user.type(sheckles, '2,500');
    const carrot = tradeFruitValue(
      { kind: 'fruit', cropId: 'carrot', weightKg: 1, variantId: 'normal', mutationIds: [], quantity: 1 },
      findCrop,
    );
    await waitFor(() => expect(valueOf('give-total')).toBe(carrot.toString()));
    expect(valueOf('get-total')).toBe('2500');
    expect(verdict()).toBe(tradeVerdict(carrot, 2500n, 5));
    await waitFor(() => expect(page.search()).toBe('?give=carrot_1_normal__1&get=custom_2500'));
    expect(localStorage.getItem(STORAGE_KEY)).toBe(JSON.stringify('give=carrot_1_normal__1&get=custom_2500'));
  });

  // The field showed a link's 0.12345678 as "0.123457" while the fruit was valued at 0.12345678.
  it('shows a linked weight with more than six decimals as it values it, every decimal in the field', async () => {
    const user = userEvent.setup();
    await act(() => renderPage('?give=carrot_0.12345678_normal__1'));
    const carrot = tradeFruitValue(
      { kind: 'fruit', cropId: 'carrot', weightKg: 0.12345678, variantId: 'normal', mutationIds: [], quantity: 1 },
      findCrop,
    );
    expect(valueOf('give-total')).toBe(carrot.toString());
    await user.click(within(side('give')).getByTestId('trade-item-edit'));
    expect(await screen.findByTestId('trade-weight-input')).toHaveValue('0.12345678');
  });

  // The field read "2.5M", but asked a phone for a number pad, which has no letters, and its hint showed no such form.
  it('offers a phone keyboard with letters for a typed value and shows the shortened form it reads', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByTestId('add-value-get'));
    const field = await screen.findByTestId('trade-sheckles-input');
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAccessibleDescription(expect.stringContaining('2.5M'));
    await user.type(field, '2.5M');
    await waitFor(() => expect(valueOf('get-total')).toBe('2500000'));
  });

  it('explains a typed value it cannot read and keeps counting the last good one', async () => {
    const user = userEvent.setup();
    await renderPage('?get=custom_1000');
    await user.click(within(side('get')).getByTestId('trade-item-edit'));
    const field = await screen.findByTestId('trade-sheckles-input');
    await user.clear(field);
    await user.paste('1.5');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(en.trade.custom.errors.notANumber));
    expect(valueOf('get-total')).toBe('1000');
    expect(within(side('get')).getByText(en.trade.item.invalid)).toBeInTheDocument();
  });

  // The totals and verdict kept counting a field's last valid value with no word of it beside the verdict.
  it('says beside the verdict, and to screen readers, how many items count their last valid value, until fixed', async () => {
    const user = userEvent.setup();
    await act(() => renderPage('?give=carrot_1_normal__1'));
    const carrot = valueOf('give-total');
    const staleNote = (count: number) =>
      (count === 1 ? en.trade.result.stale_one : en.trade.result.stale_other).replace('{{n}}', String(count));
    expect(screen.queryByTestId('trade-stale-note')).toBeNull();

    await user.click(screen.getByTestId('add-value-get'));
    const sheckles = await screen.findByTestId('trade-sheckles-input');
    await user.type(sheckles, '1,000');
    await waitFor(() => expect(valueOf('get-total')).toBe('1000'));
    expect(screen.queryByTestId('trade-stale-note')).toBeNull();
    await user.clear(sheckles);
    await user.type(sheckles, '-5');
    expect(screen.getByTestId('trade-stale-note')).toHaveTextContent(staleNote(1));
    expect(valueOf('get-total')).toBe('1000');
    await waitFor(() => expect(screen.getByTestId('trade-announcement')).toHaveTextContent(staleNote(1)));

    // A fruit's invalid weight on the other side counts too.
    await user.click(within(side('give')).getByTestId('trade-item-edit'));
    const weight = await screen.findByTestId('trade-weight-input');
    await user.clear(weight);
    await user.type(weight, '-1');
    expect(screen.getByTestId('trade-stale-note')).toHaveTextContent(staleNote(2));
    expect(valueOf('give-total')).toBe(carrot);
    await user.clear(weight);
    await user.type(weight, '1');
    expect(screen.getByTestId('trade-stale-note')).toHaveTextContent(staleNote(1));

    await user.click(within(side('get')).getByTestId('trade-item-edit'));
    const fixed = await screen.findByTestId('trade-sheckles-input');
    await user.clear(fixed);
    await user.type(fixed, '2000');
    expect(valueOf('get-total')).toBe('2000');
    expect(screen.queryByTestId('trade-stale-note')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('trade-announcement')).not.toHaveTextContent(staleNote(1)));
  });

  it('moves the band edge: exactly 5 % more is fair, and a 2 % band makes it a win', async () => {
    const user = userEvent.setup();
    await renderPage('?give=custom_100&get=custom_105');
    expect(verdict()).toBe('fair');
    await user.click(within(screen.getByTestId('trade-band')).getByLabelText('±2%'));
    await waitFor(() => expect(verdict()).toBe('win'));
  });

  it('swaps the sides, moves an item across and starts a new trade', async () => {
    const user = userEvent.setup();
    const page = await renderPage('?give=custom_1&get=custom_2');
    await user.click(screen.getByTestId('trade-swap'));
    await waitFor(() => expect(page.search()).toBe('?give=custom_2&get=custom_1'));
    await user.click(within(side('give')).getByTestId('trade-item-move'));
    await waitFor(() => expect(page.search()).toBe('?get=custom_1&get=custom_2'));
    await user.click(screen.getByTestId('trade-clear'));
    await waitFor(() => expect(page.search()).toBe(''));
    expect(valueOf('get-total')).toBe('0');
  });

  // One click on New trade lost the whole trade: the address and the saved copy follow it, and Back leaves the page.
  it('offers to undo New trade beside it, giving back the trade, written to the address and saved, until anything else changes', async () => {
    const user = userEvent.setup();
    const query = 'give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10&get=custom_300000000&band=2';
    const page = await renderPage(`?${query}`);
    const totals = [valueOf('give-total'), valueOf('get-total')];
    const clear = screen.getByTestId('trade-clear');
    // The region is there before it speaks, so that screen readers hear it.
    const status = clear.nextElementSibling as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();

    await user.click(clear);
    expect(within(side('give')).queryAllByTestId('trade-item')).toHaveLength(0);
    await waitFor(() => expect(page.search()).toBe('?band=2'));
    expect(status.textContent).toBe(`${en.ui.cleared} ${en.ui.undo}`);
    await user.click(within(status).getByRole('button', { name: en.ui.undo }));
    expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
    expect(within(side('get')).getAllByTestId('trade-item')).toHaveLength(2);
    expect([valueOf('give-total'), valueOf('get-total')]).toEqual(totals);
    expect(status).toBeEmptyDOMElement();
    expect(clear).toHaveFocus();
    await waitFor(() => expect(page.search()).toBe(`?${query}`));
    expect(localStorage.getItem(STORAGE_KEY)).toBe(JSON.stringify(query));

    // Any other change takes the offer back.
    await user.click(clear);
    expect(status).toHaveTextContent(en.ui.undo);
    await user.click(screen.getByTestId('add-value-get'));
    expect(status).toBeEmptyDOMElement();
    expect(within(side('give')).queryAllByTestId('trade-item')).toHaveLength(0);
  });

  describe('opened by the calculator’s “Add to a trade”', () => {
    const arrival = () => screen.queryByTestId('trade-arrival');

    // The fruit was put on the last trade beside its old items without a word.
    it('says which fruit it added to the last trade and how many items that trade held, and offers a new trade of the fruit alone', async () => {
      const user = userEvent.setup();
      const page = await renderPage('?give=custom_7&get=custom_5&give=moon-mango_15_rainbow__1', 'en', ADDED);
      expect(arrival()).toHaveTextContent('Moon Mango was added to your last trade, which already held 2 items.');
      const keepOnly = within(arrival()!).getByRole('button', { name: 'New trade with only Moon Mango' });
      expect(keepOnly).not.toHaveAttribute('aria-disabled');
      await user.click(keepOnly);
      expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
      expect(within(side('get')).queryAllByTestId('trade-item')).toHaveLength(0);
      await waitFor(() => expect(page.search()).toBe('?give=moon-mango_15_rainbow__1'));
      // Undone where it was clicked.
      const status = keepOnly.nextElementSibling as HTMLElement;
      expect(status.textContent).toBe(`${en.ui.cleared} ${en.ui.undo}`);
      expect(screen.getByTestId('trade-clear').nextElementSibling).toBeEmptyDOMElement();
      await user.click(within(status).getByRole('button', { name: en.ui.undo }));
      expect(keepOnly).toHaveFocus();
      await waitFor(() => expect(page.search()).toBe('?give=custom_7&give=moon-mango_15_rainbow__1&get=custom_5'));
    });

    // After the new trade of the fruit alone, the notice said the old items were still in it, and its button stayed,
    // doing nothing. What Add to a trade did stays true; the button stays where the focus is, beside its Undo, but
    // says it has nothing left to do.
    it('says nothing the trade of the fruit alone contradicts, and its button, done, keeps the focus beside its Undo', async () => {
      const user = userEvent.setup();
      const page = await renderPage('?give=carrot_0.275_normal__1&give=blueberry_0.2_normal__1', 'en', ADDED);
      const said = 'Blueberry was added to your last trade, which already held 1 item.';
      expect(arrival()).toHaveTextContent(said);
      const keepOnly = within(arrival()!).getByRole('button', { name: 'New trade with only Blueberry' });
      await user.click(keepOnly);
      await waitFor(() => expect(page.search()).toBe('?give=blueberry_0.2_normal__1'));
      expect(arrival()).toHaveTextContent(said);
      expect(arrival()).not.toHaveTextContent(/still/);
      expect(keepOnly).toHaveFocus();
      expect(keepOnly).toHaveAttribute('aria-disabled', 'true');
      // Clicked again: nothing changes, and the Undo offered is still that of the first click.
      await user.click(keepOnly);
      expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
      const status = keepOnly.nextElementSibling as HTMLElement;
      await user.click(within(status).getByRole('button', { name: en.ui.undo }));
      await waitFor(() => expect(page.search()).toBe('?give=carrot_0.275_normal__1&give=blueberry_0.2_normal__1'));
      expect(keepOnly).toHaveFocus();
      expect(keepOnly).not.toHaveAttribute('aria-disabled');
    });

    it('offers the new trade of the fruit alone only while the trade holds the fruit and something else', async () => {
      const user = userEvent.setup();
      await renderPage('?give=custom_7&get=custom_5&give=blueberry_0.2_normal__1', 'en', ADDED);
      const said = 'Blueberry was added to your last trade, which already held 2 items.';
      const keepOnly = () => within(arrival()!).queryByRole('button', { name: 'New trade with only Blueberry' });
      // The old items removed by hand, one on each side.
      await user.click(within(side('get')).getByTestId('trade-item-remove'));
      expect(keepOnly()).not.toBeNull();
      await user.click(within(side('give')).getAllByTestId('trade-item-remove')[0]!);
      expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
      expect(keepOnly()).toBeNull();
      expect(arrival()).toHaveTextContent(said);
      // Something else again: there is something to clear.
      await user.click(screen.getByTestId('add-value-get'));
      // The typed value comes with its editor, whose code may still be loading.
      await screen.findByTestId('trade-sheckles-input');
      expect(keepOnly()).not.toBeNull();
      // Swap sides takes the fruit to "you get": the new trade of it alone keeps it there.
      await user.click(screen.getByTestId('trade-swap'));
      expect(keepOnly()).not.toBeNull();
      // The fruit removed: a new trade of it alone would be an empty one.
      await user.click(within(side('get')).getByTestId('trade-item-remove'));
      expect(keepOnly()).toBeNull();
      expect(arrival()).toHaveTextContent(said);
    });

    // «Carrot was added to your last trade.» when there was none.
    it('says it added the fruit to a new trade when there was no last trade, and goes with New trade', async () => {
      const user = userEvent.setup();
      await renderPage('?give=moon-mango_15_rainbow__1', 'en', ADDED);
      expect(arrival()?.textContent).toBe('Moon Mango was added to a new trade.');
      expect(within(arrival()!).queryByRole('button', { name: /New trade/ })).toBeNull();
      await user.click(screen.getByTestId('trade-clear'));
      expect(arrival()).toBeNull();
      // Undo gives back the page as it was, the notice with it.
      await user.click(screen.getByRole('button', { name: en.ui.undo }));
      expect(arrival()).toHaveTextContent('Moon Mango was added to a new trade.');
    });

    it('takes its mark off the history entry, so a reload or a return to the entry says nothing', async () => {
      const page = await renderPage('?give=custom_5&give=carrot_0.275_normal__1', 'en', ADDED);
      expect(arrival()).toHaveTextContent('Carrot was added');
      await waitFor(() => expect(page.router.state.location.state).toBeNull());
      expect(page.search()).toBe('?give=custom_5&give=carrot_0.275_normal__1');
      expect(arrival()).toHaveTextContent('Carrot was added');
      cleanup();
      // Opened as a reload opens it: the same address, the entry unmarked.
      await renderPage('?give=custom_5&give=carrot_0.275_normal__1');
      expect(arrival()).toBeNull();
    });

    it('counts the items the last trade held in Arabic with its plural forms, and says a new trade in Arabic', async () => {
      const added = (text: string) => text.replace('{{fruit}}', 'Carrot');
      await renderPage('?give=carrot_0.275_normal__1', 'ar', ADDED);
      expect(arrival()?.textContent).toBe(added(ar.trade.arrival.addedToNew));
      cleanup();
      for (const [kept, form] of [
        [1, 'one'],
        [2, 'two'],
        [3, 'few'],
        [11, 'many'],
      ] as const) {
        const others = Array.from({ length: kept }, (_, index) => `get=custom_${index + 1}`).join('&');
        await renderPage(`?${others}&give=carrot_0.275_normal__1`, 'ar', ADDED);
        expect(arrival()).toHaveTextContent(added(ar.trade.arrival[`addedToLast_${form}`]).replace('{{n}}', String(kept)));
        cleanup();
      }
    });
  });

  // With a typed value's editor open, the focus jumped from Swap sides into that field, now on the other side.
  it('keeps the focus on Swap sides, closing an open editor', async () => {
    const user = userEvent.setup();
    await renderPage('?give=custom_1&get=custom_2');
    await user.click(within(side('give')).getByTestId('trade-item-edit'));
    expect(await screen.findByTestId('trade-sheckles-input')).toHaveFocus();
    await user.click(screen.getByTestId('trade-swap'));
    expect(screen.getByTestId('trade-swap')).toHaveFocus();
    expect(screen.queryByTestId('trade-editor')).toBeNull();
  });

  // Its clauses were a list («Wet and Chilled → Frozen and Burnt and Clay → Ceramic»), where the calculator and the
  // value list say a fruit's changes one clause after another with the language's semicolon; and it gave no rule, where
  // the value list's notice says which rule of the game made the change.
  it('says what the game’s rules made of a linked fruit’s mutations in the calculator’s words, with the rules', async () => {
    await renderPage('?give=carrot_1_normal_wet~chilled~burnt~clay_1&get=moon-mango_15_gold_frozen~chilled_1');
    const lines = [...screen.getByTestId('trade-link-notice').querySelectorAll('p')].map((line) => line.textContent);
    expect(lines).toEqual([
      'Item 1 of “You give”: Wet and Chilled → Frozen; Burnt and Clay → Ceramic. Game rule: Drenched or Wet + Chilled make Frozen; Clay + Burnt, Fried, Cooked, Molten, or Sundried make Ceramic.',
      'Item 1 of “You get”: Chilled removed. Game rule: Frozen replaces Chilled.',
    ]);
  });

  it('names the bad items of a link and says when a side had more than 12', async () => {
    const extra = Array.from({ length: 14 }, (_, index) => `give=custom_${index + 1}`).join('&');
    await renderPage(`?${extra}&get=carrot_1_nope__1&band=3`);
    const notice = screen.getByTestId('trade-link-notice');
    expect(notice).toHaveTextContent('get=carrot_1_nope__1');
    // The variants as the game data has them, by id, each kept left to right.
    const variants = ['normal', 'silver', 'gold', 'rainbow', 'diamond'].map((id) => `\u2066${id}\u2069`);
    expect(notice).toHaveTextContent(`${variants.slice(0, -1).join(', ')}, or ${variants.at(-1)}`);
    expect(notice).toHaveTextContent('band=3');
    expect(notice).toHaveTextContent('“You give” had 2 items more than a side holds; the first 12 were kept.');
    expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(12);
    expect(valueOf('give-total')).toBe(String((12 * 13) / 2));
  });

  // Each was «not an item the checker can read»: a player could not tell the weight from the typed value.
  it('says what is wrong with each bad item: its weight, its typed value’s digits, its shape', async () => {
    await renderPage('?give=moon-mango_1.5.2_gold_frozen_1&get=custom_10.4m&get=custom_1&get=carrot_1_normal_1');
    const reasons = [...screen.getByTestId('trade-link-notice').querySelectorAll('li')].map((item) => [
      item.querySelector('code')?.textContent,
      item.querySelector('.link-notice__reason')?.textContent,
    ]);
    expect(reasons).toEqual([
      [
        'give=moon-mango_1.5.2_gold_frozen_1',
        'the weight must be from \u20660.000001\u2069 kg to \u20661000000\u2069 kg, written with a dot, such as 2.5',
      ],
      ['get=custom_10.4m', typedDigits],
      [
        'get=carrot_1_normal_1',
        en.trade.link.shape
          .replace('{{fruit}}', '\u2066moon-mango_15_rainbow_frozen~shocked_1\u2069')
          .replace('{{typed}}', '\u2066custom_2500000\u2069'),
      ],
    ]);
    expect(screen.getByTestId('trade-link-notice')).not.toHaveTextContent(en.trade.link.badItem);
    // A link of typed values only: the page loads no fruit code, and says it all the same.
    cleanup();
    await renderPage('?give=custom_1&get=custom_1e9');
    expect(screen.getByTestId('trade-link-notice')).toHaveTextContent(`get=custom_1e9 ${typedDigits}`);
  });

  it('says in Arabic what is wrong with a bad item, its limits as a link writes them', async () => {
    await renderPage(`?give=carrot_1_normal__0&get=custom_1${'0'.repeat(18)}1`, 'ar');
    const notice = screen.getByTestId('trade-link-notice');
    expect(notice).toHaveTextContent(ar.link.quantity.replace('{{max}}', '\u20661000000\u2069'));
    expect(notice).toHaveTextContent(ar.trade.link.typedMax.replace('{{max}}', `\u20661${'0'.repeat(18)}\u2069`));
  });

  it('keeps a linked fruit whose one mutation it does not know, and says which mutation it left out', async () => {
    await renderPage('?give=carrot_0.275_gold_frozen~sparkly_1&get=custom_5');
    expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
    const notice = screen.getByTestId('trade-link-notice');
    expect(notice).toHaveTextContent(`give=sparkly ${en.trade.link.badMutation}`);
    expect(notice).not.toHaveTextContent(en.trade.link.badItem);
    expect(BigInt(valueOf('give-total') ?? 0)).toBeGreaterThan(0n);
  });

  it('says in a fruit’s editor that a mutation whose combination rules are unknown is combined with none', async () => {
    await renderPage('?give=carrot_0.275_normal_shadow~frozen_1&get=custom_5');
    await userEvent.setup().click(within(side('give')).getByTestId('trade-item-edit'));
    const editor = await screen.findByTestId('trade-editor');
    expect(editor).toHaveTextContent(en.crop.mutations.rulesUnknownActive.replace('{{mutation}}', 'Shadow'));
  });

  it('edits a fruit with the calculator’s pickers and the game’s mutation rules', async () => {
    const user = userEvent.setup();
    await renderPage('?give=carrot_0.275_normal_wet_1');
    await user.click(within(side('give')).getByTestId('trade-item-edit'));
    // Under the editor's own h3, its mutations' heading is an h4 (it was an h2).
    const editor = await screen.findByTestId('trade-editor');
    expect(within(editor).getByRole('heading', { name: en.crop.mutations.heading })).toHaveProperty('tagName', 'H4');
    await user.click(await screen.findByTestId('mutation-browse'));
    await user.click(await screen.findByTestId('mutation-chilled'));
    expect(screen.getByTestId('mutation-event')).toHaveTextContent('Frozen');
    const frozen = tradeFruitValue(
      {
        kind: 'fruit',
        cropId: 'carrot',
        weightKg: 0.275,
        variantId: 'normal',
        mutationIds: ['frozen'],
        quantity: 1,
      },
      findCrop,
    );
    await waitFor(() => expect(valueOf('give-total')).toBe(frozen.toString()));
  });

  it('Max mutation’s message names the set’s mutations no source says how to get, also when the editor opens again', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByTestId('add-fruit-give'));
    await user.click(await screen.findByTestId('max-mutation'));
    const waysUnknown = /None of our sources says yet how a fruit gets these mutations of the max set: .*Beanbound/;
    await waitFor(() => expect(screen.getByTestId('mutation-event')).toHaveTextContent(waysUnknown));
    await user.click(screen.getByTestId('trade-editor-done'));
    await user.click(screen.getByTestId('trade-item-edit'));
    await waitFor(() => expect(screen.getByTestId('mutation-event')).toHaveTextContent(waysUnknown));
  });

  // Max mutation in an item's editor replaced its Gold and two mutations with Rainbow and 105, with no way back.
  it('offers to undo Max mutation and Remove all in an item’s editor, giving back the item, its address and the focus', async () => {
    const user = userEvent.setup();
    const query = 'give=moon-mango_15_gold_frozen~shocked_1&get=custom_5';
    const page = await renderPage(`?${query}`);
    const before = valueOf('give-total');
    const newTradeStatus = screen.getByTestId('trade-clear').nextElementSibling as HTMLElement;
    await user.click(within(side('give')).getByTestId('trade-item-edit'));
    const editor = await screen.findByTestId('trade-editor');
    const undo = () => within(editor).getByTestId('mutation-undo');
    const removeAll = () => within(editor).getByRole('button', { name: en.crop.mutations.clear });
    expect(within(editor).queryByTestId('mutation-undo')).toBeNull();

    await user.click(within(editor).getByTestId('max-mutation'));
    await waitFor(() => expect(page.search()).toContain('_rainbow_'));
    expect(valueOf('give-total')).not.toBe(before);
    // The editor's Undo, not New trade's. Dismissing the message beside it keeps it.
    expect(newTradeStatus).toBeEmptyDOMElement();
    await user.click(within(screen.getByTestId('mutation-event')).getByRole('button', { name: en.ui.dismiss }));
    await user.click(undo());
    expect(valueOf('give-total')).toBe(before);
    expect(within(editor).getByTestId('mutation-count')).toHaveTextContent('2 mutations on this fruit');
    expect(within(editor).getByTestId('max-mutation')).toHaveFocus();
    await waitFor(() => expect(page.search()).toBe(`?${query}`));
    expect(within(editor).queryByTestId('mutation-undo')).toBeNull();

    await user.click(removeAll());
    expect(within(editor).getByTestId('mutation-count')).toHaveTextContent(en.crop.mutations.none);
    expect(screen.getByTestId('mutation-event')).toHaveTextContent(`${en.ui.cleared} ${en.ui.undo}`);
    await user.click(undo());
    expect(within(editor).getByTestId('mutation-count')).toHaveTextContent('2 mutations on this fruit');
    expect(removeAll()).toHaveFocus();
    expect(valueOf('give-total')).toBe(before);

    // Offered until anything else changes the trade, closing the editor too.
    await user.click(removeAll());
    await user.click(screen.getByTestId('trade-editor-done'));
    await user.click(within(side('give')).getByTestId('trade-item-edit'));
    expect(within(await screen.findByTestId('trade-editor')).queryByTestId('mutation-undo')).toBeNull();
  });

  // «Add a fruit» and «Add a typed value» read alike on both sides in a list of the page's buttons.
  it('describes each side’s add buttons by the side’s name', async () => {
    await renderPage();
    for (const name of ['give', 'get'] as const) {
      expect(screen.getByTestId(`add-fruit-${name}`)).toHaveAccessibleDescription(en.trade.side[name]);
      expect(screen.getByTestId(`add-value-${name}`)).toHaveAccessibleDescription(en.trade.side[name]);
    }
  });

  it('speaks Arabic with the verdict in words', async () => {
    await renderPage('?give=custom_100&get=custom_50', 'ar');
    expect(verdict()).toBe('loss');
    expect(screen.getByTestId('trade-verdict')).not.toHaveTextContent(en.trade.verdict.loss);
  });

  // A new typed value's editor took the focus to its heading: "2.5m" typed next went nowhere.
  it('takes focus to a new item’s editor, back to its Edit button when done, and to the side when it is removed', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByTestId('add-value-give'));
    expect(await screen.findByTestId('trade-sheckles-input')).toHaveFocus();
    await user.keyboard('2.5m');
    expect(screen.getByTestId('trade-sheckles-input')).toHaveValue('2.5m');
    await user.click(screen.getByTestId('trade-editor-done'));
    expect(within(side('give')).getByTestId('trade-item-edit')).toHaveFocus();
    // A fruit's editor starts with pickers: the focus goes to its heading, from which Tab reaches them in order.
    await user.click(screen.getByTestId('add-fruit-get'));
    expect(within(await screen.findByTestId('trade-editor')).getByRole('heading', { level: 3 })).toHaveFocus();
    await user.click(screen.getByTestId('trade-editor-done'));
    expect(within(side('get')).getByTestId('trade-item-edit')).toHaveFocus();
    await user.click(within(side('give')).getByTestId('trade-item-remove'));
    expect(within(side('give')).getByRole('heading', { level: 2, name: en.trade.side.give })).toHaveFocus();
  });

  // The first «Add a fruit» waited for the editor's code with nothing said, then took the focus to the new item.
  it('says that a new fruit is loading while its code is on the way, then takes the focus to its editor', async () => {
    const user = userEvent.setup();
    await renderPage();
    const letIn = await addFruitWhileHeld(user);
    expect(screen.getByTestId('trade-loading-give')).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('trade-editor')).toBeNull();
    expect(screen.getByTestId('add-fruit-give')).toHaveFocus();
    letIn();
    await waitFor(() => expect(within(screen.getByTestId('trade-editor')).getByRole('heading', { level: 3 })).toHaveFocus());
    expect(screen.getByTestId('trade-loading-give')).toBeEmptyDOMElement();
  });

  // «Loading…» went into the status at every Add and Edit, for the moment code already in takes to resolve.
  it('says nothing of loading when the editor’s code is already in', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByTestId('add-fruit-give'));
    await user.click(await screen.findByTestId('trade-editor-done'));
    const said: string[] = [];
    const status = screen.getByTestId('trade-loading-give');
    const observer = new MutationObserver(() => said.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, characterData: true, subtree: true });
    await user.click(screen.getByTestId('add-value-give'));
    expect(await screen.findByTestId('trade-sheckles-input')).toHaveFocus();
    await user.click(screen.getByTestId('trade-editor-done'));
    await user.click(within(side('give')).getAllByTestId('trade-item-edit')[0]!);
    expect(await screen.findByTestId('trade-editor')).toBeInTheDocument();
    observer.disconnect();
    expect(said.filter(Boolean)).toEqual([]);
  });

  // A second press of «Add a fruit» before its code was in added a second fruit: two fruits from one slow double tap.
  it('adds one fruit for presses of «Add a fruit» while its code loads, the button saying it is busy and keeping the focus', async () => {
    const user = userEvent.setup();
    await renderPage();
    const letIn = holdFruitCode();
    const addFruit = screen.getByTestId('add-fruit-give');
    await user.click(addFruit);
    await user.click(addFruit);
    await waitFor(() => expect(addFruit).toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByTestId('trade-loading-give')).toHaveTextContent(en.trade.side.loading);
    // Pressed again once it says it is busy: still nothing more, and the button keeps the focus.
    await user.click(addFruit);
    expect(addFruit).toHaveFocus();
    expect(addFruit).not.toBeDisabled();
    letIn();
    expect(await screen.findByTestId('trade-editor')).toBeInTheDocument();
    expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
    expect(addFruit).not.toHaveAttribute('aria-disabled');
    expect(screen.getByTestId('trade-loading-give')).toBeEmptyDOMElement();
    // The code in, a press adds a fruit again.
    await user.click(screen.getByTestId('trade-editor-done'));
    await user.click(addFruit);
    await waitFor(() => expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(2));
  });

  // A typed value's editor code, in first, emptied «Loading…» while the fruit pressed for before it was still on its way.
  it('keeps saying «Loading…» until the last of a side’s overlapping loads is in', async () => {
    const user = userEvent.setup();
    await renderPage();
    const letIn = await addFruitWhileHeld(user);
    await user.click(screen.getByTestId('add-value-give'));
    expect(await screen.findByTestId('trade-sheckles-input')).toBeInTheDocument();
    expect(screen.getByTestId('trade-loading-give')).toHaveTextContent(en.trade.side.loading);
    // Only the button whose code is still on its way is busy.
    expect(screen.getByTestId('add-fruit-give')).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('add-value-give')).not.toHaveAttribute('aria-disabled');
    letIn();
    await waitFor(() => expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(2));
    expect(screen.getByTestId('trade-loading-give')).toBeEmptyDOMElement();
    expect(screen.getByTestId('add-fruit-give')).not.toHaveAttribute('aria-disabled');
  });

  // An Arabic voice read the fruit's name, which the game writes in English, by Arabic letter-to-sound rules; the name
  // also describes the item's Edit, Move and Remove buttons.
  it('marks a fruit’s name English on the Arabic page, and a typed value’s words not', async () => {
    await renderPage('?give=moon-mango_15_normal__1&get=custom_5', 'ar');
    const names = screen.getAllByTestId('trade-item').map((item) => item.querySelector('.trade-item__name')!);
    expect(names.map((name) => [...name.querySelectorAll('[lang]')].map((part) => [part.textContent, part.getAttribute('lang')]))).toEqual([
      [['Moon Mango', 'en']],
      [],
    ]);
  });

  // The fruit's editor took the place of the typed value's the player had opened and was typing in during the wait:
  // the field closed under their fingers and the next key was lost.
  it('adds a fruit that loaded while the player typed in a typed value opened meanwhile, leaving them typing', async () => {
    const user = userEvent.setup();
    await renderPage();
    const letIn = holdFruitCode();
    await user.click(screen.getByTestId('add-fruit-give'));
    await user.click(screen.getByTestId('add-value-give'));
    const field = await screen.findByTestId('trade-sheckles-input');
    await user.type(field, '50');
    letIn();
    await waitFor(() => expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(2));
    expect(screen.getByTestId('trade-sheckles-input')).toBe(field);
    expect(field).toHaveFocus();
    await user.keyboard('0');
    expect(field).toHaveValue('500');
  });

  // Both sides' «Add a fruit» pressed during one wait: the give side's editor, opened first, kept its place and the
  // later press's fruit came without one.
  it('opens the editor of the last press when two wait for the same code, with the focus where that press left it', async () => {
    const user = userEvent.setup();
    await renderPage();
    const letIn = holdFruitCode();
    await user.click(screen.getByTestId('add-fruit-give'));
    await user.click(screen.getByTestId('add-fruit-get'));
    letIn();
    const editor = await within(side('get')).findByTestId('trade-editor');
    expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
    expect(within(side('give')).queryByTestId('trade-editor')).toBeNull();
    // The editor takes the focus in its effect, once shown.
    await waitFor(() => expect(within(editor).getByRole('heading', { level: 3 })).toHaveFocus());
  });

  // The fruit came into the new trade, and took away the Undo of the trade the player had just cleared.
  it('drops a fruit asked for before New trade, and keeps Undo offered', async () => {
    const user = userEvent.setup();
    await renderPage('?give=custom_5&get=custom_7');
    const letIn = await addFruitWhileHeld(user);
    await user.click(screen.getByTestId('trade-clear'));
    letIn();
    await waitFor(() => expect(screen.getByTestId('trade-loading-give')).toBeEmptyDOMElement());
    expect(screen.queryAllByTestId('trade-item')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: en.ui.undo }));
    expect(screen.getAllByTestId('trade-item')).toHaveLength(2);
  });

  // Tab and typing during the wait were undone: the focus was pulled back to the new item once its code was in.
  it('leaves the focus where the player moved it while a new fruit loaded', async () => {
    const user = userEvent.setup();
    await renderPage();
    const letIn = holdFruitCode();
    await user.click(screen.getByTestId('add-fruit-give'));
    await user.tab();
    expect(screen.getByTestId('add-value-give')).toHaveFocus();
    letIn();
    expect(await screen.findByTestId('trade-editor')).toBeInTheDocument();
    expect(within(side('give')).getAllByTestId('trade-item')).toHaveLength(1);
    expect(screen.getByTestId('add-value-give')).toHaveFocus();
    expect(screen.getByTestId('trade-loading-give')).toBeEmptyDOMElement();
  });

  it('asks for a new typed value without calling the empty field an error until it is left empty', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.click(screen.getByTestId('add-value-get'));
    const field = await screen.findByTestId('trade-sheckles-input');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAccessibleDescription(expect.stringContaining(en.trade.custom.errors.empty));
    await user.click(field);
    await user.tab();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(en.trade.custom.errors.empty));
  });
});
