import './cropCalculator.css';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { FRIEND_BOOST_MAX, FRIEND_BOOST_OPTIONS, FRIEND_BOOST_STEP, getCrop, variants, type VariantId } from '../../game';
import { formatList, formatMultiplier, formatNumber, formatSignedPercent } from '../../lib/format';
import { HydrateLater } from '../../ui/HydrateLater';
import { Notice } from '../../ui/Notice';
import { NumberField } from '../../ui/NumberField';
import type { LinkReport } from './calculatorState';
import { ChoiceGroup, type Choice } from './ChoiceGroup';
import { Breakdown } from './Breakdown';
import { CropInfo } from './CropInfo';
import { CropPicker } from './CropPicker';
import { checkQuantity, checkWeight } from './fieldChecks';
import { quantityError } from './fieldErrors';
import { MutationContributionsTable, NextMutations } from './MutationInsights';
import { MutationPicker } from './MutationPicker';
import { describeChange, describeReasons } from './mutationText';
import { AboutAndFaq } from './PageContent';
import { ResultSummary } from './ResultSummary';
import { ReverseCalculator } from './ReverseCalculator';
import { useCalculation } from './useCalculation';
import { useCalculatorState } from './useCalculatorState';
import { usePageLanguage } from '../../lib/usePageLanguage';
import { ValueChart } from './ValueChart';
import { WeightField } from './WeightField';

const MAX_NAMED_DROPPED = 8;

function LinkReportNotice({ report, onDismiss }: { report: LinkReport; onDismiss: () => void }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const named = report.dropped.map((param) => (param.key === 'other' ? param.value : `${param.key}=${param.value}`));
  // A hostile link can hold thousands of bad values: name a few and count the rest.
  const dropped =
    named.length > MAX_NAMED_DROPPED
      ? [...named.slice(0, MAX_NAMED_DROPPED), t('crop.link.more', { count: named.length - MAX_NAMED_DROPPED })]
      : named;
  return (
    <Notice tone="warning" dismissLabel={t('ui.dismiss')} onDismiss={onDismiss} data-testid="link-notice">
      {dropped.length > 0 ? <p>{t('crop.link.dropped', { items: formatList(dropped, language) })}</p> : null}
      {report.changes.length > 0 ? (
        <p>
          {t('crop.link.resolved', {
            changes: report.changes.map((change) => describeChange(change, t, language)).join('; '),
          })}{' '}
          {describeReasons(report.changes, t, language)}
        </p>
      ) : null}
    </Notice>
  );
}

export function CropCalculatorPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const id = useId();
  const { state, actions } = useCalculatorState(language);
  const { inputs } = state;
  const crop = getCrop(inputs.cropId);
  const { sale, contributions, nextMutations } = useCalculation(inputs);
  const weightCheck = checkWeight(state.weightText);
  const quantityCheck = checkQuantity(state.quantityText);

  const boostChoices = useMemo<Choice<number>[]>(
    () =>
      FRIEND_BOOST_OPTIONS.map((percent) => {
        const friends = percent / FRIEND_BOOST_STEP;
        return {
          value: percent,
          label: t('crop.boost.option', {
            count: friends,
            friends: formatNumber(friends, language),
            percent: formatSignedPercent(percent, language),
          }),
        };
      }),
    [t, language],
  );
  const variantChoices = useMemo<Choice<VariantId>[]>(
    () =>
      variants.map((variant) => ({
        value: variant.id,
        label: (
          <>
            {variant.name} <span className="choice__detail">{formatMultiplier(variant.multiplier, language)}</span>
          </>
        ),
      })),
    [language],
  );

  // data-restored turns true once the link or the saved calculation is applied after hydration (browser tests wait
  // for it before typing).
  return (
    <article className="page crop-page" data-restored={state.restored}>
      <header>
        <h1>{t('crop.title')}</h1>
        <p className="lead">{t('crop.intro')}</p>
      </header>

      {state.linkReport ? <LinkReportNotice report={state.linkReport} onDismiss={actions.dismissLinkReport} /> : null}

      {/* Each large part hydrates in a task of its own (see HydrateLater), so the page never blocks for long. */}
      <div className="calc-layout">
        <HydrateLater>
          <section className="calc-card calc-layout__fruit" aria-labelledby={`${id}fruit`}>
            <h2 id={`${id}fruit`}>{t('crop.fruitHeading')}</h2>
            <HydrateLater>
              <CropPicker key={state.resetCount} cropId={inputs.cropId} onSelect={actions.selectCrop} />
            </HydrateLater>
            <WeightField
              crop={crop}
              weightKg={inputs.weightKg}
              text={state.weightText}
              onType={actions.typeWeight}
              onSet={actions.setWeight}
            />
            <NumberField
              label={t('crop.quantity.label')}
              value={state.quantityText}
              onValueChange={actions.typeQuantity}
              error={quantityCheck.ok ? undefined : quantityError(quantityCheck.problem, t, language)}
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
            />
            <ChoiceGroup
              legend={t('crop.variant.legend')}
              choices={variantChoices}
              value={inputs.variantId}
              onChange={actions.setVariant}
              testId="variant"
            />
          </section>
        </HydrateLater>

        <HydrateLater>
          <div className="calc-layout__result">
            {sale.ok ? (
              <ResultSummary result={sale.value} stale={!weightCheck.ok || !quantityCheck.ok} onReset={actions.reset} />
            ) : (
              <Notice tone="error">{t('crop.errors.engine')}</Notice>
            )}
          </div>
        </HydrateLater>

        <HydrateLater>
          <div className="calc-layout__mutations">
            <MutationPicker
              key={state.resetCount}
              cropId={inputs.cropId}
              mutationIds={inputs.mutationIds}
              event={state.mutationEvent}
              onToggle={actions.toggleMutation}
              onClear={actions.clearMutations}
              onMax={actions.maxMutation}
              onDismissEvent={actions.dismissMutationEvent}
            />
          </div>
        </HydrateLater>
      </div>

      <HydrateLater>
        <div className="calc-details render-when-near">
          {sale.ok ? <Breakdown result={sale.value} /> : null}
          {contributions.ok ? <MutationContributionsTable contributions={contributions.value} /> : null}
          {nextMutations.ok && contributions.ok ? (
            <NextMutations
              options={nextMutations.value}
              currentMultiplier={contributions.value.mutationMultiplier}
              onAdd={actions.toggleMutation}
            />
          ) : null}
          <ReverseCalculator
            key={state.resetCount}
            cropId={inputs.cropId}
            variantId={inputs.variantId}
            mutationIds={inputs.mutationIds}
            boostPercent={inputs.boostPercent}
            onUseWeight={actions.setWeight}
          />
        </div>
      </HydrateLater>
      {sale.ok ? (
        <HydrateLater>
          <ValueChart
            cropId={inputs.cropId}
            variantId={inputs.variantId}
            mutationIds={inputs.mutationIds}
            weightKg={inputs.weightKg}
            value={sale.value.value}
          />
        </HydrateLater>
      ) : null}

      <HydrateLater>
        <CropInfo cropId={inputs.cropId} />
      </HydrateLater>
      <AboutAndFaq />
    </article>
  );
}
