/*
 * How the site writes the game's facts for players, in the page's language: words for the game data's closed
 * vocabularies (a field the data leaves null reads "unknown"), and a crop's prices, weights and chances (numbers always
 * through Intl).
 */
import type { TFunction } from 'i18next';
import type { Crop, CropWeights } from '../game';
import { hugeChanceOf } from '../game/formula';
import { CURRENCY_NAMES, seedPriceOf, type ShopPrice } from '../game/prices';
import type { Currency, Harvest, MutationGroup, Tier } from '../game/types';
import { OBTAINABLE_AS_OF, type FirstSeen, type Removal } from '../game/version';
import type { Language } from '../i18n/languages';
import type enCommon from '../i18n/locales/en/common';
import { formatChancePercent, formatIsoDate, formatKg, formatNumber } from './format';

export type CategoryKey = keyof (typeof enCommon)['game']['category'];

export function tierLabel(t: TFunction, tier: Tier | null): string {
  return tier === null ? t('ui.unknown') : t(`game.tier.${tier}`);
}

/** Categories are open text in the data; a unit test keeps a label for each, and a new one shows as written. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`game.category.${category as CategoryKey}`, { defaultValue: category });
}

export function harvestLabel(t: TFunction, harvest: Harvest | null): string {
  return harvest === null ? t('ui.unknown') : t(`game.harvest.${harvest}`);
}

/** The month whether a crop could be obtained is known as of, in the page's language. */
export function obtainableAsOf(language: Language): string {
  return formatIsoDate(OBTAINABLE_AS_OF, language);
}

/**
 * The heading of the obtainable fact, dated: the data knows it as of one month, not today. A crop's own fact with a
 * `removal` (removalOf) says the removal instead (obtainableLabel), which can be later than that month (Purple Sprout's,
 * June 2026): its heading then names the game's files, not the month.
 */
export function obtainableHeading(t: TFunction, language: Language, removal: Removal | null = null): string {
  return removal === null ? t('facts.obtainable', { date: obtainableAsOf(language) }) : t('facts.inGameFiles');
}

/**
 * The obtainable fact as every page writes it: `notYetInFiles` when nothing is known because the crop was not yet in
 * the game's files then (obtainableNotYetInFiles); `removal` (removalOf) when the crop is out of the game's files, which
 * the exports know of later than the month the rest is known as of, so it is said instead, with its day.
 */
export function obtainableLabel(
  t: TFunction,
  language: Language,
  { obtainable, notYetInFiles = false, removal = null }: { obtainable: boolean | null; notYetInFiles?: boolean; removal?: Removal | null },
): string {
  if (removal !== null) {
    return removal.kind === 'never' ? t('facts.neverInFiles') : t('facts.removed', { date: formatIsoDate(removal.date, language) });
  }
  if (obtainable === null) return notYetInFiles ? t('facts.notYetInFiles') : t('ui.unknown');
  return obtainable ? t('facts.yes') : t('facts.no');
}

export function mutationGroupLabel(t: TFunction, group: MutationGroup): string {
  return t(`game.mutationGroup.${group}`);
}

// A crop's numbers

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

/** "1 in 300 (0.333%)", "1 in 8,000 (0.0125%)" when the sources give N, else the percentage alone. */
export function formatHugeChance(t: TFunction, weights: CropWeights, language: Language): string {
  const percent = formatChancePercent(hugeChanceOf(weights) * 100, language);
  return weights.hugeChanceOneIn === null ? percent : t('facts.oneIn', { n: formatNumber(weights.hugeChanceOneIn, language), percent });
}

/** A price in its currency ("50,000 Sheckles", "30 Chi"); "unknown" without one. */
export function formatPrice(t: TFunction, price: number | null, currency: Currency | null, language: Language): string {
  if (price === null || currency === null) return t('ui.unknown');
  if (currency === 'Sheckles') return formatSheckles(t, price, language);
  return t('shop.price', { amount: formatNumber(price, language), currency: CURRENCY_NAMES[currency] });
}

/**
 * A crop's seed price: the crop data's, else the Seed Shop's (`shopPrice`, the crop's seed in the shop's data, where
 * the crop data has none: seedPriceOf); "unknown" when neither gives one.
 */
export function formatSeedPrice(
  t: TFunction,
  crop: Pick<Crop, 'seedPrice'>,
  language: Language,
  shopPrice: ShopPrice | null = null,
): string {
  const seedPrice = seedPriceOf(crop, shopPrice);
  return formatPrice(t, seedPrice?.price ?? null, seedPrice?.currency ?? null, language);
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
