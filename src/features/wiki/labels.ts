/* Wiki-only wording for data fields; the shared vocabularies (tier, category, harvest) are in lib/gameLabels. */
import type { TFunction } from 'i18next';

export { categoryLabel, harvestLabel, tierLabel } from '../../lib/gameLabels';

export function obtainableLabel(t: TFunction, obtainable: boolean | null): string {
  if (obtainable === null) return t('ui.unknown');
  return obtainable ? t('wiki.infobox.yes') : t('wiki.infobox.no');
}
