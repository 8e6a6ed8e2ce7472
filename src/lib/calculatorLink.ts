import type { Language } from '../i18n/languages';
import { encodeCropQuery, type CropQueryState } from './cropQuery';
import { localizePath, PAGE_PATHS } from './paths';

/** A link to the crop calculator in the page's language with this state prefilled (the calculator's query contract). */
export function calculatorHref(language: Language, state: Partial<CropQueryState>): string {
  const query = encodeCropQuery(state);
  const path = localizePath(language, PAGE_PATHS.cropCalculator);
  return query ? `${path}?${query}` : path;
}
