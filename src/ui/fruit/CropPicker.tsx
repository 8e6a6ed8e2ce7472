import '../combobox.css';
import './fruitPickers.css';
import { useCombobox } from 'downshift';
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { categories, crops, getCrop, TIERS, type Crop } from '../../game';
import { LOCALE_TAGS } from '../../i18n/languages';
import { useLanguage } from '../../i18n/useLanguage';
import { searchCrops } from '../../lib/cropSearch';
import { formatNumber } from '../../lib/format';
import { categoryLabel, tierLabel } from '../../lib/gameLabels';
import { sortByName } from '../../lib/sortByName';
import { ComboboxToggle } from '../ComboboxToggle';
import { GameIcon } from '../GameIcon';
import { keepComboboxSelection } from '../keepComboboxSelection';

/** Alphabetical (by code point, so the server and every browser agree) and indexed once for searching. */
const sortedCrops: readonly Crop[] = sortByName(crops);
const cropsByCategory = new Map<string, readonly Crop[]>(
  categories.map((category) => [category, sortedCrops.filter((crop) => crop.category === category)]),
);

const ALL = '';
/**
 * Options drawn per step: the list opens with the first ones and the rest follow in small non-blocking updates, so
 * opening or clearing the search never stalls typing, even with every crop listed.
 */
const OPTIONS_STEP = 60;
const itemToString = (crop: Crop | null) => crop?.name ?? '';
const itemToKey = (crop: Crop | null) => crop?.id;

const keepSelection = keepComboboxSelection<Crop>(itemToString);

interface CropPickerProps {
  cropId: string;
  onSelect: (cropId: string) => void;
}

/** Accessible combobox (downshift) over all crops, searched by name with typos forgiven, with a category filter. */
export const CropPicker = memo(function CropPicker({ cropId, onSelect }: CropPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const selected = getCrop(cropId);
  const [category, setCategory] = useState(ALL);
  const menuId = `${id}menu`;
  const itemId = useCallback((index: number) => `${id}option-${index}`, [id]);
  const [inputValue, setInputValue] = useState(selected.name);
  // A crop chosen elsewhere (a link opened, Reset) shows its name in the field.
  const [named, setNamed] = useState(cropId);
  if (named !== cropId) {
    setNamed(cropId);
    setInputValue(selected.name);
  }
  // Showing the chosen crop's name means "no search yet": the list then shows every crop of the category.
  const query = inputValue === selected.name ? '' : inputValue;
  const items = useMemo(
    () => searchCrops(category === ALL ? sortedCrops : (cropsByCategory.get(category) ?? []), query),
    [category, query],
  );
  const categoryOptions = useMemo(() => {
    const collator = new Intl.Collator(LOCALE_TAGS[language]);
    return categories
      .map((value) => ({ value, label: categoryLabel(t, value), total: cropsByCategory.get(value)?.length ?? 0 }))
      .sort((a, b) => collator.compare(a.label, b.label));
  }, [language, t]);
  const details = useMemo(() => {
    const categoryNames = new Map(categoryOptions.map((option) => [option.value, option.label]));
    const tierNames = new Map([...TIERS, null].map((tier) => [tier, tierLabel(t, tier)]));
    return (crop: Crop) => `${tierNames.get(crop.tier)} · ${categoryNames.get(crop.category) ?? crop.category}`;
  }, [categoryOptions, t]);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } = useCombobox<Crop>({
    id: `${id}crop`,
    menuId,
    getItemId: itemId,
    items,
    selectedItem: selected,
    inputValue,
    itemToString,
    itemToKey,
    defaultHighlightedIndex: 0,
    stateReducer: keepSelection,
    // Typing is taken from the input's own event (below); this brings in the other changes: a crop chosen,
    // Escape, leaving the field.
    onInputValueChange: (changes) => {
      if (changes.type !== useCombobox.stateChangeTypes.InputChange) setInputValue(changes.inputValue ?? '');
    },
    onSelectedItemChange: (changes) => {
      if (changes.selectedItem) onSelect(changes.selectedItem.id);
    },
  });

  // How many options are drawn; it starts over whenever the list opens or its items change.
  const [progress, setProgress] = useState({ items, isOpen, drawn: OPTIONS_STEP });
  const drawn = progress.items === items && progress.isOpen === isOpen ? progress.drawn : OPTIONS_STEP;
  const [, startTransition] = useTransition();
  useEffect(() => {
    if (isOpen && drawn < items.length) startTransition(() => setProgress({ items, isOpen, drawn: drawn + OPTIONS_STEP }));
  }, [items, isOpen, drawn]);
  const shown = items.slice(0, drawn);

  // Downshift scrolls to the highlighted option when the highlight moves; if that option was not drawn yet (the
  // chosen crop far down the list, or End), it is brought into view here once it exists.
  const scrollPending = useRef(false);
  useEffect(() => {
    if (!isOpen || highlightedIndex < 0) return;
    if (highlightedIndex >= drawn) {
      scrollPending.current = true;
      return;
    }
    if (!scrollPending.current) return;
    scrollPending.current = false;
    const menu = document.getElementById(menuId);
    const option = document.getElementById(itemId(highlightedIndex));
    if (menu && option) menu.scrollTop = option.offsetTop - (menu.clientHeight - option.offsetHeight) / 2;
  }, [isOpen, highlightedIndex, drawn, menuId, itemId]);

  const categoryId = `${id}category`;
  const noMatches = isOpen && items.length === 0;
  return (
    <div className="crop-picker">
      <div className="combobox">
        <label className="field__label" {...getLabelProps()}>
          {t('crop.picker.label')}
        </label>
        <div className="combobox__control">
          <GameIcon kind="crop" id={selected.id} tier={selected.tier} />
          <input
            className="combobox__input"
            spellCheck={false}
            data-testid="crop-input"
            // Typing updates the search in the keystroke's own event: downshift reports changes from an effect,
            // after the render, and a fast next keystroke would be drawn over with what the field held before.
            {...getInputProps({ onChange: (event) => setInputValue(event.currentTarget.value) })}
          />
          <ComboboxToggle {...getToggleButtonProps()} labelText={t('crop.picker.toggle')} />
        </div>
        <ul className="combobox__menu" {...getMenuProps()} hidden={!isOpen || items.length === 0}>
          {isOpen
            ? shown.map((crop, index) => (
                <li
                  key={crop.id}
                  className={[
                    'combobox-option',
                    index === highlightedIndex ? 'combobox-option--highlighted' : '',
                    crop.id === selected.id ? 'combobox-option--selected' : '',
                  ].join(' ')}
                  {...getItemProps({ item: crop, index })}
                >
                  <GameIcon kind="crop" id={crop.id} tier={crop.tier} />
                  <span className="combobox-option__text">
                    <span className="combobox-option__name">{crop.name}</span>
                    <span className="combobox-option__details">{details(crop)}</span>
                  </span>
                </li>
              ))
            : null}
        </ul>
        <p className={noMatches ? 'combobox__empty' : 'visually-hidden'} role="status">
          {noMatches
            ? t('crop.picker.noMatches', { query: inputValue.trim() })
            : isOpen
              ? t('crop.picker.matches', { count: items.length })
              : ''}
        </p>
      </div>
      <div className="crop-picker__filter">
        <label className="field__label" htmlFor={categoryId}>
          {t('crop.picker.category')}
        </label>
        <select id={categoryId} value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value={ALL}>{t('crop.picker.allCategories', { total: formatNumber(sortedCrops.length, language) })}</option>
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
