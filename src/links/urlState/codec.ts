/*
 * A page's state in its address: each page with such state describes its public query contract as a codec, and
 * useUrlState does the rest (opening from a link or the saved copy, writing back, reporting what a link got wrong).
 * The rule a page opens by (openState) and where each page keeps its saved copy (SAVED_STATE_KEYS) are here too.
 */
import { PAGE_PATHS } from '../../lib/paths';

/** A value of a link that could not be used; shown to the player only through React, which escapes it. */
export interface DroppedValue {
  /** The query key; for a key that is not the page's own, the key itself is the value. */
  key: string;
  reason: 'invalid' | 'repeated' | 'unknown';
  /** The rejected value, cut short. */
  value: string;
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
  /** Where the last state is kept in this browser (see SAVED_STATE_KEYS). */
  storageKey: string;
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

/**
 * Accepts a (trimmed) value into the state, or refuses it. A value that is a list may also drop some of its parts
 * and keep the rest.
 */
export type ParamReader<S> = (value: string, state: Partial<S>, dropPart: (part: string) => void) => boolean;

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
    const read = Object.hasOwn(readers, key) ? readers[key] : undefined;
    if (!read) {
      if (reportsUnknownKeys) dropped.push({ key, reason: 'unknown', value: shortened(key) });
    } else if (seen.has(key) && !repeatable.includes(key)) {
      dropped.push({ key, reason: 'repeated', value: shortened(raw) });
    } else if (!read(raw.trim(), state, (part) => dropped.push({ key, reason: 'invalid', value: shortened(part) }))) {
      dropped.push({ key, reason: 'invalid', value: shortened(raw) });
    }
    seen.add(key);
  }
  return { state, dropped };
}

/** Longest search kept from a link: no crop, pet or mutation name comes close. */
export const MAX_SEARCH_LENGTH = 60;

/** Reads a list's search box (`q`) into `field`; a longer value is refused. */
export function searchParam<S>(field: { [K in keyof S]: S[K] extends string ? K : never }[keyof S]): ParamReader<S> {
  return (value, state) => {
    if (value.length > MAX_SEARCH_LENGTH) return false;
    (state as Record<typeof field, string>)[field] = value;
    return true;
  };
}

/** A list's order: a column, largest (or Z) first when descending. */
export interface SortOrder<C extends string> {
  column: C;
  descending: boolean;
}

/** `name`, or `-value` for largest first: how every list writes its `sort`. */
export function sortParam<C extends string>(sort: SortOrder<C>): string {
  return `${sort.descending ? '-' : ''}${sort.column}`;
}

/** Reads a `sort` written by sortParam into `field`, if it names one of the list's columns. */
export function sortParamReader<S, C extends string>(
  columns: readonly C[],
  field: { [K in keyof S]: S[K] extends SortOrder<C> ? K : never }[keyof S],
): ParamReader<S> {
  return (value, state) => {
    const descending = value.startsWith('-');
    const column = columns.find((candidate) => candidate === (descending ? value.slice(1) : value));
    if (!column) return false;
    (state as Record<typeof field, SortOrder<C>>)[field] = { column, descending };
    return true;
  };
}

/**
 * Where each page with state in its address keeps its last state in this browser, by the page's unprefixed path.
 * The boot script reads it too, to know before the first paint that a page will open on a saved calculation.
 */
export const SAVED_STATE_KEYS = {
  [PAGE_PATHS.cropCalculator]: 'crop-calculator:last',
  [PAGE_PATHS.petCalculator]: 'pet-calculator',
  [PAGE_PATHS.valueList]: 'value-list',
  [PAGE_PATHS.tradeChecker]: 'trade-checker',
  [PAGE_PATHS.mutationIndex]: 'mutation-index',
} as const;

/** The state a page opens on, and what to tell the player about the link it came from. */
export interface OpenedState<S, C> {
  state: S;
  /** Null when there is nothing to tell: no link, or a link used exactly as written. */
  report: { dropped: readonly DroppedValue[]; changes: readonly C[] } | null;
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
  return { state, report };
}

/**
 * The query a page will open on (see openState): the link's when it names any of the page's keys, else the saved
 * copy's, else none. A page's load() reads it to know what the opening needs.
 */
export function openingQuery(keys: readonly string[], search: string, saved: string | undefined): URLSearchParams | null {
  const queries = openingQueries(keys, search, saved);
  return queries.linkNamesState ? queries.link : queries.saved;
}
