/*
 * A page's state in its address: each page with such state describes its public query contract as a codec, and
 * useUrlState does the rest (opening from a link or the saved copy, writing back, reporting what a link got wrong).
 * The rule a page opens by (openState), the saved copy in this browser and the hook are here too; where each page keeps
 * its saved copy is SAVED_STATE_KEYS in lib/paths.ts, which the boot script reads as well.
 */
import { useCallback, useEffect, useReducer, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MADE_BY_SITE } from '../lib/paths';
import { useIsClientRender } from '../lib/useIsClientRender';

/** A value of a link that could not be used; shown to the player only through React, which escapes it. */
export interface DroppedValue {
  /** The query key; for a key that is not the page's own, the key itself is the value. */
  key: string;
  /**
   * `invalid`: not a value the key takes; `invalidPart`: a part of a value the key reads as a list (a mutation of a
   * fruit), dropped while the rest was kept; `repeated`: the key was given before; `unknown`: not one of the page's
   * keys; `unused`: a valid value that the rest of the link leaves no use for (e.g. a weight for a crop whose weight is
   * unknown), which the page explains with its own reason.
   */
  reason: 'invalid' | 'invalidPart' | 'repeated' | 'unknown' | 'unused';
  /** The rejected value, cut short. */
  value: string;
  /**
   * For an `invalid` value whose reader said what was wrong with it (a Refusal): that, as a code the page words
   * (LinkNotice's `whys`). Without one, the key's own reason explains the value.
   */
  why?: string;
}

export interface Decoded<S> {
  /** What the query names and is valid. */
  state: Partial<S>;
  dropped: DroppedValue[];
}

export interface Completed<S, C> {
  state: S;
  /** What completing changed in what the link asked for, worth telling the player (e.g. mutations the game merges). */
  changes: readonly C[];
}

export interface UrlStateCodec<S, C = never> {
  /** The page's query keys, in contract order. */
  keys: readonly string[];
  /**
   * Where the last state is kept in this browser (see SAVED_STATE_KEYS); null where it is not: a page whose rows links
   * point at (the weather page) would otherwise open a link to a row with that row hidden by the last search.
   */
  storageKey: string | null;
  /** Keys that are not the page's own are reported as dropped (true) or left alone (false: others may use them). */
  reportsUnknownKeys: boolean;
  decode: (params: URLSearchParams) => Decoded<S>;
  /** The whole state from what a link or the saved copy names: what it leaves out takes its default. */
  complete: (named: Partial<S>) => Completed<S, C>;
  /** The query (without "?"); empty for the page's defaults, so they keep the bare address. */
  encode: (state: S) => string;
}

/** Where a page keeps its state: its query keys and its saved copy (what its load() reads before it has a codec). */
export type StateLocation = Pick<UrlStateCodec<unknown, unknown>, 'keys' | 'storageKey'>;

const MAX_SHOWN_VALUE = 40;

/** A value as it is shown back to the player: a hostile link can hold megabytes. */
export function shortened(value: string): string {
  return value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value;
}

/**
 * An id as a link names it. Ids are written in lower case, but a link typed or written with capitals (`Carrot`) means
 * the same one: every contract reads its ids through this, and writes back the id itself.
 */
export const linkId = (value: string): string => value.toLowerCase();

/** A plain decimal and a whole number as links write them. */
export const DECIMAL = /^\d+(\.\d+)?$/;
export const WHOLE = /^\d+$/;

/**
 * Reads a number written plainly (digits, and a dot for a decimal: never a comma, sign or exponent, whatever the
 * page's language) into `field`, if `isValid` accepts it.
 */
export function numberParam<S>(
  kind: 'whole' | 'decimal',
  field: { [K in keyof S]: S[K] extends number | null ? K : never }[keyof S],
  isValid: (value: number) => boolean,
): ParamReader<S> {
  const pattern = kind === 'whole' ? WHOLE : DECIMAL;
  return (value, state) => {
    const number = Number(value);
    if (!pattern.test(value) || !isValid(number)) return false;
    (state as Record<typeof field, number>)[field] = number;
    return true;
  };
}

/** A reader's refusal that says what is wrong with the value: `why` is a code of the reader's (see DroppedValue.why). */
export interface Refusal {
  why: string;
}

/**
 * Accepts a (trimmed) value into the state (true), or refuses it: false, or a Refusal that says why. A value that is
 * a list may also drop some of its parts and keep the rest.
 */
