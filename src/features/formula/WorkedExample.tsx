import { useId, type ReactNode } from 'react';
import { MARKET_TAX_THRESHOLD } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatMultiplier, formatNumber, formatSignedPercent, leftToRight } from '../../lib/format';
import { formatFruitWeight, formatSheckles } from '../../lib/gameText';
import { calculatorHref } from '../../links/cropQuery';
import { Amount } from '../../ui/Amount';
import { Link } from '../../ui/Link';
import type { WorkedExampleData } from './formulaPageData';

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
  example: WorkedExampleData;
  heading: string;
  intro: string;
  /** The fruit in words, e.g. "Moon Mango of 17.3 kg, Rainbow, with Frozen, Shocked and Celestial…". */
  describe: (names: { crop: string; weight: string; variant: string }) => string;
  testId: string;
}

/** One fruit's sell price, each step as the engine computed it, with a link to the same fruit in the calculator. */
export function WorkedExample({ example, heading, intro, describe, testId }: WorkedExampleProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const { sale } = example;
  const multiplier = (value: number) => formatMultiplier(value, language, FRACTION_DIGITS);
  const number = (value: number) => formatNumber(value, language, FRACTION_DIGITS);
  const count = example.mutations.length;

  return (
    <section className="formula-example panel" aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>{heading}</h3>
      <p>{intro}</p>
      <p className="formula-example__fruit">
        {describe({
          crop: example.cropName,
          weight: formatFruitWeight(t, sale.weightKg, language, FRACTION_DIGITS),
          variant: example.variantName,
        })}
      </p>
      <ol className="formula-steps">
        <Step step="base-value" value={String(example.baseValue)} label={t('formula.example.steps.baseValue', { crop: example.cropName })}>
          {formatSheckles(t, example.baseValue, language)}
        </Step>
        <Step step="weight-ratio" value={String(sale.weightRatio)} label={t('formula.example.steps.ratio')}>
          {sale.priceFloorApplied
            ? t('formula.example.steps.ratioFloor', { ratio: number(sale.weightRatio) })
            : sale.weightKg === null || example.baseWeight === null
              ? number(sale.weightRatio)
              : // Plain numbers: a unit word inside the left-to-right run would scramble it in Arabic.
                leftToRight(`${number(sale.weightKg)} ÷ ${number(example.baseWeight)} = ${number(sale.weightRatio)}`)}
        </Step>
        <Step step="weight-factor" value={String(sale.weightFactor)} label={t('formula.example.steps.weightFactor')}>
          {multiplier(sale.weightFactor)}
        </Step>
        <Step
          step="variant"
          value={String(sale.variantMultiplier)}
          label={t('formula.example.steps.variant', { name: example.variantName })}
        >
          {multiplier(sale.variantMultiplier)}
        </Step>
        <Step step="mutations" value={String(sale.mutationMultiplier)} label={t('formula.example.steps.mutations')}>
          {multiplier(sale.mutationMultiplier)}
          {count > 0 ? (
            <details className="formula-steps__detail">
              <summary>{t('formula.example.steps.mutationsDetail', { count, n: formatNumber(count, language) })}</summary>
              <ul>
                {example.mutations.map((mutation) => (
                  <li key={mutation.id} data-mutation={mutation.id} data-adds={mutation.contribution}>
                    {t('formula.example.steps.mutationAdds', {
                      name: mutation.name,
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
        <Step step="unrounded" value={String(example.unrounded)} label={t('formula.example.steps.unrounded')}>
          {formatNumber(example.unrounded, language, UNROUNDED_DIGITS)}
        </Step>
        <Step
          step="market-tax"
          value={String(example.taxed)}
          label={
            sale.marketTaxApplied
              ? t('formula.example.steps.tax')
              : t('formula.example.steps.noTax', { threshold: formatNumber(MARKET_TAX_THRESHOLD, language) })
          }
        >
          {formatNumber(example.taxed, language, UNROUNDED_DIGITS)}
        </Step>
        <Step step="value" value={String(sale.value)} label={t('formula.example.steps.rounded')}>
          {formatSheckles(t, sale.value, language)}
        </Step>
        <Step
          step="per-fruit"
          value={sale.perFruit}
          label={t('formula.example.steps.boost', { boost: formatSignedPercent(sale.boostPercent, language) })}
        >
          <Amount value={BigInt(sale.perFruit)} language={language} />
        </Step>
      </ol>
      <p>
        <Link to={calculatorHref(language, example.input)} data-testid={`${testId}-calculator`}>
          {t('formula.example.open')}
        </Link>
      </p>
    </section>
  );
}
