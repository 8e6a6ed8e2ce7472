/* How sure the sources are, said the same way on every page (crop origins, pets, mutations, the sources table). */
import type { TFunction } from 'i18next';

/** Every level the data files write, from the crop and mutation files' four to the pet and source notes' in-betweens. */
export type ConfidenceWord = 'high' | 'mediumHigh' | 'medium' | 'mediumLow' | 'lowMedium' | 'low' | 'none';

/** "medium to low" */
export function confidenceWord(t: TFunction, level: ConfidenceWord): string {
  return t(`facts.confidence.${level}`);
}

/** "Confidence: medium to low" */
export function confidenceText(t: TFunction, level: ConfidenceWord): string {
  return t('facts.confidenceOf', { level: confidenceWord(t, level) });
}
