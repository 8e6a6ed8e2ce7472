import { useI18n, useLanguage } from '../../i18n/i18n';
import { directionOf } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { LineChart } from '../../ui/LineChart';
import { formatPetKg, formatPetKgNumber } from './petFormat';
import type { PetGrowth } from './petGrowth';

export function GrowthChart({ growth }: { growth: PetGrowth }) {
  const { t } = useI18n();
  const language = useLanguage();
  const kg = (value: number) => formatPetKg(value, language);
  const age = formatNumber(growth.age, language);
  return (
    <section className="panel pet-chart" aria-labelledby="pet-chart-heading" data-testid="pet-chart">
      <h3 id="pet-chart-heading">{t('pet.chart.title')}</h3>
      <LineChart
        points={growth.rows.map((row) => ({ x: row.age, y: row.weightKg }))}
        marker={{ x: growth.age, y: growth.kg }}
        markerLabel={t('pet.chart.marker', { age })}
        title={t('pet.chart.title')}
        description={t('pet.chart.description', {
          hatch: kg(growth.hatchKg),
          max: kg(growth.maxKg),
          maxAge: formatNumber(growth.tableEnd, language),
          age,
          weight: kg(growth.kg),
        })}
        xLabel={t('pet.age')}
        yLabel={t('pet.chart.yLabel')}
        formatX={(value) => formatNumber(value, language)}
        // The axis caption names the unit; bare numbers leave the labels room to be large on a phone.
        formatY={(value) => formatPetKgNumber(value, language)}
        direction={directionOf(language)}
      />
    </section>
  );
}
