import { useMemo } from 'react';
import { useI18n, useLanguage } from '../i18n/i18n';
import { LOCALE_TAGS } from '../i18n/languages';
import { OBTAINABLE_FILTERS, TIER_FILTERS, UNKNOWN_TIER, type CropFilter, type FilterableCrop } from '../lib/cropFilter';
import { categoryLabel, obtainableHeading, tierLabel } from '../lib/gameText';
import { ListSearchField } from './ListSearchField';
import { ListSelect } from './ListSelect';
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
  const { t } = useI18n();
  const language = useLanguage();
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
      <ListSelect
        label={t('facts.tier')}
        value={filter.tier}
        all={t('filters.allTiers')}
        choices={TIER_FILTERS.filter((tier) => tier !== UNKNOWN_TIER || hasUnknownTier).map((tier) => ({
          value: tier,
          label: tier === UNKNOWN_TIER ? t('filters.unknownTier') : tierLabel(t, tier),
        }))}
        onChange={(tier) => onChange({ tier })}
      />
      <ListSelect
        label={t('facts.category')}
        value={filter.category}
        all={t('filters.allCategories')}
        choices={categoryOptions}
        onChange={(category) => onChange({ category })}
      />
      {withObtainable ? (
        <ListSelect
          label={obtainableHeading(t, language)}
          value={filter.obtainable}
          all={t('filters.obtainableAll')}
          choices={OBTAINABLE_FILTERS.map((value) => ({
            value,
            label: t(value === 'yes' ? 'filters.obtainableYes' : 'filters.obtainableNo'),
          }))}
          onChange={(obtainable) => onChange({ obtainable })}
        />
      ) : null}
    </form>
  );
}
