import type { Crop, CropWeights } from '../game';
import type { AverageHarvest } from '../game/averageHarvest';
import { cropSourceOf } from '../game/cropSources';
import type { ShopPrice } from '../game/prices';
import { firstSeenOf, GAME_DATA_VERSION, removalOf } from '../game/version';
import { useI18n, useLanguage } from '../i18n/i18n';
import { originText } from '../lib/cropOrigin';
import { formatIsoDate, formatNumber, leftToRight } from '../lib/format';
import {
  categoryLabel,
  formatFirstSeen,
  formatHugeChance,
  formatMeanWeight,
  formatSeedPrice,
  formatSheckles,
  formatWeight,
  harvestLabel,
  obtainableHeading,
  obtainableLabel,
  tierLabel,
  unknownAfter,
} from '../lib/gameText';

interface Fact {
  field: string;
  label: string;
  text: string;
  /** The data's raw value, for tests and scripts (absent when the sources do not say). */
  value: string | number | boolean | null;
}

/**
 * Everything the data says about a crop, the same on the calculator and in the wiki; a fact the sources do not give
 * reads "unknown". Each value carries its raw value in `data-value`. The seed's price is the crop data's, else the Seed
 * Shop's: both pages pass the crop's seed in the shop's data where the crop data has no price (formatSeedPrice).
 * `notYetInFiles`: the crop was not yet in the game's files in the month `obtainable` is known as of
 * (obtainableNotYetInFiles), which the obtainable fact then gives as why it is unknown.
 */
export function CropFacts({
  crop,
  average,
  shopSeedPrice = null,
  notYetInFiles = false,
}: {
  crop: Crop;
  /** The crop's average harvest (averageHarvest), worked out by the page's engine or its build; null when unknown. */
  average: AverageHarvest | null;
  shopSeedPrice?: ShopPrice | null;
  notYetInFiles?: boolean;
}) {
  const { t } = useI18n();
  const language = useLanguage();
  const sheckles = (value: number) => formatSheckles(t, value, language);
  const weight = (kg: number) => formatWeight(kg, language);
  const sourceText = (text: string) => {
    const source = cropSourceOf(text);
    switch (source.kind) {
      // Module, page and project names read left to right: in Arabic, "blox-dokploy" broken at its hyphen put the
      // hyphen on the wrong side of the line.
      case 'gameModule':
        return t('facts.source.gameModule', { name: leftToRight(source.name) });
      case 'gameExport':
        return t('facts.source.gameExport', { date: formatIsoDate(source.date, language), by: leftToRight(source.by) });
      case 'wikiCopy':
        return t('facts.source.wikiCopy', { page: leftToRight(source.page), by: leftToRight(source.by) });
      case 'wikiTable':
        return t('facts.source.wikiTable', { page: leftToRight(source.page), table: formatNumber(source.table, language) });
      case 'other':
        return source.text;
    }
  };
  /** A crop whose weight is unknown reads "unknown" in every weight fact, agreeing with each fact's label. */
  const weightFacts = (weights: CropWeights | null): Fact[] => {
    type WeightField = 'averageValue' | 'baseWeight' | 'priceFloorWeight' | 'averageWeight' | 'minWeight';
    const fact = (field: WeightField, value: number | null, text: (known: number) => string): Fact => ({
      field,
      label: t(`facts.${field}`),
      text: value === null ? unknownAfter(t, `facts.${field}`) : text(value),
      value,
    });
    return [
      fact('averageValue', average?.value ?? null, (mean) => sheckles(Math.round(mean))),
      fact('baseWeight', weights?.baseWeight ?? null, weight),
      fact('priceFloorWeight', weights?.priceFloorWeight ?? null, weight),
      fact('averageWeight', average?.weightKg ?? null, (mean) => formatMeanWeight(mean, language)),
      fact('minWeight', weights?.minWeight ?? null, weight),
      {
        field: 'hugeChance',
        label: t('facts.hugeChance'),
        text: weights === null ? unknownAfter(t, 'facts.hugeChance') : formatHugeChance(t, weights, language),
        value: weights?.hugeChance ?? null,
      },
    ];
  };
  const removal = removalOf(crop);
  const facts: Fact[] = [
    { field: 'tier', label: t('facts.tier'), text: tierLabel(t, crop.tier), value: crop.tier },
    { field: 'category', label: t('facts.category'), text: categoryLabel(t, crop.category), value: crop.category },
    {
      field: 'seedPrice',
      label: t('facts.seedPrice'),
      text: formatSeedPrice(t, crop, language, shopSeedPrice),
      value: crop.seedPrice,
    },
    {
      field: 'obtainable',
      label: obtainableHeading(t, language, removal),
      text: obtainableLabel(t, language, { obtainable: crop.obtainable, notYetInFiles, removal }),
      value: crop.obtainable,
    },
    { field: 'harvest', label: t('facts.harvest'), text: harvestLabel(t, crop.harvest), value: crop.harvest },
    // A crop never seen in the game's files has no first day in them, which the fact above already says.
    ...(removal?.kind === 'never'
      ? []
      : [
          {
            field: 'firstSeen',
            label: t('facts.firstSeen'),
            text: formatFirstSeen(t, firstSeenOf(crop.firstSeen), language),
            value: crop.firstSeen,
          },
        ]),
    { field: 'baseValue', label: t('facts.baseValue'), text: sheckles(crop.baseValue), value: crop.baseValue },
    { field: 'priceFloorValue', label: t('facts.priceFloorValue'), text: sheckles(crop.priceFloorValue), value: crop.priceFloorValue },
    ...weightFacts(crop.weights),
    {
      field: 'origin',
      label: t('facts.origin'),
      text: crop.origin === null ? unknownAfter(t, 'facts.origin') : originText(t, crop.origin),
      value: crop.origin?.kind ?? null,
    },
    { field: 'dataVersion', label: t('facts.dataVersion'), text: formatIsoDate(GAME_DATA_VERSION, language), value: GAME_DATA_VERSION },
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
