import { useCallback, useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIsClientRender } from '../../lib/useIsClientRender';
import { openingQuery, openState, type OpenedState, type StateLocation, type UrlStateCodec } from './codec';

/**
 * Typing changes the state on every key; the address and the saved copy follow once typing pauses (or focus leaves
 * the field, e.g. for the Copy link button, or the page is left), because replacing the history entry is slow.
 */
export const SYNC_DELAY_MS = 250;

/**
 * The saved copy is kept in localStorage, which never throws here and is never trusted: a value may be missing,
 * corrupt, from an older version of the site, or written by something else entirely.
 */
export function readStored<T>(key: string, validate: (value: unknown) => T | undefined): T | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (raw === null) return undefined;
    return validate(JSON.parse(raw));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Full or blocked storage only costs the convenience of restoring later.
  }
}

export interface PageStateModel<S, C, L, A> {
  /** The page's state when it opens on `opened` (from a link, the saved copy or the defaults). */
  init: (opened: OpenedState<S, C>) => L;
  reduce: (state: L, action: A) => L;
  /** The part of the page's state its address holds. */
  addressed: (state: L) => S;
}

/** The query of a page's last state as this browser saved it (see SAVED_STATE_KEYS in codec.ts). */
export const readSaved = (key: string) => readStored(key, (value) => (typeof value === 'string' ? value : undefined));

/** The query a page with these keys opens on at `search`: the link's, or else the saved copy's (see openState). */
export function openingQueryAt(location: StateLocation, search: string): URLSearchParams | null {
  return openingQuery(location.keys, search, readSaved(location.storageKey));
}

/**
 * Whether the browser has gone on to another history entry since this location rendered: a link followed while the
 * page's write waited. Writing then would undo that navigation. (A browser router keeps its location's key in
 * history.state; other routers leave it alone, and nothing moves under them.)
 */
function movedOn(key: string): boolean {
  const current = (window.history.state as { key?: string } | null)?.key;
  return current !== undefined && current !== key;
}

type Internal<S, C, A> = { type: 'open'; opened: OpenedState<S, C> } | { type: 'page'; action: A };

/**
 * What the page may open on besides its defaults, read once in the browser: any query (a link naming none of the
 * page's keys is still read, to report what it got wrong) or a saved copy. The boot script asks the same before the
 * first paint. Null on the server and when there is nothing.
 */
function openingSource(search: string, storageKey: string): { saved: string | undefined } | null {
  if (typeof window === 'undefined') return null;
  const saved = readSaved(storageKey);
  return search.length > 1 || saved ? { saved } : null;
}

/**
 * A page's state tied to its address and to this browser's saved copy. The prerendered HTML (and its hydration)
 * shows the defaults; the first client render opens it on the link or the saved copy (see openState), and from then
 * on the page's state is written back to the address (replacing the history entry) and saved.
 */
export function useUrlState<S, C, L, A>(codec: UrlStateCodec<S, C>, model: PageStateModel<S, C, L, A>): [L, (action: A) => void] {
  const navigate = useNavigate();
  const { pathname, search, hash, key } = useLocation();
  const [local, dispatch] = useReducer(
    (state: L, action: Internal<S, C, A>) => (action.type === 'open' ? model.init(action.opened) : model.reduce(state, action.action)),
    undefined,
    () => model.init(openState(codec, '', undefined)),
  );
  // Asked once, in the browser: with nothing to open, the defaults hydration shows are already the page's state, and
  // the page is not rendered a second time once hydrated (on a first visit, most pages).
  const [source] = useState(() => openingSource(search, codec.storageKey));
  const opening = source !== null;
  // Renders before the page is opened show the defaults, as the prerendered HTML does; the first client render opens
  // it (during hydration that is the render after it, otherwise the same render, repeated at once by React).
  const clientRender = useIsClientRender(opening);
  const [opened, setOpened] = useState(false);
  if (opening && clientRender && !opened) {
    // The page's load() got what the address it opened at needs (see openingQueryAt).
    setOpened(true);
    dispatch({ type: 'open', opened: openState(codec, search, source.saved) });
  }
  const live = !opening || opened;

  const query = codec.encode(model.addressed(local));
  useEffect(() => {
    if (!live) return;
    const wanted = query ? `?${query}` : '';
    let done = false;
    const sync = () => {
      if (done) return;
      done = true;
      writeStored(codec.storageKey, query);
      if (search !== wanted && !movedOn(key))
        void navigate({ pathname, search: wanted, hash }, { replace: true, preventScrollReset: true });
    };
    const timer = setTimeout(sync, SYNC_DELAY_MS);
    document.addEventListener('focusout', sync);
    window.addEventListener('pagehide', sync);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', sync);
      window.removeEventListener('pagehide', sync);
    };
  }, [codec.storageKey, query, live, navigate, pathname, search, hash, key]);

  const dispatchPage = useCallback((action: A) => dispatch({ type: 'page', action }), []);
  return [local, dispatchPage];
}
