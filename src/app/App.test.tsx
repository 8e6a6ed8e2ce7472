// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../i18n/i18n';
import en from '../i18n/locales/en';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { rememberNotFound } from './NotFoundNotice';
import { loadPageProps } from './Page';
import { buildPageData } from './pageBuild';
import { setPageDataSource } from './pageData';
import { App, createRoutes } from './routes';

beforeAll(() => {
  // A page given data gets it as the build works it out (in a browser, from the file the build wrote).
  setPageDataSource(buildPageData);
  return Promise.all([loadTexts('en', 'common'), loadPageProps('pet', PAGE_PATHS.petCalculator, {}, '')]);
});
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

/**
 * A click as in a browser, outside act(): React renders on its own schedule, so a navigation waiting for a page's code
 * stays pending (inside act(), React would wait for the code before the test could look at the page).
 */
async function clickOutsideAct(element: HTMLElement) {
  const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  const previous = scope.IS_REACT_ACT_ENVIRONMENT;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    element.click();
    // Long enough for React to render the navigation it can (it cannot: the wiki's code is not in).
    await new Promise((resolve) => setTimeout(resolve, 20));
  } finally {
    scope.IS_REACT_ACT_ENVIRONMENT = previous;
  }
}

/** Every change of the page's visible level-1 headings, as the DOM goes through them (a hidden page does not count). */
function watchHeadings() {
  const seen: string[] = [];
  const record = () => {
    const shown = [...document.querySelectorAll('h1')]
      .filter((heading) => !heading.closest('[hidden], [style*="display: none"]'))
      .map((heading) => heading.textContent)
      .join(' | ');
    if (seen.at(-1) !== shown) seen.push(shown);
  };
  record();
  const observer = new MutationObserver(record);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['style', 'hidden'],
  });
  return { seen, stop: () => observer.disconnect() };
}

// Page code is transformed on its first import under Vitest, which can take seconds on a busy machine.
describe('the app shell', { timeout: 60_000 }, () => {
  it('keeps the current page on screen until the next page’s code, texts and data are in, then shows it from the top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderAt(PAGE_PATHS.petCalculator);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.pet.title);

    const headings = watchHeadings();

    // The wiki's code has not been asked for yet: the navigation waits for it in a transition.
    await clickOutsideAct(screen.getAllByRole('link', { name: en.nav.wiki })[0]!);
    // Still the pet calculator while the wiki loads: never an empty page.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(en.pet.title);
    expect(screen.queryByRole('heading', { level: 1, name: en.wiki.index.title })).not.toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();

    expect(await screen.findByRole('heading', { level: 1, name: en.wiki.index.title }, { timeout: 40_000 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: en.pet.title })).not.toBeInTheDocument();
    // From one page straight to the next: at no point an empty or hidden page.
    headings.stop();
    expect(headings.seen).toEqual([en.pet.title, en.wiki.index.title]);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // The focus goes to the new page's main part: left on the followed link, it fell to the document.
    await waitFor(() => expect(document.getElementById('main')).toHaveFocus());
    // Named by the new page's title, so a screen reader says where the focus arrived (an unnamed «main» said nothing).
    expect(screen.getByRole('main')).toHaveAccessibleName(en.wiki.index.title);
    // The head follows from an effect, a frame later.
    await waitFor(() => expect(document.title).toBe(en.wiki.index.meta.title));
  });

  it('returns Back to where the previous page was left', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => loadPageProps('wikiIndex', PAGE_PATHS.wikiIndex, {}, ''));
    renderAt(PAGE_PATHS.petCalculator);
    await scrollPageTo(700);
    await userEvent.click(screen.getAllByRole('link', { name: en.nav.wiki })[0]!);
    await screen.findByRole('heading', { level: 1, name: en.wiki.index.title }, { timeout: 10_000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(document.documentElement).not.toHaveAttribute('data-reopened');

    // Drawn whole when it scrolls back, so that sections drawn when near do not stand at a guessed height.
    const reopenedAtScroll = new Promise<boolean>((resolve) =>
      scrollTo.mockImplementation(() => resolve(document.documentElement.hasAttribute('data-reopened'))),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: en.pet.title }, { timeout: 10_000 });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 700);
    expect(await reopenedAtScroll).toBe(true);

    // A page reached by a link afterwards is drawn when near again.
    await userEvent.click(screen.getAllByRole('link', { name: en.nav.wiki })[0]!);
    await screen.findByRole('heading', { level: 1, name: en.wiki.index.title }, { timeout: 10_000 });
    expect(document.documentElement).not.toHaveAttribute('data-reopened');
  });

  it('says on the page a visitor was sent to that their address is no page, and not on the next page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await act(() => loadPageProps('wikiIndex', PAGE_PATHS.wikiIndex, {}, ''));
    rememberNotFound('/grow-a-garden-pet-age-calculatr', PAGE_PATHS.petCalculator);
    renderAt(PAGE_PATHS.petCalculator);
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/grow-a-garden-pet-age-calculatr');
    await userEvent.click(screen.getAllByRole('link', { name: en.nav.wiki })[0]!);
    await screen.findByRole('heading', { level: 1, name: en.wiki.index.title }, { timeout: 10_000 });
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('sets <html> lang and dir for the page’s language, and leaves them untouched when they already say so', async () => {
    await act(() => loadPageProps('crop', PAGE_PATHS.cropCalculator, {}, ''));
    document.documentElement.lang = 'ar';
    document.documentElement.dir = 'rtl';
    const first = renderAt(PAGE_PATHS.cropCalculator);
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['en', 'ltr']);
    first.unmount();

    // As a prerendered English page has them: rewriting them would restyle every element in the browser.
    const writes: string[] = [];
    const observer = new MutationObserver((records) => writes.push(...records.map((record) => record.attributeName ?? '')));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang', 'dir'] });
    renderAt(PAGE_PATHS.cropCalculator);
    await screen.findByRole('heading', { level: 1, name: en.crop.title });
    observer.takeRecords().forEach((record) => writes.push(record.attributeName ?? ''));
    observer.disconnect();
    expect(writes).toEqual([]);
  });

  it('sends an unknown path to the home page of its language', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // Home's code and data are in, so the page it is sent to renders at once.
    await act(() => loadPageProps('crop', PAGE_PATHS.cropCalculator, {}, ''));
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: en.crop.title }, { timeout: 10_000 })).toBeInTheDocument();
    // Sent home as a new page: from the top.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('sends a pet page the build wrote nothing for to the pet index, searched for its name but not saved as the player’s', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const savedKey = SAVED_STATE_KEYS[PAGE_PATHS.petIndex];
    localStorage.setItem(savedKey, JSON.stringify('q=dog'));
    // The pet page's load and the index's are in, so each page renders at once.
    await act(() => loadPageProps('wikiPet', '/wiki/grow-a-garden-pet-dogg', { slug: 'grow-a-garden-pet-dogg' }, ''));
    await act(() => loadPageProps('petIndex', PAGE_PATHS.petIndex, {}, '?q=dogg'));
    renderAt('/wiki/grow-a-garden-pet-dogg');
    expect(await screen.findByRole('heading', { level: 1, name: en.wiki.pets.title }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('searchbox')).toHaveValue('dogg'));
    // Left at once, the page writes what it would have saved: the player's own last search stays.
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(localStorage.getItem(savedKey)).toBe(JSON.stringify('q=dog'));
    localStorage.removeItem(savedKey);
  });
});
