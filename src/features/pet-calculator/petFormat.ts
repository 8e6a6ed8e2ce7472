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

/**
 * A weight as formatPetKg shows it, as a number: the same rounding (the same in every language, only the digits
 * differ), so that a comparison made with it agrees with what the player reads.
 */
export function shownPetKg(value: number): number {
  return Number(numberFormat('en', { useGrouping: false, ...TWO_DECIMALS_OR_THREE_DIGITS }).format(value));
}
