import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categories, crops, tiers } from '../../game';
import { LOCALE_TAGS, type Language } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { categoryLabel, tierLabel } from '../../lib/gameLabels';
import { CropCard } from './CropCard';
import { filterCrops, NO_FILTER, UNKNOWN_TIER, type CropFilter, type TierFilter } from './cropFilter';
import './wiki.css';
import { sortByName } from '../../lib/sortByName';

const sortedCrops = sortByName(crops);
const hasUnknownTier = crops.some((crop) => crop.tier === null);

/** Every crop as a card, narrowed by a name search and tier and category filters (all in the browser). */
export function WikiIndex({ language }: { language: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const [filter, setFilter] = useState<CropFilter>(NO_FILTER);
  const shown = useMemo(() => filterCrops(sortedCrops, filter), [filter]);
  const shownIds = useMemo(() => new Set(shown.map((crop) => crop.id)), [shown]);
  // Built once per language and only hidden by the filters, so filtering re-renders no card and mounts nothing.
  const cards = useMemo(() => new Map(sortedCrops.map((crop) => [crop.id, <CropCard crop={crop} language={language} />])), [language]);
  const categoryOptions = useMemo(() => {
    const collator = new Intl.Collator(LOCALE_TAGS[language]);
    return categories
      .map((category) => ({ value: category, label: categoryLabel(t, category) }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language, t]);
  const update = (change: Partial<CropFilter>) => setFilter((current) => ({ ...current, ...change }));
  const filtered = filter.query !== '' || filter.tier !== '' || filter.category !== '';

  return (
    <article className="page wiki-index">
      <h1>{t('wiki.index.title')}</h1>
      <p className="lead">{t('wiki.index.intro')}</p>
      <form className="wiki-filters" role="search" aria-label={t('wiki.index.filters')} onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-query`}>
            {t('wiki.index.search')}
          </label>
          <input
            id={`${id}-query`}
            type="search"
            value={filter.query}
            autoComplete="off"
            onChange={(event) => update({ query: event.target.value })}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-tier`}>
            {t('facts.tier')}
          </label>
          <select id={`${id}-tier`} value={filter.tier} onChange={(event) => update({ tier: event.target.value as TierFilter })}>
            <option value="">{t('wiki.index.allTiers')}</option>
            {tiers.map((tier) => (
              <option key={tier} value={tier}>
                {tierLabel(t, tier)}
              </option>
            ))}
            {hasUnknownTier ? <option value={UNKNOWN_TIER}>{tierLabel(t, null)}</option> : null}
          </select>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-category`}>
            {t('facts.category')}
          </label>
          <select id={`${id}-category`} value={filter.category} onChange={(event) => update({ category: event.target.value })}>
            <option value="">{t('wiki.index.allCategories')}</option>
            {categoryOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </form>
      <div className="wiki-index__status">
        <p role="status" data-testid="crop-count">
          {t('wiki.index.count', { count: shown.length, n: formatNumber(shown.length, language) })}
        </p>
        {filtered ? (
          <button type="button" className="button" onClick={() => setFilter(NO_FILTER)}>
            {t('wiki.index.clear')}
          </button>
        ) : null}
      </div>
      {shown.length === 0 ? <p>{t('wiki.index.empty')}</p> : null}
      <ul className="crop-grid" data-testid="crop-list">
        {sortedCrops.map((crop) => (
          <li key={crop.id} hidden={!shownIds.has(crop.id)}>
            {cards.get(crop.id)}
          </li>
        ))}
      </ul>
    </article>
  );
}
