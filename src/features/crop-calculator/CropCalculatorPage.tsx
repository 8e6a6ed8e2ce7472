import './cropCalculator.css';
import { useState } from 'react';
import { FRIEND_BOOST_OPTIONS, VARIANT_IDS, type CropLookup } from '../../game';
import type { ShopPrice } from '../../game/prices';
import { obtainableNotYetInFiles } from '../../game/version';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatList, formatPercent, linkNumber } from '../../lib/format';
import { CROP_QUERY_KEYS, MAX_QUANTITY, MAX_WEIGHT_KG, MIN_WEIGHT_KG, weightUnusedBecauseCropDropped } from '../../links/cropQuery';
import type { CropCatalog } from '../../ui/fruit/cropCatalog';
import { checkQuantity, weightFieldInvalid } from '../../ui/fruit/fieldChecks';
import { mutationClearing } from '../../ui/fruit/mutationClearing';
import { MutationPicker } from '../../ui/fruit/MutationPicker';
import { describeLinkChanges, type CropNameOf } from '../../ui/fruit/mutationText';
import { LinkNotice, linkValues, type LinkReasons } from '../../ui/LinkNotice';
import { Notice } from '../../ui/Notice';
import { PrerenderedUntilChanged, Restorable } from '../../ui/prerenderedHtml';
import { CalculationDetails } from './CalculationDetails';
import type { LinkReport } from './calculatorState';
import { CropInfo } from './CropInfo';
import { FruitCard } from './FruitCard';
import { AboutAndFaq } from './PageContent';
import { ResultBar } from './ResultBar';
import { ResultSummary } from './ResultSummary';
import { useSale } from './useCalculation';
import { useCalculatorState } from './useCalculatorState';
import { ValueChart } from './ValueChart';

function LinkReportNotice({ report, onDismiss }: { report: LinkReport; onDismiss: () => void }) {
  const { t } = useI18n();
  const language = useLanguage();
  const reasons: LinkReasons<typeof CROP_QUERY_KEYS> = {
    crop: t('link.crop'),
    // Limits as a link writes them (a dot, no grouping), which the sentences ask for: not in the page's own number format.
    w: t('link.weight', { min: linkNumber(MIN_WEIGHT_KG), max: linkNumber(MAX_WEIGHT_KG) }),
    qty: t('link.quantity', { max: linkNumber(MAX_QUANTITY) }),
    boost: t('crop.link.boost', {
      options: formatList(
        FRIEND_BOOST_OPTIONS.map((percent) => formatPercent(percent, language)),
        language,
        'disjunction',
      ),
    }),
    // Ids, as a link writes them, not the names the page shows.
    variant: t('link.variant', { variants: linkValues(VARIANT_IDS, language) }),
    m: t('link.mutation'),
    target: t('crop.link.target'),
  };
  return (
    <LinkNotice
      dropped={report.dropped}
      reasons={reasons}
      unusedReasons={{
        w: t(weightUnusedBecauseCropDropped(report.dropped) ? 'crop.link.weightOfDroppedCrop' : 'crop.link.weightUnknown'),
      }}
      onDismiss={onDismiss}
      testId="link-notice"
    >
      {report.changes.length > 0 ? <p>{describeLinkChanges(report.changes, t, language)}</p> : null}
    </LinkNotice>
  );
}

/**
 * `crops` are the page's: the crops the build gave it, or the crop table when the page opened on another crop;
 * `cropName` names the crops restricted mutations are reported on; `shopSeedPrices` the Seed Shop's prices of the crops
 * whose data has none, by crop id (the build's); `exportAfterObtainable` as in CropCalculatorData.
 */
export function CropCalculatorPage({
  catalog,
  crops,
  cropName,
  shopSeedPrices,
  exportAfterObtainable,
}: {
  catalog: CropCatalog;
  crops: CropLookup;
  cropName: CropNameOf;
  shopSeedPrices: Readonly<Record<string, ShopPrice>>;
  exportAfterObtainable: string | null;
}) {
  const { t } = useI18n();
  const language = useLanguage();
  const { state, actions } = useCalculatorState(language, crops);
  const { inputs, crop } = state;
  const sale = useSale(inputs, crop);
  const stale = weightFieldInvalid(crop, state.weightText, language) || !checkQuantity(state.quantityText, language).ok;
  // The sections that only describe the fruit (no control in them) stay as first drawn until the fruit changes.
  const [firstInputs] = useState(inputs);
  const fruitUnchanged = inputs === firstInputs;
  const mutationsClearedBy = mutationClearing(state.clearedBy);

  return (
    <article className="page crop-page">
      <header>
        <h1>{t('crop.title')}</h1>
        <p className="lead">{t('crop.intro')}</p>
      </header>

      {state.linkReport ? <LinkReportNotice report={state.linkReport} onDismiss={actions.dismissLinkReport} /> : null}

      <Restorable>
        <div className="calc-layout">
          <FruitCard state={state} actions={actions} catalog={catalog} />

          <div className="calc-layout__result">
            {sale.ok ? (
              <ResultSummary
                result={sale.value}
                cropName={crop.name}
                stale={stale}
                onReset={actions.reset}
                onUndo={state.clearedBy === 'reset' ? actions.undo : null}
              />
            ) : (
              <Notice tone="error">{t('crop.errors.engine')}</Notice>
            )}
          </div>

          <div className="calc-layout__mutations">
            <MutationPicker
              cropId={crop.id}
              cropName={cropName}
              mutationIds={inputs.mutationIds}
              warnings={sale.ok ? sale.value.restrictionWarnings : []}
              query={state.mutationQuery}
              onSearch={actions.searchMutations}
              event={state.mutationEvent}
              onToggle={actions.toggleMutation}
              onClear={actions.clearMutations}
              onMax={actions.maxMutation}
              onDismissEvent={actions.dismissMutationEvent}
              onUndo={mutationsClearedBy ? actions.undo : null}
              clearedBy={mutationsClearedBy}
            />
          </div>
        </div>

        <CalculationDetails state={state} actions={actions} sale={sale.ok ? sale.value : null} fruitUnchanged={fruitUnchanged} />
        <PrerenderedUntilChanged unchanged={fruitUnchanged}>
          {sale.ok ? (
            <ValueChart
              crop={crop}
              variantId={inputs.variantId}
              mutationIds={inputs.mutationIds}
              weightKg={inputs.weightKg}
              value={sale.value.value}
            />
          ) : null}
          <CropInfo
            crop={crop}
            shopSeedPrice={shopSeedPrices[crop.id] ?? null}
            notYetInFiles={obtainableNotYetInFiles(crop, exportAfterObtainable)}
          />
        </PrerenderedUntilChanged>
        {sale.ok ? <ResultBar result={sale.value} stale={stale} /> : null}
      </Restorable>
      <PrerenderedUntilChanged unchanged>
        <AboutAndFaq cropCount={catalog.total} />
      </PrerenderedUntilChanged>
    </article>
  );
}