export type ParamReader<S> = (value: string, state: Partial<S>, dropPart: (part: string) => void) => boolean | Refusal;

/** A bare "=" (`?=&=`): no key, no value, so nothing asked for and nothing to report. */
export const asksNothing = (key: string, value: string): boolean => key === '' && value === '';

/**
 * Reads a query one key at a time with the page's own readers. A repeated key is ambiguous: the first counts and the
 * rest are reported, except for the keys a page names `repeatable` (a list written one entry per key, whose reader
 * is called for each).
 */
export function decodeParams<S>(
  params: URLSearchParams,
  readers: Record<string, ParamReader<S>>,
  reportsUnknownKeys: boolean,
  repeatable: readonly string[] = [],
): Decoded<S> {
  const state: Partial<S> = {};
  const dropped: DroppedValue[] = [];
  const seen = new Set<string>();
  for (const [key, raw] of params) {
    if (asksNothing(key, raw)) continue;
    const reader = Object.hasOwn(readers, key) ? readers[key] : undefined;
    if (!reader) {
      // The key names what was left out; with none, the value does ("=abc").
      if (reportsUnknownKeys) dropped.push({ key, reason: 'unknown', value: shortened(key === '' ? `=${raw}` : key) });
    } else if (seen.has(key) && !repeatable.includes(key)) {
      dropped.push({ key, reason: 'repeated', value: shortened(raw) });
    } else {
      const read = reader(raw.trim(), state, (part) => dropped.push({ key, reason: 'invalidPart', value: shortened(part) }));
      // Anything but true is a refusal: a Refusal is an object, so never tested for truth.
      if (read !== true) dropped.push({ key, reason: 'invalid', value: shortened(raw), ...(read === false ? {} : { why: read.why }) });
    }
    seen.add(key);
  }
  return { state, dropped };
}

/** The state a page opens on, and what to tell the player about the link it came from. */
export interface OpenedState<S, C> {
  state: S;
  /** Null when there is nothing to tell: no link, or a link used exactly as written. */
  report: { dropped: readonly DroppedValue[]; changes: readonly C[] } | null;
  /**
   * The state came from the link (it named the page's keys), not from the saved copy or the defaults: what a page finds
   * wrong with it later (a pet the pet data lacks) is the link's to report; a saved copy's is dropped silently.
   */
  fromLink?: true;
}

/** The queries a page opens on: the link's, always read (to report what it got wrong), and the saved copy's when used. */
interface OpeningQueries {
  link: URLSearchParams;
  linkNamesState: boolean;
  /** The saved copy, used when the link names none of the page's keys. */
  saved: URLSearchParams | null;
}

/**
 * The one rule of every page with state in its address: a link that names any of the page's keys decides the
 * state (what it leaves out takes its default); otherwise the saved copy does; otherwise the defaults. The saved copy
 * is the query of the last state, so it is read exactly like a link.
 */
function openingQueries(keys: readonly string[], search: string, saved: string | undefined): OpeningQueries {
  const link = new URLSearchParams(search);
  const linkNamesState = keys.some((key) => link.has(key));
  return { link, linkNamesState, saved: !linkNamesState && saved ? new URLSearchParams(saved) : null };
}

export function openState<S, C>(codec: UrlStateCodec<S, C>, search: string, saved: string | undefined): OpenedState<S, C> {
  const queries = openingQueries(codec.keys, search, saved);
  const link = codec.decode(queries.link);
  const named = queries.linkNamesState ? link.state : queries.saved ? codec.decode(queries.saved).state : {};
  const { state, changes } = codec.complete(named);
  const shownChanges = queries.linkNamesState ? changes : [];
  const report = link.dropped.length > 0 || shownChanges.length > 0 ? { dropped: link.dropped, changes: shownChanges } : null;
  return queries.linkNamesState ? { state, report, fromLink: true } : { state, report };
}

/**
 * The query a page will open on (see openState): the link's when it names any of the page's keys, else the saved
 * copy's, else none. A page's load() reads it to know what the opening needs.
 */
export function openingQuery(keys: readonly string[], search: string, saved: string | undefined): URLSearchParams | null {
  const queries = openingQueries(keys, search, saved);
  return queries.linkNamesState ? queries.link : queries.saved;
}

// The hook

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

