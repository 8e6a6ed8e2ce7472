// @vitest-environment jsdom
// Renders are slow in jsdom on a busy machine, hence the generous timeouts.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Profiler, StrictMode, useMemo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, parsePath, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MADE_BY_SITE } from '../lib/paths';
import {
  decodeParams,
  numberParam,
  SYNC_DELAY_MS,
  useUrlState,
  type DroppedValue,
  type PageStateModel,
  type ParamReader,
  type UrlStateCodec,
} from './urlState';

/* A small page with state in its address: a count `n` and a `big` flag, saved under STORAGE_KEY. */
interface Counter {
  n: number;
  big: boolean;
}

const STORAGE_KEY = 'test:counter';
const DEFAULTS: Counter = { n: 0, big: false };

const readers: Record<keyof Counter, ParamReader<Counter>> = {
  n: numberParam('whole', 'n', () => true),
  big: (value, state) => {
    if (value !== '1') return false;
    state.big = true;
    return true;
  },
};

const codec: UrlStateCodec<Counter> = {
  keys: ['n', 'big'],
  storageKey: STORAGE_KEY,
  reportsUnknownKeys: true,
  decode: (params) => decodeParams(params, readers, true),
  complete: (named) => ({ state: { ...DEFAULTS, ...named }, changes: [] }),
  encode: (state) => (state.n === DEFAULTS.n && !state.big ? '' : `n=${state.n}${state.big ? '&big=1' : ''}`),
};

interface PageState {
  counter: Counter;
  /** Page-only state, not in the address. */
  note: string;
  dropped: readonly DroppedValue[];
}

type Action = { type: 'add' } | { type: 'reset' } | { type: 'note'; text: string };

function CounterPage() {
  const model = useMemo<PageStateModel<Counter, never, PageState, Action>>(
    () => ({
      init: ({ state, report }) => ({ counter: state, note: '', dropped: report?.dropped ?? [] }),
      reduce: (state, action) => {
        if (action.type === 'add') return { ...state, counter: { ...state.counter, n: state.counter.n + 1 } };
        if (action.type === 'note') return { ...state, note: action.text };
        return { counter: DEFAULTS, note: '', dropped: [] };
      },
      addressed: (state) => state.counter,
    }),
    [],
  );
  const [state, dispatch] = useUrlState(codec, model);
  return (
    <div>
      <output data-testid="n">{state.counter.n}</output>
      <output data-testid="big">{String(state.counter.big)}</output>
      <output data-testid="dropped">{state.dropped.map((entry) => `${entry.key}:${entry.reason}`).join(' ')}</output>
      <button type="button" onClick={() => dispatch({ type: 'add' })}>
        add
      </button>
      <button type="button" onClick={() => dispatch({ type: 'reset' })}>
        reset
      </button>
      <input aria-label="note" value={state.note} onChange={(event) => dispatch({ type: 'note', text: event.target.value })} />
    </div>
  );
}

/** `state`: the history entry's state, as a page that sent the visitor here gave it (MADE_BY_SITE). */
function routerAt(url: string, state?: unknown) {
  return createMemoryRouter([{ path: '/counter', Component: CounterPage }], {
    initialEntries: [state === undefined ? url : { ...parsePath(url), state }],
  });
}

function renderAt(url: string, { strict = false, state }: { strict?: boolean; state?: unknown } = {}) {
  const router = routerAt(url, state);
  const app = <RouterProvider router={router} />;
  const view = render(strict ? <StrictMode>{app}</StrictMode> : app);
  return { router, view, search: () => router.state.location.search };
}

const shown = () => ({ n: Number(screen.getByTestId('n').textContent), big: screen.getByTestId('big').textContent === 'true' });
const saved = () => localStorage.getItem(STORAGE_KEY);
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Lets the given time pass, with whatever React and the router do meanwhile. */
const wait = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));
/** The browser leaves the page (a reload, a tab closed): `pagehide`. */
const leave = () => act(async () => void window.dispatchEvent(new Event('pagehide')));

