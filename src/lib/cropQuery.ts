/**
 * The crop calculator's query string: a public, stable contract so a link reproduces a calculation.
 * `crop` (crop id), `w` (kg, dot decimal), `qty`, `boost` (percent), `variant`, `m` (comma-separated
 * mutation ids). Example: /?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen,shocked
 */
import { FRIEND_BOOST_OPTIONS, findCrop, findMutation, findVariant, type VariantId } from '../game';
import { plainDecimal } from './plainDecimal';

export const CROP_QUERY_KEYS = ['crop', 'w', 'qty', 'boost', 'variant', 'm'] as const;
export type CropQueryKey = (typeof CROP_QUERY_KEYS)[number];

/** Sanity limits of the calculator's inputs (the game itself has none this low). */
export const MAX_WEIGHT_KG = 1_000_000;
export const MAX_QUANTITY = 1_000_000;

export interface CropQueryState {
  cropId: string;
  weightKg: number;
  quantity: number;
  boostPercent: number;
  variantId: VariantId;
  mutationIds: readonly string[];
}

export interface DroppedParam {
  key: CropQueryKey | 'other';
  /** The rejected value, cut short; for display only through React (which escapes it). */
  value: string;
}

export interface DecodedCropQuery {
  state: Partial<CropQueryState>;
  dropped: DroppedParam[];
}

const MAX_SHOWN_VALUE = 40;
const shorten = (value: string) => (value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value);

export function isValidWeight(value: number): boolean {
  return Number.isFinite(value) && value > 0 && value <= MAX_WEIGHT_KG;
}

export function isValidQuantity(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

export function isValidBoost(value: number): boolean {
  return (FRIEND_BOOST_OPTIONS as readonly number[]).includes(value);
}

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** Reads a link's query. Anything unknown or invalid is dropped and listed, never thrown. */
export function decodeCropQuery(search: string | URLSearchParams): DecodedCropQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state: Partial<CropQueryState> = {};
  const dropped: DroppedParam[] = [];
  const seen = new Set<string>();

  for (const [key, raw] of params) {
    if (!(CROP_QUERY_KEYS as readonly string[]).includes(key)) {
      dropped.push({ key: 'other', value: shorten(key) });
      continue;
    }
    const queryKey = key as CropQueryKey;
    // A repeated key is ambiguous: the first one counts and the rest are reported.
    if (seen.has(key)) {
      dropped.push({ key: queryKey, value: shorten(raw) });
      continue;
    }
    seen.add(key);
    const value = raw.trim();
    switch (queryKey) {
      case 'crop':
        if (findCrop(value)) state.cropId = value;
        else dropped.push({ key: queryKey, value: shorten(raw) });
        break;
      case 'w':
        if (DECIMAL.test(value) && isValidWeight(Number(value))) state.weightKg = Number(value);
        else dropped.push({ key: queryKey, value: shorten(raw) });
        break;
      case 'qty':
        if (WHOLE.test(value) && isValidQuantity(Number(value))) state.quantity = Number(value);
        else dropped.push({ key: queryKey, value: shorten(raw) });
        break;
      case 'boost':
        if (WHOLE.test(value) && isValidBoost(Number(value))) state.boostPercent = Number(value);
        else dropped.push({ key: queryKey, value: shorten(raw) });
        break;
      case 'variant': {
        const variant = findVariant(value);
        if (variant) state.variantId = variant.id;
        else dropped.push({ key: queryKey, value: shorten(raw) });
        break;
      }
      case 'm': {
        const ids: string[] = [];
        for (const id of value.split(',').map((part) => part.trim()).filter(Boolean)) {
          if (findMutation(id) && !ids.includes(id)) ids.push(id);
          else if (!findMutation(id)) dropped.push({ key: queryKey, value: shorten(id) });
        }
        state.mutationIds = ids;
        break;
      }
    }
  }
  return { state, dropped };
}

/** Writes a calculation as the contract's query string (without "?"), keys in contract order. */
export function encodeCropQuery(state: Partial<CropQueryState>): string {
  const params = new URLSearchParams();
  if (state.cropId !== undefined) params.set('crop', state.cropId);
  if (state.weightKg !== undefined) params.set('w', plainDecimal(state.weightKg));
  if (state.quantity !== undefined) params.set('qty', String(state.quantity));
  if (state.boostPercent !== undefined) params.set('boost', String(state.boostPercent));
  if (state.variantId !== undefined) params.set('variant', state.variantId);
  if (state.mutationIds !== undefined && state.mutationIds.length > 0) params.set('m', state.mutationIds.join(','));
  // Commas in the mutation list stay readable: ids never contain characters that need escaping.
  return params.toString().replace(/%2C/g, ',');
}
