/* The short introduction every crop page opens with, assembled from translated sentence templates and the data. */
import type { TFunction } from 'i18next';
import { UNCATEGORIZED } from '../../game';
import type { Language } from '../../i18n/languages';
import { categoryLabel, formatFruitWeight, formatSheckles, obtainableAsOf, tierLabel } from '../../lib/gameText';
import type { CropPageData } from './cropPageData';
import { cellOf, NO_MUTATION_ROW, rowOf } from './valueTable';

export function cropIntro(t: TFunction, { crop, rows, defaultWeightKg, notYetInFiles }: CropPageData, language: Language): string {
  const plainRow = rowOf(rows, NO_MUTATION_ROW);
  const name = crop.name;
  const sheckles = (value: number) => formatSheckles(t, value, language);
  const sentences = [
    crop.tier === null ? t('wiki.page.intro.noTier', { name }) : t('wiki.page.intro.tier', { name, tier: tierLabel(t, crop.tier) }),
  ];
  if (crop.category !== UNCATEGORIZED) {
    sentences.push(t('wiki.page.intro.category', { category: categoryLabel(t, crop.category) }));
  }
  if (crop.harvest !== null) sentences.push(t(`wiki.page.intro.${crop.harvest}`));
  if (crop.seedPrice !== null) sentences.push(t('wiki.page.intro.seedPrice', { price: sheckles(crop.seedPrice) }));
  if (crop.obtainable !== null) {
    const date = obtainableAsOf(language);
    sentences.push(t(crop.obtainable ? 'wiki.page.intro.obtainable' : 'wiki.page.intro.notObtainable', { name, date }));
  } else if (notYetInFiles) {
    sentences.push(t('wiki.page.intro.notYetInFiles', { name, date: obtainableAsOf(language) }));
  }
  sentences.push(
    t(crop.weights === null ? 'wiki.page.intro.valueAtUnknownWeight' : 'wiki.page.intro.value', {
      weight: formatFruitWeight(t, defaultWeightKg, language),
      normal: sheckles(cellOf(plainRow, 'normal').value),
      gold: sheckles(cellOf(plainRow, 'gold').value),
      rainbow: sheckles(cellOf(plainRow, 'rainbow').value),
    }),
  );
  return sentences.join(' ');
}