/** The query of a page's last state as this browser saved it (see SAVED_STATE_KEYS in lib/paths.ts). */
export const readSaved = (key: string | null) =>
  key === null ? undefined : readStored(key, (value) => (typeof value === 'string' ? value : undefined));

/**
 * Where this tab keeps a state its address missed: a page left (reloaded, say) before the address caught up with the
 * last change keeps the address it had and the query it was due. The browser reloads the address it had when the
 * reload began, so a write to it as the page goes is too late; sessionStorage is the tab's own, so another tab's
 * state is never taken for this one's.
 */
const missedKey = (storageKey: string) => `${storageKey}:missed`;

/** Keeps, or with null forgets, the query the address missed: `[the address's query ("?…" or ""), the query due]`. */
function keepMissedWrite(storageKey: string, missed: readonly [string, string] | null): void {
  try {
    if (missed) sessionStorage.setItem(missedKey(storageKey), JSON.stringify(missed));
    else sessionStorage.removeItem(missedKey(storageKey));
  } catch {
    // Blocked storage: a reload at once after a change shows the change before it, as the address has it.
  }
}

/**
 * The query a page opens at: the address's, or the query its address missed when this tab left the page at that very
 * address (see missedKey). Any other address is a link of its own, and decides.
 */
export function searchToOpen(storageKey: string | null, search: string): string {
  try {
    const [from, to] = JSON.parse((storageKey && sessionStorage.getItem(missedKey(storageKey))) || '[]') as unknown[];
    if (from === search && typeof to === 'string') return to;
  } catch {
    // Blocked or corrupt: the address decides.
  }
  return search;
}

/** The query a page with these keys opens on at `search`: the link's, or else the saved copy's (see openState). */
export function openingQueryAt(location: StateLocation, search: string): URLSearchParams | null {
  return openingQuery(location.keys, searchToOpen(location.storageKey, search), readSaved(location.storageKey));
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
function openingSource(search: string, storageKey: string | null): { search: string; saved: string | undefined } | null {
  if (typeof window === 'undefined') return null;
  const saved = readSaved(storageKey);
  const opensAt = searchToOpen(storageKey, search);
  return search.length > 1 || opensAt.length > 1 || saved ? { search: opensAt, saved } : null;
}

/**
 * A page's state tied to its address and to this browser's saved copy. The prerendered HTML (and its hydration)
 * shows the defaults; the first client render opens it on the link or the saved copy (see openState), and from then
 * on the page's state is written back to the address (replacing the history entry) and saved.
 */
export function useUrlState<S, C, L, A>(codec: UrlStateCodec<S, C>, model: PageStateModel<S, C, L, A>): [L, (action: A) => void] {
  const navigate = useNavigate();
  const { pathname, search, hash, key, state: entryState } = useLocation();
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
    dispatch({ type: 'open', opened: openState(codec, source.search, source.saved) });
  }
  const live = !opening || opened;

  const query = codec.encode(model.addressed(local));
  useEffect(() => {
    if (!live) return;
    const wanted = query ? `?${query}` : '';
    let done = false;
    const sync = (leaving: boolean) => {
      if (done) return;
      done = true;
      if (codec.storageKey !== null) {
        // The query of an address the site made (MADE_BY_SITE) is not the player's last: saved once the page changes it.
        // (Writing the changed query replaces the entry's state, and the mark with it.)
        if (entryState !== MADE_BY_SITE || search !== wanted) writeStored(codec.storageKey, query);
        // Leaving, the address may not catch up (see missedKey); otherwise it does, and nothing is missed.
        keepMissedWrite(codec.storageKey, leaving && search !== wanted ? [search, wanted] : null);
      }
      if (search !== wanted && !movedOn(key))
        void navigate({ pathname, search: wanted, hash }, { replace: true, preventScrollReset: true });
    };
    const syncNow = () => sync(false);
    const syncLeaving = () => sync(true);
    const timer = setTimeout(syncNow, SYNC_DELAY_MS);
    document.addEventListener('focusout', syncNow);
    window.addEventListener('pagehide', syncLeaving);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', syncNow);
      window.removeEventListener('pagehide', syncLeaving);
    };
  }, [codec.storageKey, query, live, navigate, pathname, search, hash, key, entryState]);

  const dispatchPage = useCallback((action: A) => dispatch({ type: 'page', action }), []);
  return [local, dispatchPage];
}
