/* How the site writes a crop's prices, weights and chances, in the page's language (numbers always through Intl). */
import type { TFunction } from 'i18next';
import type { CropWeights } from '../game';
import type { FirstSeen } from '../game/version';
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

/** A fruit's weight, or "its base weight" when it is null (a crop whose weight is unknown is valued at its base weight). */
export function formatFruitWeight(t: TFunction, kg: number | null, language: Language, digits = WEIGHT_DIGITS): string {
  return kg === null ? t('facts.atBaseWeight') : formatKg(kg, language, digits);
}

/** "1 in 300 (0.33%)" when the sources give N, else the percentage alone. */
export function formatHugeChance(t: TFunction, weights: CropWeights, language: Language): string {
  const percent = formatPercent(weights.hugeChance * 100, language);
  return weights.hugeChanceOneIn === null ? percent : t('facts.oneIn', { n: formatNumber(weights.hugeChanceOneIn, language), percent });
}

export function formatSeedPrice(t: TFunction, crop: { readonly seedPrice: number | null }, language: Language): string {
  return crop.seedPrice === null ? t('ui.unknown') : formatSheckles(t, crop.seedPrice, language);
}

/**
 * "15 July 2026", or "before 25 August 2025" for an item already in the first export (UTC, so the day never shifts).
 * Always to the day: the first export's month holds items that entered it before the month began too.
 */
export function formatFirstSeen(t: TFunction, firstSeen: FirstSeen | null, language: Language): string {
  if (firstSeen === null) return t('ui.unknown');
  const date = formatIsoDate(firstSeen.date, language);
  return firstSeen.kind === 'since' ? date : t('facts.firstSeenBefore', { date });
}
