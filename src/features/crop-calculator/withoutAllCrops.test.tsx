// @vitest-environment jsdom
/*
 * Home as a first visit runs it: with what its load() gives it from the build's data, and no crop table. Under Node
 * every other test has the whole table (importing the engine loads it), so this one replaces the table with one that
 * fails when read.
 */
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CropCalculatorData } from './cropCalculatorData';

const tableRead = () => {
  throw new Error('the page read the crop table');
};

let data: CropCalculatorData;
beforeAll(async () => {
  // The page's data as the build writes it, worked out with the whole table; then a fresh engine without it.
  const { pageData } = await import('./cropCalculator.build');
  data = JSON.parse(JSON.stringify(pageData())) as CropCalculatorData;
  vi.resetModules();
  vi.doMock('../../game/crops', () => ({
    get crops() {
      return tableRead();
    },
    get categories() {
      return tableRead();
    },
    get findCrop() {
      return tableRead();
    },
    get getCrop() {
      return tableRead();
    },
  }));
  configure({ asyncUtilTimeout: 5_000 });
});

describe('the crop calculator without the crop table', { timeout: 60_000 }, () => {
  it('renders the crops the build gave it and values a ticked mutation', async () => {
    const [{ default: route }, { i18nFor, loadLanguage }, game, { loadContext }] = await Promise.all([
      import('./route'),
      import('../../i18n/i18n'),
      import('../../game'),
      import('../../test/loadContext'),
    ]);
    await loadLanguage('en');
    const props = (await route.load(loadContext(data)))!;
    const router = createMemoryRouter([{ path: '/', element: <route.Component {...props} /> }], { initialEntries: ['/'] });
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const carrot = data.crops.find((crop) => crop.id === 'carrot')!;
    const sale = (mutationIds: string[]) =>
      game.sellPrice({ crop: carrot, weightKg: 0.275, quantity: 1, boostPercent: 0, variantId: 'normal', mutationIds });
    expect(screen.getByTestId('crop-input')).toHaveValue('Carrot');
    expect(screen.getByTestId('total-price').dataset.value).toBe(sale([]).total.toString());
    // The Dawnbound note names the crops it is reported on, whose names the build gave the page.
    await act(() => userEvent.click(screen.getByTestId('mutation-browse')));
    expect(screen.getByTestId('mutation-dawnbound').closest('li')).toHaveTextContent('Sunflower');
    await act(() => userEvent.click(screen.getByTestId('mutation-frozen')));
    expect(screen.getByTestId('total-price').dataset.value).toBe(sale(['frozen']).total.toString());
  });
});