/** Opens the page at `url`, adds one, and leaves it before the address catches up. */
async function leaveAtOnceAfterAdding(url: string): Promise<void> {
  const page = renderAt(url);
  click('add');
  await leave();
  page.view.unmount();
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('useUrlState: opening', { timeout: 20_000 }, () => {
  it('opens on the link at the first client render', () => {
    renderAt('/counter?n=5&big=1');
    expect(shown()).toEqual({ n: 5, big: true });
    expect(screen.getByTestId('dropped')).toHaveTextContent('');
  });

  it('lets a link that names any of the keys decide over the saved copy, what it leaves out at its default', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify('n=9&big=1'));
    renderAt('/counter?n=2');
    expect(shown()).toEqual({ n: 2, big: false });
  });

  it('opens on the saved copy when the link names none of the keys, and reports the link’s foreign keys', () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify('n=9&big=1'));
    renderAt('/counter?utm_source=chat');
    expect(shown()).toEqual({ n: 9, big: true });
    expect(screen.getByTestId('dropped')).toHaveTextContent('utm_source:unknown');
  });

  it('opens on the defaults with no link and nothing (usable) saved', () => {
    renderAt('/counter').view.unmount();
    expect(screen.queryByTestId('n')).not.toBeInTheDocument();
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ n: 9 }));
    renderAt('/counter');
    expect(shown()).toEqual(DEFAULTS);
  });

  it('shows the defaults while hydrating the prerendered page, then the link, without a mismatch', async () => {
    const html = renderToString(<RouterProvider router={routerAt('/counter?n=5')} />);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The prerender knows nothing of the visitor's link or storage.
    expect(container.querySelector('[data-testid="n"]')).toHaveTextContent('0');

    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <RouterProvider router={routerAt('/counter?n=5')} />, { onRecoverableError }),
    );
    expect(container.querySelector('[data-testid="n"]')).toHaveTextContent('5');
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });

  it('renders a page with nothing to open once while hydrating, and not again once hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RouterProvider router={routerAt('/counter')} />);
    document.body.append(container);
    const onRender = vi.fn();
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Profiler id="page" onRender={onRender}>
          <RouterProvider router={routerAt('/counter')} />
        </Profiler>,
      ),
    );
    await wait(SYNC_DELAY_MS);
    expect(onRender.mock.calls.map(([, phase]) => phase)).toEqual(['mount']);
    // Still live: a change is written back, and the page does not reopen on its own address.
    act(() => click('add'));
    await wait(SYNC_DELAY_MS);
    expect(saved()).toBe(JSON.stringify('n=1'));
    expect(shown()).toEqual({ n: 1, big: false });
    act(() => root.unmount());
    container.remove();
  });
});

