// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../i18n/i18n';
import en from '../i18n/locales/en';
import { PAGE_PATHS } from '../lib/paths';
import { App } from './App';
import { isPageReady, loadPage } from './pages';
import { createRoutes } from './routes';

beforeAll(() => Promise.all([loadTexts('en', 'common'), loadPage('pet', 'en')]));
// Back to jsdom's own scroll position (see scrollPageTo).
afterEach(() => void Reflect.deleteProperty(window, 'scrollY'));

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      Back
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <App routes={createRoutes()} />
      <BackButton />
    </MemoryRouter>,
  );
}

/** As if the visitor had scrolled the page to this height. */
async function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(resolve));
}

describe('the app shell', () => {
  it('keeps the current page on screen until the next page’s code and texts are in, then shows it from the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt(PAGE_PATHS.petCalculator);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.pet.title);
    expect(isPageReady('wikiIndex', 'en')).toBe(false);

    await userEvent.click(screen.getByRole('link', { name: en.nav.wiki }));
    // Still the pet calculator while the wiki loads: never an empty page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.pet.title);

    expect(await screen.findByRole('heading', { level: 1, name: en.wiki.index.title })).toBeInTheDocument();
    expect(isPageReady('wikiIndex', 'en')).toBe(true);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // The head follows from an effect, a frame later.
    await waitFor(() => expect(document.title).toBe(en.wiki.index.meta.title));
  });

  it('returns Back to where the previous page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => loadPage('wikiIndex', 'en'));
    renderAt(PAGE_PATHS.petCalculator);
    await scrollPageTo(700);
    await userEvent.click(screen.getByRole('link', { name: en.nav.wiki }));
    await screen.findByRole('heading', { level: 1, name: en.wiki.index.title });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: en.pet.title });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
  });

  it('sends an unknown path to the home page of its language', async () => {
    await act(() => loadPage('crop', 'en'));
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: en.crop.title })).toBeInTheDocument();
  });
});
