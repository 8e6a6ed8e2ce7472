import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_DATA_VERSION, getCrop } from '../../game';
import { LOCALE_TAGS, type Language } from '../../i18n/languages';
import { formatKg, formatMonthYear, formatNumber, formatPercent } from '../../lib/format';
import { localizePath, wikiCropPath } from '../../lib/paths';
import { categoryLabel, tierLabel } from '../../lib/gameLabels';
import { useLanguage } from '../../i18n/useLanguage';

/** `2025-06` or `2025-06-21` in the page's language (UTC, so the day never shifts). */
function formatDateAdded(date: string, language: Language): string {
  if (/^\d{4}-\d{2}$/.test(date)) return formatMonthYear(date, language);
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALE_TAGS[language], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

const SOURCE_KINDS = ['game', 'wiki'] as const;

/** Everything the data says about the chosen crop; missing facts say "unknown". */
export const CropInfo = memo(function CropInfo({ cropId }: { cropId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const crop = getCrop(cropId);
  const unknown = t('ui.unknown');
  const number = (value: number | null) => (value === null ? unknown : formatNumber(value, language));
  const kg = (value: number | null) => (value === null ? unknown : formatKg(value, language, 4));
  const hugeChance =
    crop.hugeChanceOneIn !== null
      ? t('crop.info.hugeChanceValue', { total: formatNumber(crop.hugeChanceOneIn, language) })
      : formatPercent(crop.hugeChance * 100, language);
  const sourceText = (source: string) => {
    const [kind, ...rest] = source.split(':');
    const known = SOURCE_KINDS.find((candidate) => candidate === kind);
    return known ? `${t(`crop.info.sourceKinds.${known}`)}: ${rest.join(':')}` : source;
  };

  const rows: [string, string][] = [
    [t('crop.info.category'), categoryLabel(t, crop.category)],
    [t('crop.info.tier'), tierLabel(t, crop.tier)],
    [t('crop.info.seedPrice'), number(crop.seedPrice)],
    [t('crop.info.obtainable'), crop.obtainable === null ? unknown : crop.obtainable ? t('crop.info.yes') : t('crop.info.no')],
    [t('crop.info.harvest'), crop.harvest === null ? unknown : t(`crop.info.harvests.${crop.harvest}`)],
    [t('crop.info.dateAdded'), crop.dateAdded === null ? unknown : formatDateAdded(crop.dateAdded, language)],
    [t('crop.info.baseValue'), number(crop.baseValue)],
    [t('crop.info.priceFloorValue'), number(crop.priceFloorValue)],
    [t('crop.info.averageValue'), number(crop.averageValue)],
    [t('crop.info.baseWeight'), kg(crop.baseWeight)],
    [t('crop.info.priceFloorWeight'), kg(crop.priceFloorWeight)],
    [t('crop.info.averageWeight'), kg(crop.averageWeight)],
    [t('crop.info.minWeight'), kg(crop.minWeight)],
    [t('crop.info.hugeChance'), hugeChance],
    [t('crop.info.dataVersion'), formatMonthYear(GAME_DATA_VERSION, language)],
  ];

  return (
    <section className="calc-card crop-info render-when-near" aria-labelledby={`${id}heading`} data-testid="crop-info">
      <h2 id={`${id}heading`}>
        <span className={`tier-dot tier-dot--${crop.tier ?? 'unknown'}`} aria-hidden="true" />
        {t('crop.info.heading', { crop: crop.name })}
      </h2>
      <dl className="crop-info__facts">
        {rows.map(([label, value]) => (
          <div key={label} className="crop-info__fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="crop-info__fact crop-info__fact--wide">
          <dt>{t('crop.info.sources')}</dt>
          <dd>
            <ul className="crop-info__sources">
              {crop.sources.map((source) => (
                <li key={source}>{sourceText(source)}</li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
      <p>
        <Link to={localizePath(language, wikiCropPath(crop.id))}>{t('crop.info.wikiLink', { crop: crop.name })}</Link>
      </p>
    </section>
  );
});
