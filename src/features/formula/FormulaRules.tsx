import { Trans } from 'react-i18next';
import {
  FRIEND_BOOST_MAX,
  FRIEND_BOOST_STEP,
  HUGE_WEIGHT_MULTIPLIERS,
  MARKET_TAX_MIN_FRUIT_VERSION,
  MARKET_TAX_POINTS,
  MARKET_TAX_THRESHOLD,
  MAX_WEIGHT_ROLL_RATIO,
  meanWeightRollRatio,
  MIN_WEIGHT_RATIO,
  PRICE_FLOOR_RATIO,
  PRICE_FLOOR_WEIGHT_FACTOR,
} from '../../game';
import type { ValueCheck } from '../../game/publishedValues';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatList, formatMultiplier, formatNumber, formatPercent, formatSignedPercent } from '../../lib/format';
import { CompactAmount } from '../../ui/CompactAmount';
import { ListOfNodes } from '../../ui/ListOfNodes';
import type { FormulaPageData } from './formulaPageData';

interface FormulaRulesProps extends Pick<FormulaPageData, 'variants' | 'harvestRolls' | 'neverRolled' | 'adding'> {
  /** A published value whose unrounded value is a half. */
  halfExample: ValueCheck | undefined;
}

/** The rules in the order the game applies them. */
export function FormulaRules({ variants, harvestRolls, neverRolled, adding, halfExample }: FormulaRulesProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const [first, second] = adding.mutations;
  // The curve's points in the game's short form (20T), each in full on hover and to screen readers.
  const taxPoints = MARKET_TAX_POINTS.filter(([before]) => before > MARKET_TAX_THRESHOLD).map(([before, after]) => (
    <Trans
      key={before}
      i18nKey="formula.rules.taxPoint"
      components={{
        before: <CompactAmount value={before} language={language} />,
        after: <CompactAmount value={after} language={language} />,
      }}
    />
  ));
  const rules = [
    { key: 'weight', text: t('formula.rules.weight') },
    {
      key: 'price-floor',
      text: t('formula.rules.priceFloor', {
        ratio: formatNumber(PRICE_FLOOR_RATIO, language, 2),
        factor: formatNumber(PRICE_FLOOR_WEIGHT_FACTOR, language, 4),
      }),
    },
    {
      key: 'variant',
      text: t('formula.rules.variant', {
        variants: formatList(
          variants.map((variant) => `${variant.name} ${formatMultiplier(variant.multiplier, language)}`),
          language,
        ),
      }),
    },
    {
      key: 'mutations',
      text: t('formula.rules.mutations', {
        example: t('formula.rules.mutationsExample', {
          first: `${first!.name} ${formatMultiplier(first!.multiplier, language)}`,
          second: `${second!.name} ${formatMultiplier(second!.multiplier, language)}`,
          total: formatMultiplier(adding.multiplier, language),
        }),
      }),
    },
    { key: 'product', text: t('formula.rules.product') },
    {
      key: 'market-tax',
      text: (
        <>
          <Trans
            i18nKey="formula.rules.tax"
            values={{ threshold: formatNumber(MARKET_TAX_THRESHOLD, language) }}
            components={{ points: <ListOfNodes items={taxPoints} language={language} /> }}
          />{' '}
          {t('formula.rules.taxScope', { version: formatNumber(MARKET_TAX_MIN_FRUIT_VERSION, language) })}
        </>
      ),
    },
    ...(halfExample
      ? [
          {
            key: 'rounding',
            text: t('formula.rules.rounding', {
              unrounded: formatNumber(halfExample.unrounded, language, 1),
              rounded: formatNumber(halfExample.computed, language),
            }),
          },
        ]
      : []),
    {
      key: 'friend-boost',
      text: t('formula.rules.boost', {
        step: formatSignedPercent(FRIEND_BOOST_STEP, language),
        max: formatSignedPercent(FRIEND_BOOST_MAX, language),
      }),
    },
    {
      key: 'weight-roll',
      text: t('formula.rules.weightRoll', {
        min: formatNumber(MIN_WEIGHT_RATIO, language, 3),
        max: formatNumber(MAX_WEIGHT_ROLL_RATIO, language, 3),
        mean: formatNumber(meanWeightRollRatio(), language, 3),
        huge: formatList(
          HUGE_WEIGHT_MULTIPLIERS.map((times) => formatNumber(times, language)),
          language,
          'disjunction',
        ),
      }),
    },
    {
      key: 'variant-roll',
      text: [
        t('formula.rules.variantRoll', {
          chances: formatList(
            // A no-break space: a variant's name and its chance never part at a line end.
            harvestRolls.map(({ name, chancePercent }) => `${name}\u00a0${formatPercent(chancePercent, language, 3)}`),
            language,
          ),
          weights: formatList(
            harvestRolls.map(({ name, weight }) => `${name}\u00a0${formatNumber(weight, language)}`),
            language,
          ),
        }),
        ...(neverRolled.length === 0
          ? []
          : [t('formula.rules.neverRolled', { count: neverRolled.length, variants: formatList(neverRolled, language) })]),
      ].join(' '),
    },
  ];
  return (
    <section className="formula-rules" aria-labelledby="formula-rules">
      <h2 id="formula-rules">{t('formula.rules.heading')}</h2>
      <ol className="formula-rules__list">
        {rules.map((rule) => (
          <li key={rule.key} data-rule={rule.key}>
            {rule.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
