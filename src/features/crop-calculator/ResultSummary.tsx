import { memo, useId } from 'react';
import { getVariant, toSureDigits, type SellPriceResult } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatMultiplier, formatNumber, formatSignedPercent } from '../../lib/format';
import { formatFruitWeight } from '../../lib/gameText';
import { Amount } from '../../ui/Amount';
import { AnswerAnnouncement } from '../../ui/AnswerAnnouncement';
import { BreakableNumbers } from '../../ui/BreakableNumbers';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import { UndoableClearButton } from '../../ui/UndoableClearButton';
import { AddToTradeButton } from './AddToTradeButton';
import { FULL_RESULT_ID } from './ResultBar';

interface ResultSummaryProps {
  result: SellPriceResult;
  /** The crop's name, as the sentence says it. */
  cropName: string;
  /** A field holds an invalid entry, so the result is that of its last valid value. */
  stale: boolean;
  onReset: () => void;
  /** Gives back what Reset cleared; null when there is nothing to give back. */
  onUndo: (() => void) | null;
}

/** The three main results and the sentence that says them in words (told politely when they change). */
export const ResultSummary = memo(function ResultSummary({ result, cropName, stale, onReset, onUndo }: ResultSummaryProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const variant = getVariant(result.variantId);
  const variantMultiplier = formatMultiplier(result.variantMultiplier, language);
  const mutationMultiplier = formatMultiplier(result.mutationMultiplier, language);
  const valueSentence = t('crop.results.sentence', {
    count: result.quantity,
    quantity: formatNumber(result.quantity, language),
    crop: cropName,
    weight: formatFruitWeight(t, result.weightKg, language),
    variant: variant.name,
    variantMultiplier,
    mutationMultiplier,
    total: formatNumber(result.total, language),
  });
  // The total the sentence gives includes the boost: without it, a listener could not work the total out from the sentence.
  const sentence =
    result.boostPercent > 0
      ? `${valueSentence} ${t('crop.results.boostSentence', { boost: formatSignedPercent(result.boostPercent, language) })}`
      : valueSentence;

  return (
    <section className="calc-card result-card" id={FULL_RESULT_ID} tabIndex={-1} aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`}>{t('crop.results.heading')}</h2>
      <dl className="result-main">
        <div className="result-main__item result-main__item--total">
          <dt>{t('crop.results.total')}</dt>
          <dd>
            <Amount value={result.total} language={language} testId="total-price" />
          </dd>
        </div>
        <div className="result-main__item">
          {/* With a friend boost, the result bar's "Per fruit" beside it includes the boost, and this does not: it says so. */}
          <dt>{t(result.boostPercent > 0 ? 'crop.results.cropValueBeforeBoost' : 'crop.results.cropValue')}</dt>
          <dd>
            <Amount value={toSureDigits(BigInt(result.value))} language={language} testId="crop-value" />
          </dd>
        </div>
        <div className="result-main__item">
          <dt>{t('crop.results.multiplier')}</dt>
          <dd>
            <span className="amount__full" data-testid="total-multiplier" data-value={String(result.totalMultiplier)}>
              <BreakableNumbers text={formatMultiplier(result.totalMultiplier, language)} language={language} />
            </span>
            <span className="result-main__detail" data-testid="multiplier-parts">
              {t('crop.results.multiplierDetail', { variant: variant.name, variantMultiplier, mutationMultiplier })}
            </span>
          </dd>
        </div>
      </dl>
      <p className="result-sentence" data-testid="result-sentence">
        <BreakableNumbers text={sentence} language={language} />
      </p>
      <AnswerAnnouncement answer={sentence} testId="result-announcement" />
      {stale ? <p className="result-stale">{t('crop.staleResult')}</p> : null}
      <div className="result-actions">
        <CopyLinkButton />
        <AddToTradeButton result={result} />
        <UndoableClearButton onClear={onReset} onUndo={onUndo} testId="reset">
          {t('crop.reset')}
        </UndoableClearButton>
      </div>
    </section>
  );
});
