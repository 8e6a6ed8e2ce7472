/* Translated words for the data's closed vocabularies; a null field reads "unknown" in the page's language. */
import type { TFunction } from 'i18next';
import type { Harvest, Tier } from '../../game';
import type enWiki from '../../i18n/locales/en/wiki';

export type CategoryKey = keyof (typeof enWiki)['category'];

export function tierLabel(t: TFunction, tier: Tier | null): string {
  return tier === null ? t('ui.unknown') : t(`wiki.tier.${tier}`);
}

/** Categories are open text in the data; a unit test keeps a label for each, and a new one shows as written. */
export function categoryLabel(t: TFunction, category: string): string {
  return t(`wiki.category.${category as CategoryKey}`, { defaultValue: category });
}

export function harvestLabel(t: TFunction, harvest: Harvest | null): string {
  return harvest === null ? t('ui.unknown') : t(`wiki.harvest.${harvest}`);
}

export function obtainableLabel(t: TFunction, obtainable: boolean | null): string {
  if (obtainable === null) return t('ui.unknown');
  return obtainable ? t('wiki.infobox.yes') : t('wiki.infobox.no');
}
