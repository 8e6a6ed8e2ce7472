// @vitest-environment jsdom
/* The calculator opened on a link's weight: what the weight field shows, what is valued, and what the notice says. */
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sellPrice } from '../../game';
import { getCrop } from '../../game/crops';
import { UNWEIGHED_CROP_ID } from '../../game/test-support/unweighedTable';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { loadCrops } from '../../lib/loadCode';
import { loadContext } from '../../test/loadContext';
import { pageData } from './cropCalculator.build';
import cropCalculatorRoute from './route';

// The crop table with a crop whose weight is unknown (every shipped crop has one), for a link that gives it a weight.
vi.mock('../../game/crops', async (actual) => (await import('../../game/test-support/unweighedTable')).tableWithUnweighed(await actual()));

async function renderPage(search: string) {
  const props = (await cropCalculatorRoute.load(loadContext(pageData(), {}, 'en', search)))!;
  const router = createMemoryRouter([{ path: '/', element: <cropCalculatorRoute.Component {...props} /> }], {
    initialEntries: [`/${search}`],
  });
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  return { search: () => router.state.location.search };
}

beforeAll(() => Promise.all([loadLanguage('en'), loadCrops()]));
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
beforeEach(() => localStorage.clear());

describe('the crop calculator on a link’s weight', { timeout: 60_000 }, () => {
  // The field showed "0.123457" (six decimals) while the total was worked out at 0.12345678.
  it('shows a weight with more than six decimals as it values it: every decimal, with no notice', async () => {
    const weightKg = 0.12345678;
    const { search } = await renderPage(`?crop=carrot&w=${weightKg}`);
    const sale = sellPrice({ crop: getCrop('carrot'), weightKg, quantity: 1, boostPercent: 0, variantId: 'normal', mutationIds: [] });
    expect(screen.getByTestId('weight-input')).toHaveValue('0.12345678');
    expect(screen.getByTestId('total-price').dataset.value).toBe(String(sale.total));
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument();
    expect(search()).toContain('w=0.12345678');
  });

  it('says a weight given for a crop whose weight is unknown is not used, and why', async () => {
    await renderPage(`?crop=${UNWEIGHED_CROP_ID}&w=3`);
    const notice = await screen.findByTestId('link-notice');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['w=3 not used: no source gives this crop’s weight yet, so the calculator always values it at its base weight']);
  });

  // 5000 for a Moon Mango (50.00 typed without its point) was valued without a word: its largest roll is 84 kg.
  it('says a weight past the crop’s largest roll is one only a size boost makes, and still values it', async () => {
    await renderPage('?crop=moon-mango&w=5000');
    const field = screen.getByTestId('weight-input');
    const note = screen.getByTestId('weight-beyond-roll');
    expect(note).toHaveTextContent('Heavier than any weight this crop can roll at harvest (84 kg: a Huge fruit at the top of the roll)');
    expect(field.getAttribute('aria-describedby')?.split(' ')).toContain(note.closest('p')?.id);
    // Heard as it appears, not only when the field is focused.
    expect(note.closest('[role="status"]')).not.toBeNull();
    const sale = sellPrice({
      crop: getCrop('moon-mango'),
      weightKg: 5000,
      quantity: 1,
      boostPercent: 0,
      variantId: 'normal',
      mutationIds: [],
    });
    expect(screen.getByTestId('total-price').dataset.value).toBe(String(sale.total));
  });

  it('says nothing of the roll for a weight a harvest can roll, up to the largest', async () => {
    await renderPage('?crop=moon-mango&w=84');
    expect(screen.getByTestId('weight-input')).toHaveValue('84');
    expect(screen.queryByTestId('weight-beyond-roll')).not.toBeInTheDocument();
  });

  // Blueberry's largest roll, 0.2 × 1.4 × 4, is 1.1199999999999999 in floating point: 1.12 itself read as past it.
  it('takes the largest roll to a ten-thousandth of a kg, as the data writes weights', async () => {
    await renderPage('?crop=blueberry&w=1.12');
    expect(screen.queryByTestId('weight-beyond-roll')).not.toBeInTheDocument();
    cleanup();
    await renderPage('?crop=blueberry&w=1.1201');
    expect(screen.getByTestId('weight-beyond-roll')).toHaveTextContent('(1.12 kg:');
  });
});
