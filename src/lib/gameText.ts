/*
 * How the site writes the game's facts for players, in the page's language: words for the game data's closed
 * vocabularies (a field the data leaves null reads "unknown", agreeing with the label it is read after), and a crop's
 * prices, weights and chances (numbers always through Intl).
 */
import type { TFunction } from 'i18next';
import type { Crop, CropWeights } from '../game';
import { hugeChanceOf } from '../game/formula';
import { CURRENCY_NAMES, seedPriceOf, type ShopPrice } from '../game/prices';
import type { Currency, Harvest, MutationGroup, Tier } from '../game/types';
import { OBTAINABLE_AS_OF, type FirstSeen, type Removal } from '../game/version';
import type { Language } from '../i18n/languages';
import type en from '../i18n/locales/en';
import type enCommon from '../i18n/locales/en/common';
import { formatChancePercent, formatIsoDate, formatKg, formatNumber } from './format';

export type CategoryKey = keyof (typeof enCommon)['game']['category'];

/**
 * The groups of labels a value may be unknown after (a facts box's rows, a table's columns): each lists, in its
 * `unknownFeminineAfter` text, its labels whose noun is feminine in the page's language.
 */
interface LabelGroups {
  facts: (typeof en)['facts'];
  'values.table': (typeof en)['values']['table'];
  'stock.table': (typeof en)['stock']['table'];
  'shops.gearPage.facts': (typeof en)['shops']['gearPage']['facts'];
  'shops.egg.facts': (typeof en)['shops']['egg']['facts'];
  'shops.egg.hatches': (typeof en)['shops']['egg']['hatches'];
}
type LabelsOf<Group> = { [Key in keyof Group]: Group[Key] extends string ? Exclude<Key, 'unknownFeminineAfter'> : never }[keyof Group];

/** The key of a label a value may be unknown after: 'facts.hugeChance', 'stock.table.rarity'. */
export type UnknownLabel = { [Group in keyof LabelGroups]: `${Group}.${LabelsOf<LabelGroups[Group]> & string}` }[keyof LabelGroups];

/**
 * "unknown" as it reads after `label` in the page's language: feminine after a label its group lists as feminine
 * («Probabilidad de Huge: desconocida», «القيمة المتوسطة: غير معروفة»), else the plain word. The translations say which
 * labels are feminine, so the form follows each language's own label, not the English one.
 */
export function unknownAfter(t: TFunction, label: UnknownLabel): string {
  const dot = label.lastIndexOf('.');
  const feminine = t(`${label.slice(0, dot)}.unknownFeminineAfter` as 'facts.unknownFeminineAfter').split(' ');
  return t(feminine.includes(label.slice(dot + 1)) ? 'ui.unknownFeminine' : 'ui.unknown');
}

/**
 * A tier's word; an unknown tier reads as after `label` (by default the crop facts' tier). Shown with no label before
 * it (beside a name in a list), an unknown tier is said in words that name the tier instead (the crop picker's
 * 'filters.unknownTier', the wiki's pet lists' 'wiki.pets.unknownRarity').
 */
export function tierLabel(t: TFunction, tier: Tier | null, label: UnknownLabel = 'facts.tier'): string {
  return tier === null ? unknownAfter(t, label) : t(`game.tier.${tier}`);
}

/** Categories are open text in the data; a unit test keeps a label for each, and a new one shows as written. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`game.category.${category as CategoryKey}`, { defaultValue: category });
}

export function harvestLabel(t: TFunction, harvest: Harvest | null): string {
  return harvest === null ? unknownAfter(t, 'facts.harvest') : t(`game.harvest.${harvest}`);
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
  if (obtainable === null) return notYetInFiles ? t('facts.notYetInFiles') : unknownAfter(t, 'facts.obtainable');
  return obtainable ? t('facts.yes') : t('facts.no');
}

export function mutationGroupLabel(t: TFunction, group: MutationGroup): string {
  return t(`game.mutationGroup.${group}`);
}

// A crop's numbers

/**
 * Every digit a crop's weights have: base weights have up to three decimals, the smallest weight (0.7 × base) up to
 * four and the price floor's (0.95 × base) up to five. Carrot's floor, 0.26125 kg, written as 0.2613 was a weight
 * above the floor, worth more than the floor's value beside it.
 */
const WEIGHT_DIGITS = 5;
/** A mean over the weight roll has no last digit: the decimals the smallest crops' weights need (0.1925 kg). */
const MEAN_WEIGHT_DIGITS = 4;

export function formatSheckles(t: TFunction, value: number | bigint, language: Language): string {
  return t('facts.sheckles', { amount: formatNumber(value, language) });
}

export function formatWeight(kg: number, language: Language): string {
  return formatKg(kg, language, WEIGHT_DIGITS);
}

/** A crop's average weight, worked out over its weight roll (averageHarvest). */
export function formatMeanWeight(kg: number, language: Language): string {
  return formatKg(kg, language, MEAN_WEIGHT_DIGITS);
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

/** A price in its currency ("50,000 Sheckles", "30 Chi"); "unknown" without one, as it reads after `label`. */
export function formatPrice(
  t: TFunction,
  price: number | null,
  currency: Currency | null,
  language: Language,
  label: UnknownLabel,
): string {
  if (price === null || currency === null) return unknownAfter(t, label);
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
  return formatPrice(t, seedPrice?.price ?? null, seedPrice?.currency ?? null, language, 'facts.seedPrice');
}

/**
 * "15 July 2026", or "before 25 August 2025" for an item already in the first export (UTC, so the day never shifts).
 * Always to the day: the first export's month holds items that entered it before the month began too. Unknown, it
 * reads as after `label`: the facts' "In the game's files since", or the value list's "First seen".
 */
export function formatFirstSeen(
  t: TFunction,
  firstSeen: FirstSeen | null,
  language: Language,
  label: UnknownLabel = 'facts.firstSeen',
): string {
  if (firstSeen === null) return unknownAfter(t, label);
  const date = formatIsoDate(firstSeen.date, language);
  return firstSeen.kind === 'since' ? date : t('facts.firstSeenBefore', { date });
}
