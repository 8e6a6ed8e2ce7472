import { memo, useId, useMemo } from 'react';
import { cropValue, type Crop, type CropWeights } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { directionOf } from '../../i18n/languages';
import { formatCompact, formatKg, formatNumber } from '../../lib/format';
import { formatWeight } from '../../lib/gameText';
import { LineChart, type ChartPoint } from '../../ui/LineChart';

/** The chart spans the lightest fruit to a little past the heaviest huge one, or further to include the fruit. */
const CHART_MAX_BASE_MULTIPLE = 6;
const CHART_HEADROOM = 1.1;
const CHART_POINTS = 48;

interface ValueChartProps {
  crop: Crop;
  variantId: string;
  mutationIds: readonly string[];
  weightKg: number | null;
  /** The fruit's value (per fruit, before the friend boost), for the marker. */
  value: number;
}

/** Value of one fruit against its weight, every point asked of the engine, with the current fruit marked. */
export const ValueChart = memo(function ValueChart({ crop, weightKg, ...fruit }: ValueChartProps) {
  const { weights } = crop;
  // A crop whose weight is unknown has one value only (at its base weight): there is no curve to draw.
  if (weights === null || weightKg === null) return null;
  return <WeightCurve crop={crop} weights={weights} weightKg={weightKg} {...fruit} />;
});

function WeightCurve({
  crop,
  variantId,
  mutationIds,
  weights,
  weightKg,
  value,
}: Omit<ValueChartProps, 'weightKg'> & { weights: CropWeights; weightKg: number }) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const from = Math.min(weights.minWeight, weightKg);
  const to = Math.max(weights.baseWeight * CHART_MAX_BASE_MULTIPLE, weightKg * CHART_HEADROOM);
  const points = useMemo<ChartPoint[]>(
    () =>
      Array.from({ length: CHART_POINTS + 1 }, (_, index) => {
        const x = from + ((to - from) * index) / CHART_POINTS;
        return { x, y: cropValue({ crop, variantId, mutationIds, weightKg: x }).value };
      }),
    [crop, variantId, mutationIds, from, to],
  );
  const kg = (x: number) => formatKg(x, language, 3);

  return (
    <section className="calc-card value-chart render-when-near" aria-labelledby={`${id}heading`}>
      <h2 id={`${id}heading`}>{t('crop.chart.heading')}</h2>
      <LineChart
        points={points}
        marker={{ x: weightKg, y: value }}
        title={t('crop.chart.title', { crop: crop.name })}
        description={t('crop.chart.description', {
          from: kg(from),
          to: kg(to),
          floor: formatWeight(weights.priceFloorWeight, language),
          weight: formatWeight(weightKg, language),
          value: formatNumber(value, language),
        })}
        xLabel={t('crop.chart.xLabel')}
        yLabel={t('crop.chart.yLabel')}
        formatX={(x) => formatNumber(x, language, 2)}
        // The game's short form (2.5B) fits the axis; the full number is on hover, and the description gives the
        // fruit's value in full to screen readers (the chart is one image to them).
        formatY={(y) => formatCompact(y, language)}
        formatYInFull={(y) => formatNumber(y, language)}
        direction={directionOf(language)}
        markerLabel={t('crop.chart.marker')}
      />
    </section>
  );
}
