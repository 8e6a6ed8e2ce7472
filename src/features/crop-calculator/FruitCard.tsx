import { useId, useMemo } from 'react';
import { FRIEND_BOOST_MAX, FRIEND_BOOST_OPTIONS, FRIEND_BOOST_STEP } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatNumber, formatSignedPercent } from '../../lib/format';
import { ChoiceGroup, type Choice } from '../../ui/ChoiceGroup';
import type { CropCatalog } from '../../ui/fruit/cropCatalog';
import { CropPickerField } from '../../ui/fruit/CropPickerField';
import { checkQuantity } from '../../ui/fruit/fieldChecks';
import { quantityError } from '../../ui/fruit/fieldErrors';
import { VariantChoice } from '../../ui/fruit/VariantChoice';
import { NumberField } from '../../ui/NumberField';
import type { CalculatorState } from './calculatorState';
import type { CalculatorActions } from './useCalculatorState';
import { WeightField } from './WeightField';

/** The fruit's inputs: crop, weight, quantity, friend boost and variant. */
export function FruitCard({ state, actions, catalog }: { state: CalculatorState; actions: CalculatorActions; catalog: CropCatalog }) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const { inputs } = state;
  const quantityCheck = checkQuantity(state.quantityText, language);

  const boostChoices = useMemo<Choice<number>[]>(
    () =>
      FRIEND_BOOST_OPTIONS.map((percent) => {
        const friends = percent / FRIEND_BOOST_STEP;
        const count = formatNumber(friends, language);
        const boost = formatSignedPercent(percent, language);
        // A segment shows the number of friends over the boost; its radio is named in full.
        return {
          value: percent,
          label: (
            <>
              {count} <span className="choice__detail">{boost}</span>
            </>
          ),
          accessibleName: t('crop.boost.option', { count: friends, friends: count, percent: boost }),
        };
      }),
    [t, language],
  );
  return (
    <section className="calc-card calc-layout__fruit" aria-labelledby={`${id}fruit`}>
      <h2 id={`${id}fruit`}>{t('crop.fruitHeading')}</h2>
      <CropPickerField crop={state.crop} catalog={catalog} onSelect={actions.selectCrop} />
      <WeightField
        crop={state.crop}
        weightKg={inputs.weightKg}
        text={state.weightText}
        onType={actions.typeWeight}
        onSet={actions.setWeight}
      />
      <NumberField
        label={t('crop.quantity.label')}
        value={state.quantityText}
        onValueChange={actions.typeQuantity}
        error={quantityCheck.ok ? undefined : quantityError(quantityCheck.problem, t, language, state.quantityText)}
        inputMode="numeric"
        data-testid="quantity-input"
      />
      <ChoiceGroup
        legend={t('crop.boost.legend')}
        choices={boostChoices}
        value={inputs.boostPercent}
        onChange={actions.setBoost}
        hint={t('crop.boost.hint', {
          step: formatSignedPercent(FRIEND_BOOST_STEP, language),
          max: formatSignedPercent(FRIEND_BOOST_MAX, language),
        })}
        testId="boost"
        segmented
      />
      <VariantChoice value={inputs.variantId} onChange={actions.setVariant} testId="variant" />
    </section>
  );
}
