import './cropCalculator.css';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatList } from '../../lib/format';
import { usePageLanguage } from '../../lib/usePageLanguage';
import { HydrateLater } from '../../ui/HydrateLater';
import { Notice } from '../../ui/Notice';
import { CalcDetails } from './CalcDetails';
import type { LinkReport } from './calculatorState';
import { CropInfo } from './CropInfo';
import { checkQuantity, checkWeight } from './fieldChecks';
import { FruitCard } from './FruitCard';
import { MutationPicker } from './MutationPicker';
import { describeChange, describeReasons } from './mutationText';
import { AboutAndFaq } from './PageContent';
import { ResultSummary } from './ResultSummary';
import { useSale } from './useCalculation';
import { useCalculatorState } from './useCalculatorState';
import { ValueChart } from './ValueChart';

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
  const page = useRef<HTMLElement>(null);
  const { state, actions } = useCalculatorState(language, page);
  const { inputs } = state;
  const sale = useSale(inputs);
  const stale = !checkWeight(state.weightText).ok || !checkQuantity(state.quantityText).ok;

  // data-restored turns true once the link or the saved calculation is applied after hydration (browser tests wait
  // for it before typing).
  return (
    <article ref={page} className="page crop-page" data-restored={state.restored}>
      <header>
        <h1>{t('crop.title')}</h1>
        <p className="lead">{t('crop.intro')}</p>
      </header>

      {state.linkReport ? <LinkReportNotice report={state.linkReport} onDismiss={actions.dismissLinkReport} /> : null}

      {/* Each large part hydrates in a task of its own (see HydrateLater), so the page never blocks for long; the
          parts compute what they show themselves, so their work moves with them. */}
      <div className="calc-layout">
        <HydrateLater>
          <FruitCard state={state} actions={actions} />
        </HydrateLater>

        <HydrateLater>
          <div className="calc-layout__result">
            {sale.ok ? (
              <ResultSummary result={sale.value} stale={stale} onReset={actions.reset} />
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

      {/* Holds parts of its own. */}
      <CalcDetails state={state} actions={actions} sale={sale} />
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
