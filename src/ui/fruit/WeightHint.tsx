import { largestRolledWeightOf, type CropWeights } from '../../game';
import { useI18n } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatKg } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';

/**
 * A weight field's hint (the calculator's and a trade fruit's): the crop's base weight and price floor, and a note
 * when the weight is past every harvest roll. That is most often a slip (5000 typed for 50.00); a size boost can still
 * make it, so the fruit is valued as typed. `weightKg` is null while the field holds no weight.
 */
export function WeightHint({ weights, weightKg, language }: { weights: CropWeights; weightKg: number | null; language: Language }) {
  const { t } = useI18n();
  const largestRolled = largestRolledWeightOf(weights.baseWeight);
  return (
    <>
      {t('crop.weight.hint', {
        base: formatWeight(weights.baseWeight, language),
        floor: formatWeight(weights.priceFloorWeight, language),
      })}
      {/* Always there, so a screen reader hears the note when a weight brings it, not only when the field is focused. */}
      <span role="status">
        {weightKg !== null && weightKg > largestRolled ? (
          <strong data-testid="weight-beyond-roll"> {t('crop.weight.beyondRoll', { max: formatKg(largestRolled, language, 4) })}</strong>
        ) : null}
      </span>
    </>
  );
}