describe('useUrlState: writing back', { timeout: 20_000 }, () => {
  it('writes the address (replacing the entry) and the saved copy once the delay has passed', async () => {
    const page = renderAt('/counter?n=1');
    click('add');
    expect(shown().n).toBe(2);
    // Not yet: typing changes the state on every key, the address follows when it pauses.
    await wait(SYNC_DELAY_MS - 1);
    expect(page.search()).toBe('?n=1');
    expect(saved()).toBeNull();

    await wait(1);
    expect(page.search()).toBe('?n=2');
    expect(JSON.parse(saved()!)).toBe('n=2');
    expect(page.router.state.historyAction).toBe('REPLACE');
    // The state is the same after the address catches up.
    expect(shown().n).toBe(2);
  });

  it('waits for a pause: each change restarts the delay', async () => {
    const page = renderAt('/counter');
    click('add');
    await wait(SYNC_DELAY_MS - 50);
    click('add');
    await wait(SYNC_DELAY_MS - 50);
    expect(page.search()).toBe('');
    await wait(50);
    expect(page.search()).toBe('?n=2');
  });

  it('writes at once when focus leaves a field or the page is left', async () => {
    const page = renderAt('/counter');
    click('add');
    await act(async () => void fireEvent.focusOut(screen.getByRole('textbox', { name: 'note' })));
    expect(page.search()).toBe('?n=1');
    expect(JSON.parse(saved()!)).toBe('n=1');

    click('add');
    await leave();
    expect(page.search()).toBe('?n=2');
    expect(JSON.parse(saved()!)).toBe('n=2');
  });

  it('opens a page left before its address caught up (a reload at once) on its last state, at that address only', async () => {
    // The browser reloads the address as it was when the reload began; the saved copy since is another tab's, and this
    // tab's own last state decides at the address it left.
    await leaveAtOnceAfterAdding('/counter?n=1');
    localStorage.setItem(STORAGE_KEY, JSON.stringify('n=7'));
    const reloaded = renderAt('/counter?n=1');
    expect(shown()).toEqual({ n: 2, big: false });
    expect(screen.getByTestId('dropped')).toHaveTextContent('');
    await wait(SYNC_DELAY_MS);
    expect(reloaded.search()).toBe('?n=2');
    reloaded.view.unmount();
    // Written once the address has caught up, nothing is missed any more: the link decides again.
    renderAt('/counter?n=1');
    expect(shown()).toEqual({ n: 1, big: false });
  });

  it('keeps nothing missed when the address caught up before the page was left, and another address decides', async () => {
    const page = renderAt('/counter?n=1');
    click('add');
    await wait(SYNC_DELAY_MS);
    await leave();
    page.view.unmount();
    expect(sessionStorage.length).toBe(0);

    await leaveAtOnceAfterAdding('/counter?n=1');
    expect(sessionStorage.length).toBe(1);
    renderAt('/counter?n=5');
    expect(shown()).toEqual({ n: 5, big: false });
  });

  it('keeps the bare address for the defaults, and saves that too', async () => {
    const page = renderAt('/counter?n=4&big=1');
    click('reset');
    await wait(SYNC_DELAY_MS);
    expect(page.search()).toBe('');
    expect(JSON.parse(saved()!)).toBe('');
  });

  it('writes a link it corrected in its corrected form', async () => {
    const page = renderAt('/counter?n=3&n=4&big=yes&utm=x');
    expect(shown()).toEqual({ n: 3, big: false });
    expect(screen.getByTestId('dropped')).toHaveTextContent('n:repeated big:invalid utm:unknown');
    await wait(SYNC_DELAY_MS);
    expect(page.search()).toBe('?n=3');
  });

  it('leaves the address alone for state it does not hold', async () => {
    const page = renderAt('/counter?n=1');
    await wait(SYNC_DELAY_MS);
    const entry = page.router.state.location.key;
    fireEvent.change(screen.getByRole('textbox', { name: 'note' }), { target: { value: 'hello' } });
    await wait(SYNC_DELAY_MS);
    expect(page.router.state.location.key).toBe(entry);
    expect(page.search()).toBe('?n=1');
  });

  it('restores the saved copy on the next visit, and shows it in the address', async () => {
    const first = renderAt('/counter');
    click('add');
    click('add');
    await wait(SYNC_DELAY_MS);
    expect(first.search()).toBe('?n=2');
    first.view.unmount();

    const next = renderAt('/counter');
    expect(shown().n).toBe(2);
    expect(next.search()).toBe('');
    await wait(SYNC_DELAY_MS);
    expect(next.search()).toBe('?n=2');
  });

  it('keeps the saved copy while the page shows a query the site made, and saves the page once it changes', async () => {
    // A dead wiki link's list, searched for the link's words: the site's search, not the player's.
    localStorage.setItem(STORAGE_KEY, JSON.stringify('n=9'));
    const page = renderAt('/counter?n=3', { state: MADE_BY_SITE });
    expect(shown()).toEqual({ n: 3, big: false });
    await wait(SYNC_DELAY_MS);
    await leave();
    expect(page.search()).toBe('?n=3');
    expect(saved()).toBe(JSON.stringify('n=9'));

    click('add');
    await wait(SYNC_DELAY_MS);
    expect(page.search()).toBe('?n=4');
    expect(saved()).toBe(JSON.stringify('n=4'));
    // Changed back, the query is the player's now, and saved as any other.
    click('reset');
    await wait(SYNC_DELAY_MS);
    click('add');
    click('add');
    click('add');
    await wait(SYNC_DELAY_MS);
    expect(saved()).toBe(JSON.stringify('n=3'));
  });

  it('works the same under StrictMode', async () => {
    const page = renderAt('/counter?n=7', { strict: true });
    expect(shown().n).toBe(7);
    click('add');
    expect(shown().n).toBe(8);
    await wait(SYNC_DELAY_MS);
    expect(page.search()).toBe('?n=8');
  });
});
