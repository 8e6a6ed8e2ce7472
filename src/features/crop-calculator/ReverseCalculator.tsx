import { memo, useId, useMemo } from 'react';
import { askEngine, sellPrice, weightForValue, type Crop } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';
import { AMOUNT_INPUT_MODE, amountExamples } from '../../ui/amountEntry';
import { checkTarget, FIELD_LIMITS } from '../../ui/fruit/fieldChecks';
import { targetError } from '../../ui/fruit/fieldErrors';
import { NumberField } from '../../ui/NumberField';
import { roundWeight } from './WeightField';

interface ReverseCalculatorProps {
  crop: Crop;
  variantId: string;
  mutationIds: readonly string[];
  boostPercent: number;
  /** The wanted price per fruit, as typed. */
  text: string;
  onTextChange: (text: string) => void;
  onUseWeight: (kg: number) => void;
}

/** The lightest fruit whose price per fruit (after the friend boost) reaches a target: the engine's weightForValue. */
export const ReverseCalculator = memo(function ReverseCalculator({
  crop,
  variantId,
  mutationIds,
  boostPercent,
  text,
  onTextChange,
  onUseWeight,
}: ReverseCalculatorProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const check = checkTarget(text, language);
  const target = check.ok ? check.value : undefined;
  const answer = useMemo(
    () =>
      target === undefined
        ? undefined
        : askEngine(() => weightForValue({ crop, variantId, mutationIds, boostPercent, targetPerFruit: target })),
    [crop, variantId, mutationIds, boostPercent, target],
  );

  const reached = answer?.ok ? answer.value : undefined;
  const reachedWeight = reached ? (reached.kind === 'weight' ? reached.weightKg : reached.floorWeightKg) : undefined;
  // A weight the weight field would refuse is no answer: offering it would put the page in error.
  const beyondWeightLimit = reachedWeight !== undefined && roundWeight(reachedWeight) > FIELD_LIMITS.weightKg;
  const found = beyondWeightLimit ? undefined : reached;
  const weight = beyondWeightLimit ? undefined : reachedWeight;
  // A price no weight the calculator takes reaches is too high, whether past the heaviest weight it takes, past every
  // weight (the engine's clamp is heavier still), or past what a number holds: each says the most this fruit is worth.
  const unreachable = (answer !== undefined && !answer.ok && answer.error.code === 'target-unreachable') || beyondWeightLimit;
  const problem = !check.ok ? check.problem : unreachable ? 'too-large' : undefined;
  const mostPerFruit = () => {
    const most = askEngine(
      () => sellPrice({ crop, variantId, mutationIds, boostPercent, quantity: 1, weightKg: FIELD_LIMITS.weightKg }).perFruit,
    );
    return most.ok ? most.value : null;
  };
  const error =
    problem !== undefined
      ? targetError(problem, t, language, text, mostPerFruit)
      : answer && !answer.ok
        ? t('crop.errors.engine')
        : undefined;

  return (
    <section className="calc-card" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`}>{t('crop.reverse.heading')}</h2>
      <NumberField
        label={t('crop.reverse.label')}
        value={text}
        onValueChange={onTextChange}
        error={error}
        hint={t('crop.reverse.hint', amountExamples(language))}
        inputMode={AMOUNT_INPUT_MODE}
        data-testid="target-input"
      />
      <div role="status" className="reverse__answer" data-testid="reverse-answer">
        {found && weight !== undefined ? (
          <p data-value={String(weight)}>
            {t(found.kind === 'weight' ? 'crop.reverse.result' : 'crop.reverse.atFloor', {
              weight: formatWeight(weight, language),
              price: formatNumber(found.perFruit, language),
            })}
          </p>
        ) : null}
      </div>
      {found && weight !== undefined ? (
        <button type="button" className="button" onClick={() => onUseWeight(roundWeight(weight))}>
          {t('crop.reverse.use')}
        </button>
      ) : null}
    </section>
  );
});
