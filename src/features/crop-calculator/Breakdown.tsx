import { memo, useId } from 'react';
import { getVariant, MARKET_TAX_THRESHOLD, type Crop, type SellPriceResult } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatMultiplier, formatNumber, formatSignedPercent, leftToRight } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';
import { BreakableNumbers } from '../../ui/BreakableNumbers';

function Row({ label, value, detail, testId }: { label: string; value: string; detail?: string; testId?: string }) {
  const language = useLanguage();
  return (
    <div className="breakdown__row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>
        <span className="breakdown__value">
          <BreakableNumbers text={value} language={language} />
        </span>
        {detail ? (
          <span className="breakdown__detail">
            <BreakableNumbers text={detail} language={language} />
          </span>
        ) : null}
      </dd>
    </div>
  );
}

/** Each step of the engine's result, in the order the game applies them. */
export const Breakdown = memo(function Breakdown({ result, crop }: { result: SellPriceResult; crop: Crop }) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const number = (value: number | bigint) => formatNumber(value, language);

  return (
    <section className="calc-card breakdown" aria-labelledby={`${id}heading`} data-testid="breakdown">
      <h2 id={`${id}heading`}>{t('crop.breakdown.heading')}</h2>
      <dl>
        <Row label={t('crop.breakdown.baseValue')} value={number(crop.baseValue)} />
        <Row
          label={t('crop.breakdown.weightFactor')}
          value={leftToRight(`×${formatNumber(result.weightFactor, language, 4)}`)}
          detail={
            crop.weights === null || result.weightKg === null
              ? t('crop.breakdown.weightUnknown')
              : result.priceFloorApplied
                ? t('crop.breakdown.priceFloor', { floor: formatWeight(crop.weights.priceFloorWeight, language) })
                : leftToRight(`(${formatNumber(result.weightKg, language, 4)} ÷ ${formatNumber(crop.weights.baseWeight, language, 4)})²`)
          }
          testId="breakdown-weight"
        />
        <Row
          label={t('crop.breakdown.variant')}
          value={formatMultiplier(result.variantMultiplier, language)}
          detail={getVariant(result.variantId).name}
        />
        <Row
          label={t('crop.breakdown.mutations')}
          value={formatMultiplier(result.mutationMultiplier, language)}
          detail={t('crop.breakdown.mutationsDetail')}
        />
        {result.marketTaxApplied ? (
          <Row
            label={t('crop.breakdown.marketTax')}
            value={number(result.value)}
            detail={t('crop.breakdown.marketTaxDetail', {
              threshold: number(MARKET_TAX_THRESHOLD),
              before: number(result.valueBeforeTax),
              after: number(result.value),
            })}
            testId="breakdown-tax"
          />
        ) : null}
        <Row label={t('crop.breakdown.cropValue')} value={number(result.value)} />
        <Row
          label={t('crop.breakdown.friendBoost')}
          value={formatSignedPercent(result.boostPercent, language)}
          detail={t('crop.breakdown.friendBoostDetail', { value: number(result.perFruit) })}
        />
        <Row label={t('crop.breakdown.quantity')} value={leftToRight(`× ${number(result.quantity)}`)} />
        <Row label={t('crop.breakdown.total')} value={number(result.total)} />
      </dl>
    </section>
  );
});
