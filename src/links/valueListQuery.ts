/**
 * The value list's query string, a public contract so a link reproduces a list:
 * `sort` (a column, `-` first for largest first: `name`, `-value`, `base`, …), `q` (a crop search), `tier`, `category`,
 * `obtainable` (`yes` or `no`) and the fruit every crop is valued as: `variant` and `m` exactly as the crop calculator
 * reads them, or `set=max` for each crop's own best legal set (which takes no `variant` or `m`: one given beside it is
 * reported unused). Example: /grow-a-garden-values?sort=-value&variant=gold
 */
import type { MutationChange, MutationLookups, VariantId } from '../game';
import { isTierFilter, OBTAINABLE_FILTERS, type CropFilter, type ObtainableFilter } from '../lib/cropFilter';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { fruitReaders, setFruitParams } from './cropQuery';
import { choiceParam, searchParam, sortParam, sortParamReader, type SortOrder } from './listParams';
import { decodeParams, linkId, shortened, type Decoded, type DroppedValue, type ParamReader, type UrlStateCodec } from './urlState';

export const VALUE_LIST_QUERY_KEYS = ['sort', 'q', 'tier', 'category', 'obtainable', 'variant', 'm', 'set'] as const;

export const SORT_COLUMNS = ['name', 'tier', 'category', 'obtainable', 'base', 'weight', 'floor', 'value', 'firstSeen'] as const;
export type SortColumn = (typeof SORT_COLUMNS)[number];
export type Sort = SortOrder<SortColumn>;

export interface ValueListState extends CropFilter {
  sort: Sort;
  variantId: VariantId;
  mutationIds: readonly string[];
  /** Each crop valued with its own best legal set (variant and mutations), instead of `variantId` and `mutationIds`. */
  maxSet: boolean;
}

export const DEFAULT_SORT: Sort = { column: 'value', descending: true };

export const DEFAULT_VALUE_LIST: ValueListState = {
  sort: DEFAULT_SORT,
  query: '',
  tier: '',
  category: '',
  obtainable: '',
  variantId: 'normal',
  mutationIds: [],
  maxSet: false,
};

/**
 * The game data a link's fruit and category are read against: the value list's engine gives it, loaded only for a link
 * whose reading needs it (queryNeedsEngine).
 */
export interface ValueListGameData {
  readonly categories: readonly string[];
  readonly mutationLookups: MutationLookups;
}

/** The keys whose reading needs the engine. */
const ENGINE_KEYS = ['category', 'variant', 'm', 'set'] as const;

/** Whether reading this query needs the engine: its fruit or category is checked against the game data. */
export const queryNeedsEngine = (params: URLSearchParams | null): boolean => ENGINE_KEYS.some((key) => params?.has(key) === true);

/** Whether the query names mutations, which the game's rules may merge or refuse together (and the page then says so). */
export const queryNamesMutations = (params: URLSearchParams | null): boolean => params?.has('m') === true;

const isObtainableFilter = (value: string): value is ObtainableFilter => (OBTAINABLE_FILTERS as readonly string[]).includes(value);

/** The query's readers; without the engine, a fruit or category cannot be checked, so it is not taken. */
function readersWith(data: ValueListGameData | null): Record<(typeof VALUE_LIST_QUERY_KEYS)[number], ParamReader<ValueListState>> {
  // The fruit is read as the calculator reads it.
  const fruit = data && fruitReaders(data.mutationLookups);
  return {
    sort: sortParamReader(SORT_COLUMNS, 'sort'),
    q: searchParam('query'),
    tier: choiceParam('tier', isTierFilter),
    category: choiceParam('category', (value): value is string => data?.categories.includes(value) ?? false),
    obtainable: choiceParam('obtainable', isObtainableFilter),
    variant: (...args) => fruit?.variant(...args) ?? false,
    m: (...args) => fruit?.m(...args) ?? false,
    set: (value, state) => {
      if (linkId(value) !== 'max') return false;
      state.maxSet = true;
      return true;
    },
  };
}

/**
 * Reads a link's query. With `set=max`, each crop is valued with its own best variant and mutations, so a `variant` or
 * `m` beside it has no use: it is left out of the state (as the link will be written) and reported unused.
 */
export function decodeValueListQuery(search: string | URLSearchParams, data: ValueListGameData | null): Decoded<ValueListState> {
  const params = new URLSearchParams(search);
  const decoded = decodeParams(params, readersWith(data), true);
  const { variantId, mutationIds = [], ...rest } = decoded.state;
  if (!rest.maxSet) return decoded;
  const unused: DroppedValue[] = [];
  // The variant as the link wrote it; of `m`, the mutations read (an unknown one is already reported, as a bad part of `m`).
  if (variantId !== undefined) unused.push({ key: 'variant', reason: 'unused', value: shortened(params.get('variant')?.trim() ?? '') });
  if (mutationIds.length > 0) unused.push({ key: 'm', reason: 'unused', value: shortened(mutationIds.join(',')) });
  // A given `m` is read as set=max writes the list: with no mutations of its own (an empty `m` asked for nothing more).
  const state = decoded.state.mutationIds === undefined ? rest : { ...rest, mutationIds: [] };
  return { state, dropped: [...decoded.dropped, ...unused] };
}

/** Writes what differs from the defaults, keys in contract order. */
export function encodeValueListQuery(state: ValueListState): string {
  const params = new URLSearchParams();
  const sort = sortParam(state.sort);
  if (sort !== sortParam(DEFAULT_SORT)) params.set('sort', sort);
  if (state.query.trim() !== '') params.set('q', state.query);
  if (state.tier !== '') params.set('tier', state.tier);
  if (state.category !== '') params.set('category', state.category);
  if (state.obtainable !== '') params.set('obtainable', state.obtainable);
  if (state.maxSet) params.set('set', 'max');
  else
    setFruitParams(params, {
      variantId: state.variantId === DEFAULT_VALUE_LIST.variantId ? undefined : state.variantId,
      mutationIds: state.mutationIds,
    });
  return params.toString().replace(/%2C/g, ',');
}

/** Where the value list keeps its query: what its page's load() reads before it has a codec. */
export const VALUE_LIST_STATE = { keys: VALUE_LIST_QUERY_KEYS, storageKey: SAVED_STATE_KEYS[PAGE_PATHS.valueList] } as const;

/** The value list's query contract, read against the engine's game data when the page has it (see queryNeedsEngine). */
export function valueListCodec(data: ValueListGameData | null): UrlStateCodec<ValueListState, MutationChange> {
  return {
    ...VALUE_LIST_STATE,
    reportsUnknownKeys: true,
    decode: (params) => decodeValueListQuery(params, data),
    // Mutations the game would merge or refuse together are kept as the game keeps them, and the changes told, as on
    // the calculator.
    complete: (named) => {
      const state = { ...DEFAULT_VALUE_LIST, ...named };
      if (state.mutationIds.length === 0 || data === null) return { state, changes: [] };
      const resolved = data.mutationLookups.resolveMutations(state.mutationIds);
      return { state: { ...state, mutationIds: resolved.mutationIds }, changes: resolved.changes };
    },
    encode: encodeValueListQuery,
  };
}
