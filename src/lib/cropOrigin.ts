/* Where a crop comes from, said in the page's language; the place keeps the game's own name. */
import type { TFunction } from 'i18next';
import type { CropOrigin } from '../game';
import { confidenceText } from './confidence';
import { categoryLabel } from './gameText';

function originWords(t: TFunction, origin: CropOrigin): string {
  // Known only by its category: said in the words the crop's category fact uses.
  if (origin.kind === 'category') return categoryLabel(t, origin.place ?? '');
  return origin.place === null ? t(`facts.originKind.${origin.kind}`) : t(`facts.originAt.${origin.kind}`, { place: origin.place });
}

export function originText(t: TFunction, origin: CropOrigin): string {
  const text = originWords(t, origin);
  return origin.confidence === 'high' ? text : t('facts.withConfidence', { text, confidence: confidenceText(t, origin.confidence) });
}
