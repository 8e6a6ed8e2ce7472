// @vitest-environment jsdom
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bestNextMutations, getMutation, maxMutationSet, mutations, sellPrice, variants, weightForValue } from '../../game';
import { getCrop } from '../../game/crops';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import en from '../../i18n/locales/en';
import fr from '../../i18n/locales/fr';
import { formatKg, formatNumber } from '../../lib/format';
import { loadCrops } from '../../lib/loadCode';
import { SAVED_STATE_KEYS } from '../../lib/paths';
import { DEFAULT_CROP_ID, MAX_WEIGHT_KG } from '../../links/cropQuery';
import { loadContext } from '../../test/loadContext';
import { pageData } from './cropCalculator.build';
import cropCalculatorRoute from './route';

const STORAGE_KEY = SAVED_STATE_KEYS['/'];

/** The page as the browser opens it: with what its load() gives it for the address (the crop table only if it names another crop). */
async function renderPage(search = '', language: Language = 'en') {
  const props = (await cropCalculatorRoute.load(loadContext(pageData(), {}, language, search)))!;
  const router = createMemoryRouter([{ path: '/', element: <cropCalculatorRoute.Component {...props} /> }], {
    initialEntries: [`/${search}`],
  });
  const view = render(
    <I18nextProvider i18n={i18nFor(language)}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { router, view, search: () => router.state.location.search };
}

const valueOf = (testId: string) => screen.getByTestId(testId).dataset.value;
// Role queries walk the whole (large) page in jsdom; the roles and names are checked once in the first test.
const weightField = () => screen.getByTestId('weight-input');
const quantityField = () => screen.getByTestId('quantity-input');
const cropBox = () => screen.getByTestId('crop-input');
/** The crop field used: the plain field the page shows first becomes the combobox (with a list to control). */
async function usedCropBox(): Promise<HTMLElement> {
  await userEvent.click(cropBox());
  return waitFor(() => {
    expect(cropBox()).toHaveAttribute('aria-controls');
    return cropBox();
  });
}
const choice = (group: 'variant' | 'boost', label: RegExp) => within(screen.getByTestId(group)).getByLabelText(label);
/** A mutation's checkbox, the whole list opened first as a player opens it (a search shows its matches without it). */
function mutationBox(id: string) {
  const browse = screen.queryByTestId('mutation-browse');
  if (browse?.getAttribute('aria-expanded') === 'false') fireEvent.click(browse);
  // The list has about 190 checkboxes: role queries over it are slow in jsdom, so these go by test id.
  return screen.getByTestId(`mutation-${id}`);
}
const expected = (input: Partial<Parameters<typeof sellPrice>[0]>) =>
  sellPrice({
    crop: getCrop(DEFAULT_CROP_ID),
    weightKg: 0.275,
    quantity: 1,
    boostPercent: 0,
    variantId: 'normal',
    mutationIds: [],
    ...input,
  });

// The crop table is in, as start-up fetches it for a link or saved calculation naming a crop (see PageModule.urlState).
beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('fr'), loadLanguage('ar'), loadCrops()]));
// The page is large for jsdom: on a busy machine a render can take longer than Testing Library's default second.
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
beforeEach(() => localStorage.clear());

