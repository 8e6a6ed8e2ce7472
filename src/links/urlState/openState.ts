import type { DroppedValue, UrlStateCodec } from './codec';

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
