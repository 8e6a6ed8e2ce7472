/* Translated names for the data's closed vocabularies (tiers, categories); "unknown" when the data has none. */
import type { TFunction } from 'i18next';
import type { Tier } from '../../game';
import type enCrop from '../../i18n/locales/en/crop';

export type CategoryKey = keyof typeof enCrop.categories;

export function tierLabel(tier: Tier | null, t: TFunction): string {
  return tier ? t(`crop.tiers.${tier}`) : t('ui.unknown');
}

/** A category the texts do not know yet (new data) shows as written rather than as a key. */
export function categoryLabel(category: string, t: TFunction): string {
  return t(`crop.categories.${category as CategoryKey}`, { defaultValue: category });
}
