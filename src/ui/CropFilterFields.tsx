import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TIERS } from '../game';
import { useLanguage } from '../i18n/i18n';
import { LOCALE_TAGS } from '../i18n/languages';
import {
  OBTAINABLE_FILTERS,
  UNKNOWN_TIER,
  type CropFilter,
  type FilterableCrop,
  type ObtainableFilter,
  type TierFilter,
} from '../lib/cropFilter';
import { categoryLabel, obtainableHeading, tierLabel } from '../lib/gameText';
import { ListSearchField } from './ListSearchField';
import './cropFilters.css';
import './ui.css';

interface CropFilterFieldsProps {
  /** The crops filtered: the tier and category choices are theirs. */
  crops: readonly FilterableCrop[];
  filter: CropFilter;
  onChange: (patch: Partial<CropFilter>) => void;
  /** The form's name for screen readers. */
  label: string;
  /** Offer the obtainable filter too. */
  withObtainable?: boolean;
}

/** The crop search and the tier, category (and obtainable) filters, the same wherever crops are listed. */
export function CropFilterFields({ crops, filter, onChange, label, withObtainable = false }: CropFilterFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const categoryOptions = useMemo(() => {
    const collator = new Intl.Collator(LOCALE_TAGS[language]);
    return [...new Set(crops.map((crop) => crop.category))]
      .map((category) => ({ value: category, label: categoryLabel(t, category) }))
      .sort((a, b) => collator.compare(a.label, b.label) || (a.value < b.value ? -1 : 1));
  }, [crops, language, t]);
  const hasUnknownTier = crops.some((crop) => crop.tier === null);

  return (
    <form className="panel crop-filters" role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      <ListSearchField value={filter.query} onChange={(query) => onChange({ query })} />
      <div className="field">
        <label className="field__label" htmlFor={`${id}-tier`}>
          {t('facts.tier')}
        </label>
        <select id={`${id}-tier`} value={filter.tier} onChange={(event) => onChange({ tier: event.target.value as TierFilter })}>
          <option value="">{t('filters.allTiers')}</option>
          {TIERS.map((tier) => (
            <option key={tier} value={tier}>
              {tierLabel(t, tier)}
            </option>
          ))}
          {hasUnknownTier ? <option value={UNKNOWN_TIER}>{t('filters.unknownTier')}</option> : null}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-category`}>
          {t('facts.category')}
        </label>
        <select id={`${id}-category`} value={filter.category} onChange={(event) => onChange({ category: event.target.value })}>
          <option value="">{t('filters.allCategories')}</option>
          {categoryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {withObtainable ? (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-obtainable`}>
            {obtainableHeading(t, language)}
          </label>
          <select
            id={`${id}-obtainable`}
            value={filter.obtainable}
            onChange={(event) => onChange({ obtainable: event.target.value as ObtainableFilter })}
          >
            <option value="">{t('filters.obtainableAll')}</option>
            {OBTAINABLE_FILTERS.map((value) => (
              <option key={value} value={value}>
                {t(value === 'yes' ? 'filters.obtainableYes' : 'filters.obtainableNo')}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </form>
  );
}
