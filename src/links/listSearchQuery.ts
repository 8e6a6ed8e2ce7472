/**
 * The query string of a list whose one setting is its name search (the egg index, the weather page), a public
 * contract so a link reproduces the list, written as every list writes its search: `q`.
 * Example: /wiki/grow-a-garden-eggs?q=night
 */
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { searchParam } from './listParams';
import { listStateModel } from './listState';
import { decodeParams, type Decoded, type UrlStateCodec } from './urlState';

export const LIST_SEARCH_QUERY_KEYS = ['q'] as const;

export interface ListSearchState {
  query: string;
}

const NO_SEARCH: ListSearchState = { query: '' };

export function decodeListSearchQuery(search: string | URLSearchParams): Decoded<ListSearchState> {
  return decodeParams(new URLSearchParams(search), { q: searchParam('query') }, true);
}

/** The search when there is one: an empty list page keeps its bare address. */
export function encodeListSearchQuery(state: ListSearchState): string {
  return state.query.trim() === '' ? '' : new URLSearchParams({ q: state.query }).toString();
}

function listSearchCodec(storageKey: string | null): UrlStateCodec<ListSearchState> {
  return {
    keys: LIST_SEARCH_QUERY_KEYS,
    storageKey,
    reportsUnknownKeys: true,
    decode: decodeListSearchQuery,
    complete: (named) => ({ state: { ...NO_SEARCH, ...named }, changes: [] }),
    encode: encodeListSearchQuery,
  };
}

export const eggIndexCodec = listSearchCodec(SAVED_STATE_KEYS[PAGE_PATHS.eggIndex]);
/** Not kept in the browser: mutation pages link to the weather's rows, which the last search could hide. */
export const weatherPageCodec = listSearchCodec(null);

/** Clearing the list's filters clears its search, its only one. */
export const listSearchModel = listStateModel<ListSearchState>(() => NO_SEARCH);
