/* Translated words for the game data's closed vocabularies; a field the data leaves null reads "unknown". */
import type { TFunction } from 'i18next';
import type { Harvest, MutationGroup, Tier } from '../game/types';
import type enCommon from '../i18n/locales/en/common';

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

export function obtainableLabel(t: TFunction, obtainable: boolean | null): string {
  if (obtainable === null) return t('ui.unknown');
  return obtainable ? t('facts.yes') : t('facts.no');
}

export function mutationGroupLabel(t: TFunction, group: MutationGroup): string {
  return t(`game.mutationGroup.${group}`);
}
