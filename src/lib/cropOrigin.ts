/* Where a crop comes from, said in the page's language; the place keeps the game's own name. */
import type { TFunction } from 'i18next';
import type { CropOrigin } from '../game';
import { confidenceText } from './confidence';

export function originText(t: TFunction, origin: CropOrigin): string {
  const text = origin.place === null ? t(`facts.originKind.${origin.kind}`) : t(`facts.originAt.${origin.kind}`, { place: origin.place });
  return origin.confidence === 'high' ? text : t('facts.withConfidence', { text, confidence: confidenceText(t, origin.confidence) });
}
