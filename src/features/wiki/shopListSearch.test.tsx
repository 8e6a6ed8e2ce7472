// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import { PAGE_PATHS } from '../../lib/paths';
import { pageData as eggIndexData } from './eggIndex.build';
import { EggIndex } from './eggs/EggIndex';
import { GearIndex } from './gear/GearIndex';
import { pageData as gearIndexData } from './gearIndex.build';
import { pageData as weatherPageData } from './weather.build';
import { WeatherPage } from './weather/WeatherPage';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

async function renderAt(at: string, page: ReactNode) {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18nFor('en')}>
        <MemoryRouter initialEntries={[at]}>
          {page}
          <Address />
        </MemoryRouter>
      </I18nextProvider>,
    );
  });
}

const address = () => screen.getByTestId('address').textContent;

beforeAll(() => loadLanguage('en'));
beforeEach(() => localStorage.clear());

// Their searches were the component's own: a reload, a shared link or the not-found redirect lost them.
describe('the egg, gear and weather searches in the address', () => {
  it('the egg index opens on a link’s search, typo and all, and writes what is typed back', async () => {
    await renderAt(`${PAGE_PATHS.eggIndex}?q=fall+eg`, <EggIndex eggs={eggIndexData().eggs} language="en" />);
    expect(screen.getByTestId('egg-search')).toHaveValue('fall eg');
    const listed = () => [...document.querySelectorAll('[data-egg]')].map((item) => item.getAttribute('data-egg'));
    expect(listed()).toContain('fall-egg');
    expect(listed()).not.toContain('night-egg');
    await userEvent.clear(screen.getByTestId('egg-search'));
    await userEvent.type(screen.getByTestId('egg-search'), 'night');
    await waitFor(() => expect(address()).toBe(`${PAGE_PATHS.eggIndex}?q=night`));
    expect(document.querySelector('[data-egg="night-egg"]')).not.toBeNull();
  });

  it('the gear index does the same, and clearing the search gives back the bare address', async () => {
    await renderAt(`${PAGE_PATHS.gearIndex}?q=sprinkler`, <GearIndex {...gearIndexData()} language="en" />);
    expect(screen.getByTestId('gear-search')).toHaveValue('sprinkler');
    expect(screen.getByTestId('gear-list').querySelectorAll('li').length).toBeGreaterThan(0);
    for (const item of screen.getByTestId('gear-list').querySelectorAll('li')) expect(item.textContent).toMatch(/sprinkler/i);
    await userEvent.clear(screen.getByTestId('gear-search'));
    await waitFor(() => expect(address()).toBe(PAGE_PATHS.gearIndex));
  });

  it('the gear index narrows by rarity and by where a gear is sold, from a link and from its fields', async () => {
    const { gear } = gearIndexData();
    await renderAt(`${PAGE_PATHS.gearIndex}?rarity=divine&sold=gear-shop`, <GearIndex gear={gear} language="en" />);
    const listed = () => [...document.querySelectorAll('[data-gear]')].map((item) => item.getAttribute('data-gear'));
    const expected = gear.filter((item) => item.tier === 'divine' && item.sale === 'gear-shop').map((item) => item.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(listed()).toEqual(expected);
    expect(screen.getByTestId('gear-count')).toHaveTextContent(`${expected.length} gear found`);
    await userEvent.selectOptions(screen.getByTestId('gear-sold-filter'), 'not-sold');
    await waitFor(() => expect(address()).toBe(`${PAGE_PATHS.gearIndex}?rarity=divine&sold=not-sold`));
    expect(listed()).toEqual(gear.filter((item) => item.tier === 'divine' && item.sale === 'not-sold').map((item) => item.id));
    await userEvent.selectOptions(screen.getByTestId('gear-rarity-filter'), '');
    await waitFor(() => expect(address()).toBe(`${PAGE_PATHS.gearIndex}?sold=not-sold`));
    expect(listed()).toHaveLength(gear.filter((item) => item.sale === 'not-sold').length);
  });

  // A value a link got wrong was named with no why.
  it('says why it left out each value a link got wrong, with the values a link may give', async () => {
    await renderAt(
      `${PAGE_PATHS.gearIndex}?rarity=shiny&sold=anywhere&q=${'x'.repeat(61)}`,
      <GearIndex {...gearIndexData()} language="en" />,
    );
    const notice = await screen.findByTestId('gear-link-notice');
    expect(notice).toHaveTextContent(/rarity=shiny the value must be \u2066common\u2069, .*\u2066divine\u2069/);
    expect(notice).toHaveTextContent(/sold=anywhere the value must be \u2066gear-shop\u2069, .*\u2066not-sold\u2069/);
    expect(notice).toHaveTextContent('a search must be readable text of at most 60 characters');
  });

  // The button removes itself, and focus fell to the page's start.
  it('clearing the filters clears all three and leaves focus on the count', async () => {
    const { gear } = gearIndexData();
    await renderAt(`${PAGE_PATHS.gearIndex}?q=bell&rarity=divine&sold=gear-shop`, <GearIndex gear={gear} language="en" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(address()).toBe(PAGE_PATHS.gearIndex));
    expect(screen.getByTestId('gear-count')).toHaveFocus();
    expect(screen.getByTestId('gear-count')).toHaveTextContent(`${gear.length} gear found`);
  });

  it('the weather page hides the rows the link’s search leaves out, and reports a key it does not know', async () => {
    await renderAt(`${PAGE_PATHS.weather}?q=rain&x=1`, <WeatherPage {...weatherPageData()} language="en" />);
    expect(screen.getByTestId('weather-search')).toHaveValue('rain');
    expect(document.querySelector('[data-weather="rain"]')).not.toHaveAttribute('hidden');
    expect(document.querySelector('[data-weather="frost"]')).toHaveAttribute('hidden');
    await waitFor(() => expect(screen.getByTestId('weather-link-notice')).toHaveTextContent('x not a setting of this page'));
    // Not kept in the browser: mutation pages link to its rows, which a last search would hide.
    await userEvent.type(screen.getByTestId('weather-search'), 'x');
    await waitFor(() => expect(address()).toBe(`${PAGE_PATHS.weather}?q=rainx`));
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('keeps the egg index’s last search in the browser, as the other lists do', async () => {
    await renderAt(`${PAGE_PATHS.eggIndex}?q=night`, <EggIndex eggs={eggIndexData().eggs} language="en" />);
    await userEvent.type(screen.getByTestId('egg-search'), ' egg');
    await waitFor(() => expect(address()).toBe(`${PAGE_PATHS.eggIndex}?q=night+egg`));
    expect(Object.values(localStorage).some((value) => value.includes('q=night+egg'))).toBe(true);
  });
});
