/**
 * The crop wiki index's query string, a public contract so a link reproduces the list, its filters written as the
 * value list writes them: `q` (a crop search), `tier` (a tier, or `unknown`) and `category` (a crop category).
 * Example: /wiki?tier=mythical&category=twilight%20shop
 */
import { isTierFilter, type CropFilter } from '../lib/cropFilter';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { choiceParam, searchParam } from './listParams';
import { decodeParams, type Decoded, type ParamReader, type UrlStateCodec } from './urlState';

export const CROP_INDEX_QUERY_KEYS = ['q', 'tier', 'category'] as const;

/** The index filters by name, tier and category; whether a crop can be had now is the value list's filter alone. */
export type CropIndexState = Pick<CropFilter, 'query' | 'tier' | 'category'>;

export const DEFAULT_CROP_INDEX: CropIndexState = { query: '', tier: '', category: '' };

/** `categories`: the crop categories the index lists, which a link's `category` is read against. */
function readersFor(categories: readonly string[]): Record<(typeof CROP_INDEX_QUERY_KEYS)[number], ParamReader<CropIndexState>> {
  return {
    q: searchParam('query'),
    tier: choiceParam('tier', isTierFilter),
    category: choiceParam('category', (value): value is string => categories.includes(value)),
  };
}

export function decodeCropIndexQuery(search: string | URLSearchParams, categories: readonly string[]): Decoded<CropIndexState> {
  return decodeParams(new URLSearchParams(search), readersFor(categories), true);
}

/** Writes what differs from the defaults, keys in contract order. */
export function encodeCropIndexQuery(state: CropIndexState): string {
  const params = new URLSearchParams();
  if (state.query.trim() !== '') params.set('q', state.query);
  if (state.tier !== '') params.set('tier', state.tier);
  if (state.category !== '') params.set('category', state.category);
  return params.toString();
}

/** The crop index's query contract, its categories read against those of the crops the index lists. */
export function cropIndexCodec(categories: readonly string[]): UrlStateCodec<CropIndexState> {
  return {
    keys: CROP_INDEX_QUERY_KEYS,
    storageKey: SAVED_STATE_KEYS[PAGE_PATHS.wikiIndex],
    reportsUnknownKeys: true,
    decode: (params) => decodeCropIndexQuery(params, categories),
    complete: (named) => ({ state: { ...DEFAULT_CROP_INDEX, ...named }, changes: [] }),
    encode: encodeCropIndexQuery,
  };
}