describe('crop value calculator', { timeout: 60_000 }, () => {
  it('opens on the default calculation with the three results and their exact values', async () => {
    await renderPage();
    const result = expected({});
    expect(screen.getByRole('combobox', { name: en.crop.picker.label })).toBe(cropBox());
    expect(screen.getByRole('textbox', { name: en.crop.weight.label })).toBe(weightField());
    expect(screen.getByRole('textbox', { name: en.crop.quantity.label })).toBe(quantityField());
    expect(cropBox()).toHaveValue('Carrot');
    expect(valueOf('total-price')).toBe(result.total.toString());
    expect(valueOf('crop-value')).toBe(String(result.value));
    expect(valueOf('total-multiplier')).toBe('1');
    expect(screen.getByTestId('result-sentence')).toHaveTextContent('1 Carrot weighing 0.275 kg');
    expect(screen.getByRole('heading', { name: en.crop.faq.heading })).toBeInTheDocument();
    // Every number field is a NumberField, which keeps a typed "-5" from showing as "5-" on the Arabic page.
    for (const field of [weightField(), quantityField(), screen.getByRole('textbox', { name: en.crop.reverse.label })]) {
      expect(field).toHaveAttribute('dir', 'ltr');
    }
  });

  it('reproduces a shared link: Rainbow Moon Mango, 15 kg, Frozen is worth 25,000,000', async () => {
    // A client render (not hydration) opens on the link at once.
    await renderPage('?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen');
    expect(screen.getByTestId('total-price')).toHaveTextContent('25,000,000');
    expect(valueOf('crop-value')).toBe('25000000');
    expect(valueOf('total-multiplier')).toBe('500');
    expect(cropBox()).toHaveValue('Moon Mango');
    expect(mutationBox('frozen')).toBeChecked();
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument();
    // The chart marks the fruit at its weight and value; the contribution table lists Frozen's share.
    expect(screen.getByTestId('chart-marker').dataset).toMatchObject({ x: '15', y: '25000000' });
    const frozenRow = within(screen.getByTestId('contributions')).getByText('Frozen').closest('tr')!;
    expect(frozenRow).toHaveTextContent('+9');
    expect(frozenRow).toHaveTextContent('90%');
    // The mutation's name in the breakdown leads to its wiki page.
    expect(within(frozenRow).getByRole('link', { name: 'Frozen' })).toHaveAttribute('href', '/wiki/grow-a-garden-mutation-frozen');
  });

  it('offers the best next mutation from the engine and adds it', async () => {
    await renderPage();
    const [best] = bestNextMutations(getCrop(DEFAULT_CROP_ID), []);
    const name = getMutation(best!.candidateId).name;
    await userEvent.click(within(screen.getByTestId('next-mutations')).getByText(`Add ${name}`));
    expect(mutationBox(best!.candidateId)).toBeChecked();
    expect(valueOf('total-multiplier')).toBe(String(best!.mutationMultiplier));
  });

  it('drops what a link gets wrong with a notice, and shows its mutations as the game resolves them', async () => {
    const { search } = await renderPage('?crop=moon-mango&w=abc&m=wet,chilled,nope');
    const notice = await screen.findByTestId('link-notice');
    expect(notice).toHaveTextContent('w=abc');
    expect(notice).toHaveTextContent('m=nope');
    expect(notice).toHaveTextContent(/Wet and Chilled → Frozen/);
    expect(mutationBox('frozen')).toBeChecked();
    await waitFor(() => expect(search()).toBe('?crop=moon-mango&w=15&qty=1&boost=0&variant=normal&m=frozen'));
    await userEvent.click(within(notice).getByRole('button', { name: en.ui.dismiss }));
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument();
  });

  // These four were named with no why.
  it('says why it left out a crop, variant, mutation or target price', async () => {
    await renderPage('?crop=zzz&variant=platinum&m=frozen,nope&target=1.5');
    const items = within(await screen.findByTestId('link-notice'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'crop=zzz no crop has this id',
      'variant=platinum the variant must be \u2066normal\u2069, \u2066silver\u2069, \u2066gold\u2069, \u2066rainbow\u2069, or \u2066diamond\u2069',
      'm=nope no mutation has this id',
      'target=1.5 the target price must be a whole number of Sheckles, at least 1, written in digits only, such as 1000000',
    ]);
  });

  // A 2 kg Carrot worth 1,058 was shown for a link to a crop the calculator does not have.
  it('leaves out the weight of a crop it left out, says so, and values the default crop at its base weight', async () => {
    await renderPage('?crop=unknown-crop&w=2');
    const items = within(await screen.findByTestId('link-notice'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['crop=unknown-crop no crop has this id', `w=2 ${en.crop.link.weightOfDroppedCrop}`]);
    expect(weightField()).toHaveValue('0.275');
    expect(valueOf('total-price')).toBe(String(expected({}).total));
  });

  it('says why it left out a weight, quantity or boost, and opens on a weight the field can show', async () => {
    const { search } = await renderPage('?w=0.0000000000001&qty=0&boost=15');
    const notice = await screen.findByTestId('link-notice');
    const items = within(notice)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      // The limits as a link writes them (a dot, no grouping), in every language, as the sentence asks.
      'w=0.0000000000001 the weight must be from \u20660.000001\u2069 kg to \u20661000000\u2069 kg, written with a dot, such as 2.5',
      'qty=0 the number of fruits must be a whole number from 1 to \u20661000000\u2069',
      'boost=15 the friend boost must be 0%, 10%, 20%, 30%, or 40%',
    ]);
    // The lighter weight showed as "0" with the field's error, while the total used it and the link kept it.
    expect(weightField()).toHaveValue('0.275');
    expect(valueOf('total-price')).toBe(String(expected({}).total));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('names a few of many rejected values and counts the rest', async () => {
    await renderPage(`?m=${Array.from({ length: 20 }, (_, index) => `bogus${index}`).join(',')}`);
    const notice = await screen.findByTestId('link-notice');
    expect(notice).toHaveTextContent('m=bogus7');
    expect(notice).not.toHaveTextContent('m=bogus8');
    expect(notice).toHaveTextContent('12 more');
  });

  it('explains a bad weight by the field and keeps the last good result', async () => {
    await renderPage();
    await userEvent.clear(weightField());
    await userEvent.type(weightField(), '1,5');
    const good = expected({ weightKg: 1.5 });
    expect(valueOf('total-price')).toBe(good.total.toString());
    for (const [text, message] of [
      ['abc', en.crop.errors.weight.notANumber],
      ['0', en.crop.errors.weight.notPositive],
      ['-4', en.crop.errors.weight.notPositive],
    ] as const) {
      await userEvent.clear(weightField());
      expect(weightField()).toHaveAccessibleDescription(expect.stringContaining(en.crop.errors.weight.empty));
      await userEvent.type(weightField(), text);
      expect(weightField()).toHaveAttribute('aria-invalid', 'true');
      expect(weightField()).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(valueOf('total-price')).toBe(good.total.toString());
      expect(screen.getByText(en.crop.staleResult)).toBeInTheDocument();
      // The phone's bar too: it showed one weight's price with another weight in the field, and said nothing.
      expect(screen.getByTestId('result-bar')).toHaveTextContent(en.crop.resultBar.stale);
    }
    await userEvent.clear(weightField());
    await userEvent.type(weightField(), '1,5');
    expect(screen.getByTestId('result-bar')).not.toHaveTextContent(en.crop.resultBar.stale);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  // Four decimals wrote Carrot's floor, 0.26125 kg, as 0.2613: typed back, that weight is above the floor and worth more.
  it('writes the price floor’s weight with every digit, and that weight is worth what the page shows', async () => {
    await renderPage();
    fireEvent.click(screen.getByTestId('weight-preset-floor'));
    const floor = '0.26125 kg';
    expect(screen.getByTestId('weight-preset-floor')).toHaveTextContent(floor);
    expect(weightField()).toHaveAccessibleDescription(expect.stringContaining(`lighter than ${floor}`));
    expect(screen.getByTestId('breakdown-weight')).toHaveTextContent(`Lighter than ${floor}`);
    // The result's sentence too (with three decimals it read 0.261 kg, and Orange Tulip's 0.0475 kg read 0.048, above it).
    expect(screen.getByTestId('result-sentence')).toHaveTextContent(`1 Carrot weighing ${floor}`);
    expect(valueOf('crop-value')).toBe(String(expected({ weightKg: Number.parseFloat(floor) }).value));
    // A wanted price any fruit reaches names the same weight.
    await userEvent.type(screen.getByTestId('target-input'), '1');
    expect(screen.getByTestId('reverse-answer')).toHaveTextContent(`price-floor weight of ${floor}`);
  });

  it('rejects a quantity that is not a positive whole number', async () => {
    await renderPage();
    await userEvent.clear(quantityField());
    await userEvent.type(quantityField(), '2.5');
    expect(quantityField()).toHaveAccessibleDescription(expect.stringContaining(en.crop.errors.quantity.notWhole));
    await userEvent.clear(quantityField());
    await userEvent.type(quantityField(), '3');
    expect(valueOf('total-price')).toBe(expected({ quantity: 3 }).total.toString());
  });

  it('picks a crop by typing a misspelt name and Enter, then uses its base weight', async () => {
    const { search } = await renderPage();
    expect(cropBox()).not.toHaveAttribute('aria-controls');
    const box = await usedCropBox();
    expect(box).toHaveFocus();
    await userEvent.clear(box);
    await userEvent.type(box, 'moon mngo{Enter}');
    // The choice reaches the page from downshift's change handler, after its own state update.
    await waitFor(() => expect(cropBox()).toHaveValue('Moon Mango'));
    expect(weightField()).toHaveValue('15');
    expect(screen.getByRole('heading', { name: /Crop information: Moon Mango/ })).toBeInTheDocument();
    await waitFor(() => expect(search()).toContain('crop=moon-mango&w=15'));
  });

  it('gives the Seed Shop’s price in the crop’s facts where the crop data has none, as the crop’s wiki page does', async () => {
    expect(getCrop('great-pumpkin').seedPrice).toBeNull();
    await renderPage('?crop=great-pumpkin');
    expect(screen.getByTestId('fact-seedPrice')).toHaveTextContent('100,000,000,000 Sheckles');
    // A crop picked afterwards: a Tier 2 seed, which the shop prices in Garden Coins.
    await userEvent.clear(await usedCropBox());
    await userEvent.type(cropBox(), 'broccoli{Enter}');
    await waitFor(() => expect(cropBox()).toHaveValue('Broccoli'));
    expect(getCrop('broccoli').seedPrice).toBeNull();
    expect(screen.getByTestId('fact-seedPrice')).toHaveTextContent('2 Garden Coins');
  });

  it('says a crop first in the game’s files after December 2025 came in since, as its wiki page does', async () => {
    expect(getCrop('eggfruit')).toMatchObject({ obtainable: null, firstSeen: expect.stringMatching(/^2026-0[2-9]/) });
    await renderPage('?crop=eggfruit', 'fr');
    expect(screen.getByTestId('fact-obtainable').textContent).toBe(fr.facts.notYetInFiles);
    cleanup();
    // The first export after December 2025 (2026-01-03) holds it: it may have come in December's last days.
    expect(getCrop('kernel-curl').firstSeen).toBe('2026-01-03');
    await renderPage('?crop=kernel-curl');
    expect(screen.getByTestId('fact-obtainable')).toHaveTextContent(/^unknown$/);
  });

  it('keeps the chosen crop when Escape closes the list, and filters by category', async () => {
    await renderPage();
    await userEvent.clear(await usedCropBox());
    await userEvent.type(cropBox(), 'zzzzqq');
    expect(document.querySelector('.combobox__empty')).toHaveTextContent(/No crop matches/);
    await userEvent.keyboard('{Escape}');
    // Downshift reports the change from its state update, after the key.
    await waitFor(() => expect(cropBox()).toHaveValue('Carrot'));

    await userEvent.selectOptions(screen.getByRole('combobox', { name: en.crop.picker.category }), 'twilight shop');
    await userEvent.click(screen.getByRole('button', { name: en.crop.picker.toggle }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      expect.stringContaining('Celestiberry'),
      expect.stringContaining('Moon Mango'),
    ]);
    // Downshift moves focus to the field from an effect, a frame after the click.
    await waitFor(() => expect(cropBox()).toHaveFocus());
    // Nothing typed and Carrot not listed: nothing is highlighted, and the first ArrowDown goes to the first option.
    expect(cropBox()).toHaveAttribute('aria-activedescendant', '');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(cropBox()).toHaveValue('Moon Mango'));
  });

  it('fuses Wet and Chilled into Frozen, says so before and after, and Max mutation takes the engine’s set', async () => {
    await renderPage('?crop=moon-mango&w=15&variant=rainbow');
    await screen.findByDisplayValue('Moon Mango');
    await userEvent.click(mutationBox('wet'));
    expect(mutationBox('chilled')).toHaveAccessibleDescription('fuses into Frozen · removes Wet');
    await userEvent.click(mutationBox('chilled'));
    expect(mutationBox('frozen')).toBeChecked();
    expect(mutationBox('wet')).not.toBeChecked();
    expect(mutationBox('chilled')).not.toBeChecked();
    expect(screen.getByTestId('mutation-event')).toHaveTextContent('Chilled and Wet fused into Frozen.');
    expect(valueOf('total-price')).toBe('25000000');

    await userEvent.click(screen.getByTestId('max-mutation'));
    const best = maxMutationSet(getCrop('moon-mango'));
    expect(valueOf('total-multiplier')).toBe(String(best.totalMultiplier));
    expect(screen.getByTestId('mutation-count')).toHaveTextContent(`${best.mutationIds.length} mutations on this fruit`);
    expect(screen.getByTestId('next-mutations')).toHaveTextContent(en.crop.next.none);
  });

  it('Max mutation’s message names the set’s mutations no source says how to get, once their data is in', async () => {
    await renderPage();
    await userEvent.click(screen.getByTestId('max-mutation'));
    const message = screen.getByTestId('mutation-event');
    await waitFor(() =>
      expect(message).toHaveTextContent(/None of our sources says yet how a fruit gets these mutations of the max set: .*Beanbound/),
    );
    // A second Max mutation (the data already in) names them in the same message.
    await userEvent.click(within(message).getByRole('button', { name: en.ui.dismiss }));
    await userEvent.click(screen.getByTestId('max-mutation'));
    expect(screen.getByTestId('mutation-event')).toHaveTextContent(/None of our sources says yet .*Blossoming/);
  });

  // Max mutation put Rainbow and 105 mutations in place of Gold and three, and Remove all cleared them, with no way back.
  it('offers to undo Max mutation and Remove all in the mutation picker, giving back the variant and mutations', async () => {
    const { search } = await renderPage('?crop=moon-mango&w=15&variant=gold&m=frozen,shocked');
    await screen.findByDisplayValue('Moon Mango');
    const before = valueOf('total-price');
    expect(screen.queryByTestId('mutation-undo')).toBeNull();

    await userEvent.click(screen.getByTestId('max-mutation'));
    expect(choice('variant', /^Rainbow/)).toBeChecked();
    // Only the picker offers it: Reset's Undo in the result is for Reset. Dismissing the message beside it keeps it.
    expect(screen.queryByRole('button', { name: en.ui.undo })).toBe(screen.getByTestId('mutation-undo'));
    await userEvent.click(within(screen.getByTestId('mutation-event')).getByRole('button', { name: en.ui.dismiss }));
    expect(screen.getByTestId('mutation-event')).toHaveTextContent(new RegExp(`^${en.ui.undo}$`));
    await userEvent.click(screen.getByTestId('mutation-undo'));
    expect(choice('variant', /^Gold/)).toBeChecked();
    expect(mutationBox('frozen')).toBeChecked();
    expect(screen.getByTestId('mutation-count')).toHaveTextContent('2 mutations on this fruit');
    expect(valueOf('total-price')).toBe(before);
    expect(screen.getByTestId('max-mutation')).toHaveFocus();
    await waitFor(() => expect(search()).toMatch(/variant=gold.*&m=[^&]*frozen/));

    await userEvent.click(screen.getByRole('button', { name: en.crop.mutations.clear }));
    expect(screen.getByTestId('mutation-count')).toHaveTextContent(en.crop.mutations.none);
    expect(screen.getByTestId('mutation-event')).toHaveTextContent(`${en.ui.cleared} ${en.ui.undo}`);
    await userEvent.click(screen.getByTestId('mutation-undo'));
    expect(screen.getByTestId('mutation-count')).toHaveTextContent('2 mutations on this fruit');
    // Back on the button it undid (it went to Max mutation).
    expect(screen.getByRole('button', { name: en.crop.mutations.clear })).toHaveFocus();
    // Offered until anything else changes the calculation.
    await userEvent.click(screen.getByRole('button', { name: en.crop.mutations.clear }));
    await userEvent.click(mutationBox('wet'));
    expect(screen.queryByTestId('mutation-undo')).toBeNull();
  });

  it('Reset returns every input to its default and clears the address', async () => {
    const { search } = await renderPage('?crop=moon-mango&w=20&qty=4&boost=30&variant=gold&m=frozen');
    await screen.findByDisplayValue('Moon Mango');
    await userEvent.click(screen.getByTestId('reset'));
    expect(cropBox()).toHaveValue('Carrot');
    expect(weightField()).toHaveValue('0.275');
    expect(quantityField()).toHaveValue('1');
    expect(choice('variant', /^Normal/)).toBeChecked();
    expect(choice('boost', /^0 friends/)).toBeChecked();
    expect(screen.getByTestId('mutation-count')).toHaveTextContent(en.crop.mutations.none);
    await waitFor(() => expect(search()).toBe(''));
  });

  // One click on Reset lost the whole calculation: the address and the saved copy follow it.
  it('offers to undo Reset beside it, giving back the calculation, written to the address and saved, until anything else changes', async () => {
    const user = userEvent.setup();
    const page = await renderPage('?crop=moon-mango&w=20&qty=4&boost=30&variant=gold&m=frozen&target=2500000');
    await screen.findByDisplayValue('Moon Mango');
    // The field's text as typed, not as the page would write its value.
    await user.clear(weightField());
    await user.type(weightField(), '20.50');
    const query = 'crop=moon-mango&w=20.5&qty=4&boost=30&variant=gold&m=frozen&target=2500000';
    await waitFor(() => expect(page.search()).toBe(`?${query}`));
    const total = valueOf('total-price');
    const reset = screen.getByTestId('reset');
    // The region is there before it speaks, so that screen readers hear it.
    const status = reset.nextElementSibling as HTMLElement;
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();

    await user.click(reset);
    expect(cropBox()).toHaveValue('Carrot');
    await waitFor(() => expect(page.search()).toBe(''));
    expect(status.textContent).toBe(`${en.ui.cleared} ${en.ui.undo}`);
    await user.click(within(status).getByRole('button', { name: en.ui.undo }));
    expect(cropBox()).toHaveValue('Moon Mango');
    expect(weightField()).toHaveValue('20.50');
    expect(quantityField()).toHaveValue('4');
    expect(choice('variant', /^Gold/)).toBeChecked();
    expect(choice('boost', /^3 friends/)).toBeChecked();
    expect(screen.getByRole('textbox', { name: en.crop.reverse.label })).toHaveValue('2500000');
    expect(valueOf('total-price')).toBe(total);
    expect(status).toBeEmptyDOMElement();
    expect(reset).toHaveFocus();
    await waitFor(() => expect(page.search()).toBe(`?${query}`));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toBe(query);

    // Any other change takes the offer back.
    await user.click(reset);
    expect(status).toHaveTextContent(en.ui.undo);
    await user.click(choice('variant', /^Silver/));
    expect(status).toBeEmptyDOMElement();
    expect(cropBox()).toHaveValue('Carrot');
  });

  it('keeps the address and the saved calculation in step, and restores it on the next visit', async () => {
    const first = await renderPage();
    await userEvent.click(choice('variant', /^Gold/));
    await userEvent.click(choice('boost', /^2 friends/));
    // The results follow at once; the address and the saved copy once the edits pause or focus moves on
    // (the delay itself is tested with useUrlState).
    expect(valueOf('total-price')).toBe(expected({ variantId: 'gold', boostPercent: 20 }).total.toString());
    await waitFor(() => expect(first.search()).toBe('?crop=carrot&w=0.275&qty=1&boost=20&variant=gold'));
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!)).toBe('crop=carrot&w=0.275&qty=1&boost=20&variant=gold');
    expect(first.router.state.historyAction).toBe('REPLACE');
    first.view.unmount();

    const next = await renderPage();
    expect(valueOf('total-price')).toBe(expected({ variantId: 'gold', boostPercent: 20 }).total.toString());
    expect(choice('variant', /^Gold/)).toBeChecked();
    expect(choice('boost', /^2 friends/)).toBeChecked();
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument();
    await waitFor(() => expect(next.search()).toBe('?crop=carrot&w=0.275&qty=1&boost=20&variant=gold'));
  });

  it('lets a link decide over the saved calculation, and reports keys that are not the calculator’s', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify('crop=moon-mango&w=20&variant=gold'));
    const linked = await renderPage('?crop=carrot&qty=3');
    expect(cropBox()).toHaveValue('Carrot');
    expect(quantityField()).toHaveValue('3');
    expect(choice('variant', /^Normal/)).toBeChecked();
    linked.view.unmount();

    await renderPage('?utm_source=chat');
    expect(cropBox()).toHaveValue('Moon Mango');
    expect(weightField()).toHaveValue('20');
    expect(choice('variant', /^Gold/)).toBeChecked();
    const notice = screen.getByTestId('link-notice');
    expect(notice).toHaveTextContent('utm_source');
    expect(notice).toHaveTextContent(en.link.unknown);
  });

  it('says a repeated key counts once', async () => {
    await renderPage('?crop=moon-mango&crop=carrot');
    expect(cropBox()).toHaveValue('Moon Mango');
    const notice = screen.getByTestId('link-notice');
    expect(notice).toHaveTextContent('crop=carrot');
    expect(notice).toHaveTextContent(en.link.repeated);
  });

  it('does not report the game merging the mutations of a saved calculation', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify('crop=moon-mango&m=wet,chilled'));
    await renderPage();
    expect(mutationBox('frozen')).toBeChecked();
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument();
  });

  it('keeps a keyboard user in place as chips are removed: on the next chip, then the last, then the search field', async () => {
    await renderPage('?crop=carrot&m=shocked,frozen');
    const chip = (name: string) => screen.getByRole('button', { name: `Remove ${name}` });
    const [first] = within(screen.getByTestId('mutation-count').parentElement!).getAllByRole('button', { name: /^Remove / });
    first!.focus();
    const firstName = first!.getAttribute('aria-label')!.replace('Remove ', '');
    const otherName = firstName === 'Frozen' ? 'Shocked' : 'Frozen';
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(chip(otherName)).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search mutations' })).toHaveFocus());
  });

  it('draws the whole mutation list only when asked, and says how many it holds', async () => {
    await renderPage();
    const browse = screen.getByTestId('mutation-browse');
    expect(screen.queryByTestId('mutation-frozen')).not.toBeInTheDocument();
    expect(browse).toHaveAttribute('aria-expanded', 'false');
    expect(browse).toHaveTextContent(`Show all ${mutations.length} mutations`);
    await userEvent.click(browse);
    expect(browse).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelectorAll('input[type="checkbox"][data-testid^="mutation-"]')).toHaveLength(mutations.length);
    // One group per kind of mutation, the shortest first so it is not buried under a long one.
    const groupSizes = [...document.querySelectorAll('legend')].flatMap((legend) => {
      const size = /\((\d+)\)$/.exec(legend.textContent ?? '')?.[1];
      return size === undefined ? [] : [Number(size)];
    });
    expect(groupSizes.reduce((sum, size) => sum + size, 0)).toBe(mutations.length);
    expect(groupSizes).toEqual([...groupSizes].sort((a, b) => a - b));
    expect(new Set(groupSizes).size).toBeGreaterThan(1);
    await userEvent.click(browse);
    expect(screen.queryByTestId('mutation-frozen')).not.toBeInTheDocument();
  });

  it('searches the mutation list, and says when nothing matches', async () => {
    await renderPage();
    const search = screen.getByRole('searchbox', { name: en.crop.mutations.search });
    await userEvent.type(search, 'froz');
    expect(mutationBox('frozen')).toBeInTheDocument();
    expect(screen.queryByTestId('mutation-wet')).not.toBeInTheDocument();
    // Ticking a match keeps the search.
    await userEvent.click(mutationBox('frozen'));
    expect(mutationBox('frozen')).toBeChecked();
    expect(search).toHaveValue('froz');

    await userEvent.clear(search);
    await userEvent.type(search, 'zzzz');
    expect(screen.getByText('No mutation matches “zzzz”.')).toBeInTheDocument();
    await userEvent.clear(search);
    expect(mutationBox('wet')).toBeInTheDocument();
  });

  // Enter in "froz" (only Frozen left) did nothing, and Escape left "froz" in the box.
  it('ticks the one mutation a search leaves on Enter, never unticks it, and empties the search on Escape', async () => {
    await renderPage();
    const search = screen.getByRole('searchbox', { name: en.crop.mutations.search });
    await userEvent.type(search, 'froz{Enter}');
    expect(mutationBox('frozen')).toBeChecked();
    await userEvent.type(search, '{Enter}');
    expect(mutationBox('frozen')).toBeChecked();
    await userEvent.type(search, '{Escape}');
    expect(search).toHaveValue('');
    // Several matches: Enter ticks none of them.
    await userEvent.type(search, 'w{Enter}');
    expect(screen.getByTestId('mutation-count')).toHaveTextContent(en.crop.mutations.selected_one.replace('{{count}}', '1'));
  });

  // "No mutation matches" appeared in a plain paragraph: a screen reader heard nothing. Then it was a status changed at
  // every key, said again for each letter typed past the last match.
  it('shows at once when a mutation search finds nothing, and tells screen readers once typing settles', async () => {
    await renderPage();
    const status = screen.getByTestId('mutation-search-status');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toBeEmptyDOMElement();
    // Typed in events that run back to back, so no real time passes between a key and the check that nothing was told
    // (typed at a user's pace on a busy machine, the wait could pass first and the check fail).
    const search = screen.getByRole('searchbox', { name: en.crop.mutations.search });
    for (const typed of ['z', 'zz', 'zzz', 'zzzz']) fireEvent.change(search, { target: { value: typed } });
    const sentence = en.crop.mutations.noMatches.replace('{{query}}', 'zzzz');
    expect(screen.getByTestId('mutation-search-empty')).toHaveTextContent(sentence);
    expect(screen.getByTestId('mutation-search-empty')).not.toHaveAttribute('role');
    expect(status).toBeEmptyDOMElement();
    await waitFor(() => expect(status).toHaveTextContent(sentence), { timeout: 5_000 });
  });

  it('flags a picked mutation the sources report only on other crops, and still counts it', async () => {
    await renderPage();
    await userEvent.click(mutationBox('dawnbound'));
    expect(mutationBox('dawnbound')).toBeChecked();
    expect(screen.getByText(/The sources report Dawnbound only on Sunflower/)).toBeInTheDocument();
    expect(valueOf('total-multiplier')).not.toBe('1');
    await userEvent.click(mutationBox('dawnbound'));
    expect(screen.queryByText(/The sources report Dawnbound only on/)).not.toBeInTheDocument();
  });

  // Shadow beside Frozen was valued at ×42 without a word, while the formula page says Shadow's rules are unknown.
  it('says a mutation whose combination rules are unknown is combined with none, when it is picked beside another', async () => {
    const sentence = (name: string) => en.crop.mutations.rulesUnknownActive.replace('{{mutation}}', name);
    await renderPage('?crop=carrot&m=shadow,frozen');
    expect(screen.getByText(sentence('Shadow'))).toBeInTheDocument();
    expect(screen.queryByText(sentence('Frozen'))).not.toBeInTheDocument();
    // Alone it combines with nothing, so there is nothing to say.
    await userEvent.click(mutationBox('frozen'));
    expect(screen.queryByText(sentence('Shadow'))).not.toBeInTheDocument();
  });

  it('says nothing of combination rules for mutations whose rules are known', async () => {
    await renderPage('?crop=carrot&m=frozen,shocked');
    expect(screen.queryByText(/is not known yet, so the value here/)).not.toBeInTheDocument();
  });

  it('shows the market tax in the breakdown only when the game applies it', async () => {
    const best = maxMutationSet(getCrop('moon-mango'));
    await renderPage(`?crop=moon-mango&w=1000&variant=rainbow&m=${best.mutationIds.join(',')}`);
    const taxed = sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 1000,
      quantity: 1,
      boostPercent: 0,
      variantId: 'rainbow',
      mutationIds: best.mutationIds,
    });
    expect(taxed.marketTaxApplied).toBe(true);
    await waitFor(() => expect(valueOf('crop-value')).toBe(String(taxed.value)));
    expect(screen.getByTestId('breakdown-tax')).toHaveTextContent(en.crop.breakdown.marketTax);
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
    await userEvent.clear(weightField());
    await userEvent.type(weightField(), '15');
    expect(screen.queryByTestId('breakdown-tax')).not.toBeInTheDocument();
  });

  it('finds the weight needed for a target price and can use it', async () => {
    await renderPage('?crop=moon-mango&variant=rainbow&m=frozen');
    await screen.findByDisplayValue('Moon Mango');
    await userEvent.type(screen.getByRole('textbox', { name: en.crop.reverse.label }), '100000000');
    const answer = weightForValue({
      crop: getCrop('moon-mango'),
      variantId: 'rainbow',
      mutationIds: ['frozen'],
      boostPercent: 0,
      targetPerFruit: 1e8,
    });
    expect(answer.kind).toBe('weight');
    const shown = screen.getByTestId('reverse-answer').querySelector('p')!;
    expect(shown.dataset.value).toBe(String(answer.kind === 'weight' ? answer.weightKg : 0));
    await userEvent.click(screen.getByRole('button', { name: en.crop.reverse.use }));
    expect(Number(valueOf('crop-value'))).toBeGreaterThanOrEqual(1e8);
    expect(weightField()).toHaveValue(String(answer.kind === 'weight' ? answer.weightKg : 0));

    // Reset empties the target too.
    await userEvent.click(screen.getByTestId('reset'));
    expect(screen.getByRole('textbox', { name: en.crop.reverse.label })).toHaveValue('');
  });

  it('keeps the target price in the address and the saved calculation, and answers it again on the next visit', async () => {
    const first = await renderPage('?crop=moon-mango');
    await screen.findByDisplayValue('Moon Mango');
    await userEvent.type(screen.getByRole('textbox', { name: en.crop.reverse.label }), '2.5M');
    await waitFor(() => expect(first.search()).toBe('?crop=moon-mango&w=15&qty=1&boost=0&variant=normal&target=2500000'));
    const answer = screen.getByTestId('reverse-answer').querySelector('p')!.dataset.value;
    expect(answer).toBeDefined();
    first.view.unmount();

    await renderPage();
    expect(screen.getByRole('textbox', { name: en.crop.reverse.label })).toHaveValue('2500000');
    expect(screen.getByTestId('reverse-answer').querySelector('p')!.dataset.value).toBe(answer);
  });

  // A price of 10²¹ offered "Use this weight" for 201,640,477.774 kg, which the weight field then refused.
  it('offers no weight past the heaviest the weight field takes, and says why', async () => {
    await renderPage('?crop=apple&w=4.5&variant=gold&m=frozen,shocked');
    await screen.findByDisplayValue('Apple');
    const target = screen.getByRole('textbox', { name: en.crop.reverse.label });
    await userEvent.type(target, '999999999999999999999');
    expect(target).toHaveAccessibleDescription(expect.stringContaining('even at 1,000,000 kg, the most the calculator takes'));
    expect(screen.getByTestId('reverse-answer')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: en.crop.reverse.use })).toBeNull();
    // A price some weight within the limit reaches is answered as before.
    await userEvent.clear(target);
    await userEvent.type(target, '1000000000');
    expect(screen.getByTestId('reverse-answer').querySelector('p')).not.toBeNull();
    expect(screen.getByRole('button', { name: en.crop.reverse.use })).toBeEnabled();
  });

  // 400 digits said «That is not a number», 25 «No weight of this fruit reaches that price»: both are a price too high,
  // and say the most the fruit is worth, written in the page's language.
  it('says a price too high is too high, with the most the fruit is worth, however many digits it has', async () => {
    const fruit = { crop: getCrop('apple'), variantId: 'gold', mutationIds: ['frozen', 'shocked'], boostPercent: 30 } as const;
    const most = sellPrice({ ...fruit, quantity: 1, weightKg: MAX_WEIGHT_KG }).perFruit;
    for (const [language, message] of [
      [
        'en',
        `That price is too high: even at 1,000,000 kg, the most the calculator takes, this fruit is worth ${formatNumber(most, 'en')}.`,
      ],
      ['fr', i18nFor('fr').t('crop.errors.target.tooLarge', { max: formatKg(MAX_WEIGHT_KG, 'fr'), price: formatNumber(most, 'fr') })],
    ] as const) {
      const page = await renderPage('?crop=apple&w=4.5&boost=30&variant=gold&m=frozen,shocked', language);
      await screen.findByDisplayValue('Apple');
      const target = screen.getByTestId('target-input');
      for (const digits of [25, 400]) {
        await userEvent.clear(target);
        await userEvent.click(target);
        await userEvent.paste('9'.repeat(digits));
        expect(target, `${digits} digits in ${language}`).toHaveAccessibleDescription(expect.stringContaining(message));
        expect(screen.getByTestId('reverse-answer')).toBeEmptyDOMElement();
      }
      page.view.unmount();
    }
  });

  // The wanted price read "1.5M", but its field asked a phone for a number pad, which has no letters, and its hint
  // showed no shortened form.
  it('offers a phone keyboard with letters for the wanted price and shows the shortened form it reads', async () => {
    await renderPage('?crop=moon-mango');
    await screen.findByDisplayValue('Moon Mango');
    const target = screen.getByRole('textbox', { name: en.crop.reverse.label });
    expect(target).toHaveAttribute('inputmode', 'text');
    expect(target).toHaveAccessibleDescription(expect.stringContaining('2.5M'));
    await userEvent.type(target, '2.5M');
    const answer = weightForValue({
      crop: getCrop('moon-mango'),
      variantId: 'normal',
      mutationIds: [],
      boostPercent: 0,
      targetPerFruit: 2.5e6,
    });
    const shown = screen.getByTestId('reverse-answer').querySelector('p')!;
    expect(shown.dataset.value).toBe(String(answer.kind === 'weight' ? answer.weightKg : answer.floorWeightKg));
  });

  // The status region held the sentence shown above it from the start: reading on, a screen reader said it twice.
  it('keeps the answer in the result bar, and tells screen readers the answer once it changes and settles', async () => {
    await renderPage();
    const status = () => screen.getByTestId('result-announcement');
    expect(valueOf('result-bar')).toBe(valueOf('total-price'));
    expect(status()).toBeEmptyDOMElement();
    // Typed in events that run back to back: no real time passes between the keys and the check that nothing was told.
    for (const typed of ['', '1', '12']) fireEvent.change(weightField(), { target: { value: typed } });
    expect(valueOf('result-bar')).toBe(valueOf('total-price'));
    expect(valueOf('result-bar')).toBe(expected({ weightKg: 12 }).total.toString());
    // Not at every keystroke: the announcement follows once typing has paused.
    expect(status()).toBeEmptyDOMElement();
    await waitFor(() => expect(status()).toHaveTextContent(screen.getByTestId('result-sentence').textContent!), { timeout: 5_000 });
  });

  // An Arabic voice read «Gold» and «Huge ×3», shown as the game writes them, by Arabic letter-to-sound rules.
  it('marks the game’s English words English on the Arabic page, and the page’s own words not', async () => {
    await renderPage('', 'ar');
    const marked = (testId: string) => [...screen.getByTestId(testId).querySelectorAll('[lang="en"]')].map((node) => node.textContent);
    expect(marked('variant')).toEqual(variants.map((variant) => variant.name));
    expect(marked('weight-preset-huge3')).toEqual(['Huge ×3']);
    expect(marked('weight-preset-base')).toEqual([]);
    cleanup();
    await renderPage('', 'en');
    expect(document.body.querySelector('[lang]')).toBeNull();
  });

  it('reads and writes decimal commas on the French page', async () => {
    await renderPage('?crop=moon-mango&w=14.25', 'fr');
    expect(await screen.findByDisplayValue('14,25')).toBe(weightField());
    await userEvent.clear(weightField());
    await userEvent.type(weightField(), '1,5');
    expect(valueOf('crop-value')).toBe(String(expected({ crop: getCrop('moon-mango'), weightKg: 1.5 }).value));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('result-sentence').textContent).toMatch(/fruit Moon Mango de 1,5\s?kg/);
    await userEvent.type(weightField(), 'x');
    expect(weightField()).toHaveAccessibleDescription(expect.stringContaining(fr.crop.errors.weight.notANumber));
  });
});
