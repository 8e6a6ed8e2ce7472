// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { wikiCropPath, wikiEggPath } from '../../lib/paths';
import { pageData } from './stock.build';
import { StockPage } from './StockPage';
import type { StockTable as RealStockTable } from './StockTable';

// Each render of a stock table is counted, to check that the clock's ticks leave the tables alone.
const tableRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('./StockTable', async (importOriginal) => {
  const { StockTable } = await importOriginal<typeof import('./StockTable')>();
  return {
    StockTable: (props: Parameters<typeof RealStockTable>[0]) => {
      tableRenders.count += 1;
      return <StockTable {...props} />;
    },
  };
});

beforeAll(() => loadLanguage('en'));
afterEach(() => vi.useRealTimers());

const data = pageData();
const page = (
  <I18nextProvider i18n={i18nFor('en')}>
    <MemoryRouter>
      <StockPage {...data} language="en" />
    </MemoryRouter>
  </I18nextProvider>
);

describe('the stock page', () => {
  it('prerenders each rule and no time: the countdown starts with the script', () => {
    const html = renderToString(page);
    expect(html).toContain('data-shop="seed"');
    expect(html).not.toContain('data-next-restock');
    expect(html).toContain('Every 5 min');
    expect(html).toContain('Every day at 8:00\u00a0PM UTC');
  });

  it('counts down from the clock once mounted, and follows the clock when it jumps', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const seed = document.querySelector('[data-shop="seed"]')!;
    expect(seed.getAttribute('data-next-restock')).toBe('2026-11-26T12:05:00.000Z');
    expect(screen.getByTestId('countdown-seed').textContent).toBe('1:30');
    expect(document.querySelector('[data-shop="egg"]')!.getAttribute('data-next-restock')).toBe('2026-11-26T12:30:00.000Z');
    // A sleeping tab's timers stop; the clock does not. On waking, the countdown is read from the clock again.
    act(() => {
      vi.setSystemTime(Date.parse('2026-11-26T12:41:59.500Z'));
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(seed.getAttribute('data-next-restock')).toBe('2026-11-26T12:45:00.000Z');
    expect(screen.getByTestId('countdown-seed').textContent).toBe('3:01');
  });

  it('turns the clock every second without rendering the stock tables again', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const rendered = tableRenders.count;
    expect(rendered).toBeGreaterThan(0);
    expect(screen.getByTestId('countdown-seed').textContent).toBe('1:30');
    act(() => {
      vi.advanceTimersByTime(5_000);
    });
    expect(screen.getByTestId('countdown-seed').textContent).toBe('1:25');
    expect(tableRenders.count).toBe(rendered);
  });

  it("joins the later restocks the language's way and lists the links to the other shop pages", () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
    render(page);
    const later = screen.getByTestId('clock-seed').querySelector('.shop-clock__later')!;
    expect(later.querySelectorAll('time')).toHaveLength(3);
    expect(later.textContent).not.toContain('·');
    expect(later.textContent).toMatch(/, and /);
    const links = screen.getByRole('link', { name: 'Every egg' }).closest('ul')!;
    expect(within(links).getAllByRole('listitem')).toHaveLength(3);
    expect(links.textContent).not.toContain('·');
  });

  it('lists each seed with its price and odds, linked to its crop, and the eggs without a chance it cannot read', () => {
    render(page);
    const carrot = within(screen.getByTestId('seed-table')).getByRole('link', { name: 'Carrot' });
    expect(carrot.getAttribute('href')).toBe(wikiCropPath('carrot'));
    const row = carrot.closest('tr')!;
    expect(row.textContent).toContain('10 Sheckles');
    expect(row.textContent).toContain('100%');
    expect(row.textContent).toContain('October 25, 2025');
    const mango = screen.getByTestId('seed-table').querySelector('tr[data-item="Mango"]')!;
    // 1 in 80 at one restock, 1 − (79/80)^12 within the hour's 12 restocks.
    expect(mango.textContent).toContain('1.25%');
    expect(mango.textContent).toContain('14.01%');
    const bug = within(screen.getByTestId('egg-table')).getByRole('link', { name: 'Bug Egg' });
    expect(bug.getAttribute('href')).toBe(wikiEggPath('bug-egg'));
    expect(bug.closest('tr')!.textContent).toContain('unknown');
  });
});
