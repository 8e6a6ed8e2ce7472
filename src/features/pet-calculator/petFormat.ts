import type { Language } from '../../i18n/languages';
import { numberFormat, TWO_DECIMALS_OR_THREE_DIGITS } from '../../lib/format';

/** A pet's weight for reading: two decimals as the game shows it, more for a light pet so it never reads as 0 kg. */
export function formatPetKg(value: number, language: Language): string {
  return numberFormat(language, { style: 'unit', unit: 'kilogram', ...TWO_DECIMALS_OR_THREE_DIGITS }).format(value);
}

/** The same without its unit, where a chart's axis names it once. */
export function formatPetKgNumber(value: number, language: Language): string {
  return numberFormat(language, TWO_DECIMALS_OR_THREE_DIGITS).format(value);
}
