import type { DroppedValue, UrlStateCodec } from './codec';

/** The state a page opens on, and what to tell the player about the link it came from. */
export interface OpenedState<S, C> {
  state: S;
  /** Null when there is nothing to tell: no link, or a link used exactly as written. */
  report: { dropped: readonly DroppedValue[]; changes: readonly C[] } | null;
}

/**
 * The one rule of every page with state in its address: a link that names any of the page's keys decides the
 * state (what it leaves out takes its default); otherwise the saved copy does; otherwise the defaults. The saved copy
 * is the query of the last state, so it is read exactly like a link.
 */
export function openState<S, C>(codec: UrlStateCodec<S, C>, search: string, saved: string | undefined): OpenedState<S, C> {
  const params = new URLSearchParams(search);
  const link = codec.decode(params);
  const linkNamesState = codec.keys.some((key) => params.has(key));
  const named = linkNamesState ? link.state : saved ? codec.decode(new URLSearchParams(saved)).state : {};
  const { state, changes } = codec.complete(named);
  const shownChanges = linkNamesState ? changes : [];
  const report = link.dropped.length > 0 || shownChanges.length > 0 ? { dropped: link.dropped, changes: shownChanges } : null;
  return { state, report };
}

/** What the codec needs loaded before openState can read this link or saved copy (see UrlStateCodec.requires). */
export function openingRequires<S, C>(codec: UrlStateCodec<S, C>, search: string, saved: string | undefined): Promise<unknown> | null {
  if (!codec.requires) return null;
  const params = new URLSearchParams(search);
  const linkNeeds = codec.requires(params);
  if (linkNeeds || codec.keys.some((key) => params.has(key)) || !saved) return linkNeeds;
  return codec.requires(new URLSearchParams(saved));
}
