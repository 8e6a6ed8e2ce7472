import { useTranslation } from 'react-i18next';
import type { Crop } from '../game';
import { GAME_DATA_VERSION } from '../game/version';
import { useLanguage } from '../i18n/useLanguage';
import { formatDateAdded, formatHugeChance, formatSeedPrice, formatSheckles, formatWeight } from '../lib/cropFormat';
import { formatMonthYear } from '../lib/format';
import { categoryLabel, harvestLabel, obtainableLabel, tierLabel } from '../lib/gameLabels';

interface Fact {
  field: string;
  label: string;
  text: string;
  /** The data's raw value, for tests and scripts (absent when the sources do not say). */
  value: string | number | boolean | null;
}

const SOURCE_KINDS = ['game', 'wiki'] as const;

/**
 * Everything the data says about a crop, the same on the calculator and in the wiki; a fact the sources do not give
 * reads "unknown". Each value carries its raw value in `data-value`.
 */
export function CropFacts({ crop }: { crop: Crop }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sheckles = (value: number) => formatSheckles(t, value, language);
  const weight = (kg: number) => formatWeight(kg, language);
  const orUnknown = <T,>(value: T | null, format: (known: T) => string) => (value === null ? t('ui.unknown') : format(value));
  const sourceText = (source: string) => {
    const [kind, ...rest] = source.split(':');
    const known = SOURCE_KINDS.find((candidate) => candidate === kind);
    return known ? `${t(`facts.sourceKinds.${known}`)}: ${rest.join(':')}` : source;
  };
  const facts: Fact[] = [
    { field: 'tier', label: t('facts.tier'), text: tierLabel(t, crop.tier), value: crop.tier },
    { field: 'category', label: t('facts.category'), text: categoryLabel(t, crop.category), value: crop.category },
    { field: 'seedPrice', label: t('facts.seedPrice'), text: formatSeedPrice(t, crop, language), value: crop.seedPrice },
    { field: 'obtainable', label: t('facts.obtainable'), text: obtainableLabel(t, crop.obtainable), value: crop.obtainable },
    { field: 'harvest', label: t('facts.harvest'), text: harvestLabel(t, crop.harvest), value: crop.harvest },
    {
      field: 'dateAdded',
      label: t('facts.dateAdded'),
      text: orUnknown(crop.dateAdded, (date) => formatDateAdded(date, language)),
      value: crop.dateAdded,
    },
    { field: 'baseValue', label: t('facts.baseValue'), text: sheckles(crop.baseValue), value: crop.baseValue },
    { field: 'priceFloorValue', label: t('facts.priceFloorValue'), text: sheckles(crop.priceFloorValue), value: crop.priceFloorValue },
    { field: 'averageValue', label: t('facts.averageValue'), text: orUnknown(crop.averageValue, sheckles), value: crop.averageValue },
    { field: 'baseWeight', label: t('facts.baseWeight'), text: weight(crop.baseWeight), value: crop.baseWeight },
    { field: 'priceFloorWeight', label: t('facts.priceFloorWeight'), text: weight(crop.priceFloorWeight), value: crop.priceFloorWeight },
    { field: 'averageWeight', label: t('facts.averageWeight'), text: orUnknown(crop.averageWeight, weight), value: crop.averageWeight },
    { field: 'minWeight', label: t('facts.minWeight'), text: weight(crop.minWeight), value: crop.minWeight },
    { field: 'hugeChance', label: t('facts.hugeChance'), text: formatHugeChance(t, crop, language), value: crop.hugeChance },
    { field: 'dataVersion', label: t('facts.dataVersion'), text: formatMonthYear(GAME_DATA_VERSION, language), value: GAME_DATA_VERSION },
  ];
  return (
    <dl className="crop-facts">
      {facts.map((fact) => (
        <div key={fact.field} className="crop-facts__row">
          <dt>{fact.label}</dt>
          <dd data-testid={`fact-${fact.field}`} data-value={fact.value === null ? undefined : String(fact.value)}>
            {fact.text}
          </dd>
        </div>
      ))}
      <div className="crop-facts__row crop-facts__row--wide">
        <dt>{t('facts.sources')}</dt>
        <dd>
          <ul className="crop-facts__sources">
            {crop.sources.map((source) => (
              <li key={source}>{sourceText(source)}</li>
            ))}
          </ul>
        </dd>
      </div>
    </dl>
  );
}
