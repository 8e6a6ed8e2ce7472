/*
 * Writing the crop calculator's query contract (read in cropQuery.ts). Apart from the reading side, which checks names
 * against the game data: a page that only links to the calculator does not load that data.
 */
import type { Language } from '../i18n/languages';
import { plainDecimal } from '../lib/format';
import { localizePath, PAGE_PATHS } from '../lib/paths';
import type { CropQueryState } from './cropQuery';

/** Writes the fruit's `variant` and `m` as the calculator writes them (no `m` without mutations). */
export function setFruitParams(params: URLSearchParams, fruit: Partial<Pick<CropQueryState, 'variantId' | 'mutationIds'>>): void {
  if (fruit.variantId !== undefined) params.set('variant', fruit.variantId);
  if (fruit.mutationIds !== undefined && fruit.mutationIds.length > 0) params.set('m', fruit.mutationIds.join(','));
}

/** Writes a calculation as the contract's query string (without "?"), keys in contract order. */
export function encodeCropQuery(state: Partial<CropQueryState>): string {
  const params = new URLSearchParams();
  if (state.cropId !== undefined) params.set('crop', state.cropId);
  if (state.weightKg !== undefined && state.weightKg !== null) params.set('w', plainDecimal(state.weightKg));
  if (state.quantity !== undefined) params.set('qty', String(state.quantity));
  if (state.boostPercent !== undefined) params.set('boost', String(state.boostPercent));
  setFruitParams(params, state);
  // Commas in the mutation list stay readable: ids never contain characters that need escaping.
  return params.toString().replace(/%2C/g, ',');
}

/** A link to the crop calculator in the page's language with this state prefilled (the calculator's query contract). */
export function calculatorHref(language: Language, state: Partial<CropQueryState>): string {
  const query = encodeCropQuery(state);
  const path = localizePath(language, PAGE_PATHS.cropCalculator);
  return query ? `${path}?${query}` : path;
}
