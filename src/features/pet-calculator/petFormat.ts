/* Weights for reading: two decimals like the game, more for weights under 1 kg so they never show as 0. */
import type { Language } from '../../i18n/languages';
import { formatKg } from '../../lib/format';

const DISPLAY_DECIMALS = 2;
/** At most this many decimals, however light the pet. */
const MAX_DECIMALS = 6;

export function kgDecimals(value: number): number {
  if (!(value > 0) || value >= 1) return DISPLAY_DECIMALS;
  return Math.min(MAX_DECIMALS, DISPLAY_DECIMALS - Math.floor(Math.log10(value)));
}

export function formatPetKg(value: number, language: Language): string {
  return formatKg(value, language, kgDecimals(value));
}
