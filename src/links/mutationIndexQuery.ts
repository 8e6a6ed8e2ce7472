/**
 * The mutation index's query string, a public contract so a link reproduces the list, written like the value list's:
 * `sort` (`name`, `-name`, `multiplier` or `-multiplier`; `-` first for Z or largest first), `q` (a mutation search)
 * and `group` (`environmental` or `temperature`). Example: /wiki/grow-a-garden-mutations?sort=-multiplier&group=temperature
 */
import { MUTATION_GROUPS, type MutationGroup } from '../game';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { choiceParam, searchParam, sortParam, sortParamReader, type SortOrder } from './listParams';
import { decodeParams, type Decoded, type ParamReader, type UrlStateCodec } from './urlState';

export const MUTATION_INDEX_QUERY_KEYS = ['sort', 'q', 'group'] as const;

export const MUTATION_SORT_COLUMNS = ['name', 'multiplier'] as const;
export type MutationSort = SortOrder<(typeof MUTATION_SORT_COLUMNS)[number]>;

export interface MutationIndexState {
  sort: MutationSort;
  query: string;
  /** Empty for every group. */
  group: MutationGroup | '';
}

export const DEFAULT_MUTATION_INDEX: MutationIndexState = { sort: { column: 'name', descending: false }, query: '', group: '' };

const readers: Record<(typeof MUTATION_INDEX_QUERY_KEYS)[number], ParamReader<MutationIndexState>> = {
  sort: sortParamReader(MUTATION_SORT_COLUMNS, 'sort'),
  q: searchParam('query'),
  group: choiceParam('group', (value): value is MutationGroup => (MUTATION_GROUPS as readonly string[]).includes(value)),
};

export function decodeMutationIndexQuery(search: string | URLSearchParams): Decoded<MutationIndexState> {
  return decodeParams(new URLSearchParams(search), readers, true);
}

/** Writes what differs from the defaults, keys in contract order. */
export function encodeMutationIndexQuery(state: MutationIndexState): string {
  const params = new URLSearchParams();
  const sort = sortParam(state.sort);
  if (sort !== sortParam(DEFAULT_MUTATION_INDEX.sort)) params.set('sort', sort);
  if (state.query.trim() !== '') params.set('q', state.query);
  if (state.group !== '') params.set('group', state.group);
  return params.toString();
}

export const mutationIndexCodec: UrlStateCodec<MutationIndexState> = {
  keys: MUTATION_INDEX_QUERY_KEYS,
  storageKey: SAVED_STATE_KEYS[PAGE_PATHS.mutationIndex],
  reportsUnknownKeys: true,
  decode: decodeMutationIndexQuery,
  complete: (named) => ({ state: { ...DEFAULT_MUTATION_INDEX, ...named }, changes: [] }),
  encode: encodeMutationIndexQuery,
};
