/* How the site writes a crop's prices, weights and chances, in the page's language (numbers always through Intl). */
import type { TFunction } from 'i18next';
import type { Crop } from '../game';
import type { Language } from '../i18n/languages';
import { formatIsoDate, formatKg, formatNumber, formatPercent } from './format';

/** Enough digits for the smallest crops (0.1925 kg) without rounding them to a different number. */
const WEIGHT_DIGITS = 4;

export function formatSheckles(t: TFunction, value: number | bigint, language: Language): string {
  return t('facts.sheckles', { amount: formatNumber(value, language) });
}

export function formatWeight(kg: number, language: Language): string {
  return formatKg(kg, language, WEIGHT_DIGITS);
}

/** "1 in 300 (0.33%)" when the sources give N, else the percentage alone. */
export function formatHugeChance(t: TFunction, crop: Crop, language: Language): string {
  const percent = formatPercent(crop.hugeChance * 100, language);
  return crop.hugeChanceOneIn === null ? percent : t('facts.oneIn', { n: formatNumber(crop.hugeChanceOneIn, language), percent });
}

export function formatSeedPrice(t: TFunction, crop: Crop, language: Language): string {
  return crop.seedPrice === null ? t('ui.unknown') : formatSheckles(t, crop.seedPrice, language);
}

/** `2025-06` or `2025-06-21` in the page's language (UTC, so the day never shifts). */
export function formatDateAdded(date: string, language: Language): string {
  return formatIsoDate(date, language);
}
