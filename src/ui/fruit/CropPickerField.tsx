/*
 * The crop picker: a category filter and the crop's field, which is a plain field until first used and then the
 * combobox (CropPicker.tsx), so downshift and the crop table are not part of a page's first download: the filter's
 * catalog comes from the page (the crop calculator's from the build).
 */
import './fruitPickers.css';
import { lazy, memo, useId, useMemo, useState } from 'react';
import type { Crop } from '../../game';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { LOCALE_TAGS } from '../../i18n/languages';
import { formatNumber } from '../../lib/format';
import { categoryLabel } from '../../lib/gameText';
import { ComboboxOnFirstUse } from '../ComboboxOnFirstUse';
import { GameIcon } from '../GameIcon';
import { ALL_CATEGORIES, type CropCatalog } from './cropCatalog';

const CropPicker = lazy(() => import('./CropPicker').then((module) => ({ default: module.CropPicker })));

interface CropPickerFieldProps {
  crop: Crop;
  catalog: CropCatalog;
  onSelect: (crop: Crop) => void;
}

export const CropPickerField = memo(function CropPickerField({ crop: selected, catalog, onSelect }: CropPickerFieldProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const categoryOptions = useMemo(() => {
    const collator = new Intl.Collator(LOCALE_TAGS[language]);
    return catalog.categories
      .map(({ category, total }) => ({ value: category, label: categoryLabel(t, category), total }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [catalog, language, t]);
  return (
    <div className="crop-picker">
      <ComboboxOnFirstUse
        className="combobox"
        label={t('crop.picker.label')}
        toggleLabel={t('crop.picker.toggle')}
        testId="crop-input"
        value={selected.name}
        icon={<GameIcon kind="crop" id={selected.id} tier={selected.tier} />}
      >
        <CropPicker crop={selected} category={category} onSelect={onSelect} />
      </ComboboxOnFirstUse>
      <div className="crop-picker__filter">
        <label className="field__label" htmlFor={`${id}category`}>
          {t('crop.picker.category')}
        </label>
        <select id={`${id}category`} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value={ALL_CATEGORIES}>{t('crop.picker.allCategories', { total: formatNumber(catalog.total, language) })}</option>
          {categoryOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {`${option.label} (${formatNumber(option.total, language)})`}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});
