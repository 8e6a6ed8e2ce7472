import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { getCrop, getMutation, getVariant, MARKET_TAX_THRESHOLD, type SellPriceInput } from '../../game';
import { sellPriceSteps } from '../../game/explain';
import { useLanguage } from '../../i18n/useLanguage';
import { calculatorHref } from '../../lib/calculatorLink';
import { formatFruitWeight, formatSheckles } from '../../lib/cropFormat';
import { formatMultiplier, formatNumber, formatSignedPercent, leftToRight } from '../../lib/format';
import { Amount } from '../../ui/Amount';

/** Digits enough to show a ratio or an unrounded value as the engine has it, without pretending to more. */
const FRACTION_DIGITS = 4;
const UNROUNDED_DIGITS = 2;

function Step({ step, value, label, children }: { step: string; value: string; label: string; children: ReactNode }) {
  return (
    <li className="formula-steps__step" data-step={step} data-value={value}>
      <span className="formula-steps__label">{label}</span>
      <span className="formula-steps__value">{children}</span>
    </li>
  );
}

interface WorkedExampleProps {
  input: SellPriceInput;
  heading: string;
  intro: string;
  /** The fruit in words, e.g. "Moon Mango of 17.3 kg, Rainbow, with Frozen, Shocked and Celestial…". */
  describe: (names: { crop: string; weight: string; variant: string }) => string;
  testId: string;
}

/** One fruit's sell price, each step as the engine computes it, with a link to the same fruit in the calculator. */
export function WorkedExample({ input, heading, intro, describe, testId }: WorkedExampleProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const steps = sellPriceSteps(input);
  const { sale } = steps;
  const crop = getCrop(sale.cropId);
  const variant = getVariant(sale.variantId);
  const multiplier = (value: number) => formatMultiplier(value, language, FRACTION_DIGITS);
  const number = (value: number) => formatNumber(value, language, FRACTION_DIGITS);
  const count = steps.mutations.length;

  return (
    <section className="formula-example panel" aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>{heading}</h3>
      <p>{intro}</p>
      <p className="formula-example__fruit">
        {describe({ crop: crop.name, weight: formatFruitWeight(t, sale.weightKg, language, FRACTION_DIGITS), variant: variant.name })}
      </p>
      <ol className="formula-steps">
        <Step step="base-value" value={String(steps.baseValue)} label={t('formula.example.steps.baseValue', { crop: crop.name })}>
          {formatSheckles(t, steps.baseValue, language)}
        </Step>
        <Step step="weight-ratio" value={String(sale.weightRatio)} label={t('formula.example.steps.ratio')}>
          {sale.priceFloorApplied
            ? t('formula.example.steps.ratioFloor', { ratio: number(sale.weightRatio) })
            : sale.weightKg === null || steps.baseWeight === null
              ? number(sale.weightRatio)
              : // Plain numbers: a unit word inside the left-to-right run would scramble it in Arabic.
                leftToRight(`${number(sale.weightKg)} ÷ ${number(steps.baseWeight)} = ${number(sale.weightRatio)}`)}
        </Step>
        <Step step="weight-factor" value={String(sale.weightFactor)} label={t('formula.example.steps.weightFactor')}>
          {multiplier(sale.weightFactor)}
        </Step>
        <Step step="variant" value={String(sale.variantMultiplier)} label={t('formula.example.steps.variant', { name: variant.name })}>
          {multiplier(sale.variantMultiplier)}
        </Step>
        <Step step="mutations" value={String(sale.mutationMultiplier)} label={t('formula.example.steps.mutations')}>
          {multiplier(sale.mutationMultiplier)}
          {count > 0 ? (
            <details className="formula-steps__detail">
              <summary>{t('formula.example.steps.mutationsDetail', { count, n: formatNumber(count, language) })}</summary>
              <ul>
                {steps.mutations.map((mutation) => (
                  <li key={mutation.mutationId} data-mutation={mutation.mutationId} data-adds={mutation.contribution}>
                    {t('formula.example.steps.mutationAdds', {
                      name: getMutation(mutation.mutationId).name,
                      multiplier: multiplier(mutation.multiplier),
                      adds: number(mutation.contribution),
                    })}
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </Step>
        <Step step="total-multiplier" value={String(sale.totalMultiplier)} label={t('formula.example.steps.totalMultiplier')}>
          {multiplier(sale.totalMultiplier)}
        </Step>
        <Step step="unrounded" value={String(steps.unrounded)} label={t('formula.example.steps.unrounded')}>
          {formatNumber(steps.unrounded, language, UNROUNDED_DIGITS)}
        </Step>
        <Step
          step="market-tax"
          value={String(steps.taxed)}
          label={
            sale.marketTaxApplied
              ? t('formula.example.steps.tax')
              : t('formula.example.steps.noTax', { threshold: formatNumber(MARKET_TAX_THRESHOLD, language) })
          }
        >
          {formatNumber(steps.taxed, language, UNROUNDED_DIGITS)}
        </Step>
        <Step step="value" value={String(sale.value)} label={t('formula.example.steps.rounded')}>
          {formatSheckles(t, sale.value, language)}
        </Step>
        <Step
          step="per-fruit"
          value={sale.perFruit.toString()}
          label={t('formula.example.steps.boost', { boost: formatSignedPercent(sale.boostPercent, language) })}
        >
          <Amount value={sale.perFruit} language={language} />
        </Step>
      </ol>
      <p>
        <Link to={calculatorHref(language, { ...input, variantId: sale.variantId })} data-testid={`${testId}-calculator`}>
          {t('formula.example.open')}
        </Link>
      </p>
    </section>
  );
}
