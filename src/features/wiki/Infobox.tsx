import { useTranslation } from 'react-i18next';
import type { Crop } from '../../game';
import type { Language } from '../../i18n/languages';
import { categoryLabel, harvestLabel, obtainableLabel, tierLabel } from './labels';
import { formatHugeChance, formatSeedPrice, formatSheckles, formatWeight } from './wikiFormat';

interface Fact {
  field: string;
  label: string;
  text: string;
  /** The data's raw value, for tests and scripts (absent when the sources do not say). */
  value: string | number | boolean | null;
}

/** The crop's data at a glance. Each value carries its raw number in `data-value`. */
export function Infobox({ crop, language }: { crop: Crop; language: Language }) {
  const { t } = useTranslation();
  const sheckles = (value: number) => formatSheckles(t, value, language);
  const facts: Fact[] = [
    { field: 'tier', label: t('wiki.infobox.tier'), text: tierLabel(t, crop.tier), value: crop.tier },
    { field: 'category', label: t('wiki.infobox.category'), text: categoryLabel(t, crop.category), value: crop.category },
    { field: 'seedPrice', label: t('wiki.infobox.seedPrice'), text: formatSeedPrice(t, crop, language), value: crop.seedPrice },
    { field: 'obtainable', label: t('wiki.infobox.obtainable'), text: obtainableLabel(t, crop.obtainable), value: crop.obtainable },
    { field: 'harvest', label: t('wiki.infobox.harvest'), text: harvestLabel(t, crop.harvest), value: crop.harvest },
    { field: 'baseValue', label: t('wiki.infobox.baseValue'), text: sheckles(crop.baseValue), value: crop.baseValue },
    { field: 'baseWeight', label: t('wiki.infobox.baseWeight'), text: formatWeight(crop.baseWeight, language), value: crop.baseWeight },
    { field: 'minWeight', label: t('wiki.infobox.minWeight'), text: formatWeight(crop.minWeight, language), value: crop.minWeight },
    {
      field: 'priceFloorWeight',
      label: t('wiki.infobox.priceFloorWeight'),
      text: formatWeight(crop.priceFloorWeight, language),
      value: crop.priceFloorWeight,
    },
    {
      field: 'priceFloorValue',
      label: t('wiki.infobox.priceFloorValue'),
      text: sheckles(crop.priceFloorValue),
      value: crop.priceFloorValue,
    },
    { field: 'hugeChance', label: t('wiki.infobox.hugeChance'), text: formatHugeChance(t, crop, language), value: crop.hugeChance },
  ];
  return (
    <aside className="infobox" aria-labelledby="infobox-title" data-testid="infobox">
      <h2 id="infobox-title" className="infobox__title">
        {t('wiki.infobox.title')}
      </h2>
      <dl className="infobox__facts">
        {facts.map((fact) => (
          <div key={fact.field} className="infobox__row">
            <dt>{fact.label}</dt>
            <dd data-testid={`infobox-${fact.field}`} data-value={fact.value === null ? undefined : String(fact.value)}>
              {fact.text}
            </dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
