import { useCombobox } from 'downshift';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PetSummary } from '../../game/petRoster';
import { useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { tierLabel } from '../../lib/gameText';
import { searchPets } from '../../lib/petSearch';
import { sortByName } from '../../lib/sortByName';
import { useComboboxHandover } from '../../ui/ComboboxOnFirstUse';
import { ComboboxOption } from '../../ui/ComboboxOption';
import { ComboboxToggle } from '../../ui/ComboboxToggle';
import { GameIcon } from '../../ui/GameIcon';
import { keepComboboxSelection } from '../../ui/keepComboboxSelection';
import type { PetsState } from './usePets';

const itemToString = (pet: PetSummary | null) => pet?.name ?? '';
const itemToKey = (pet: PetSummary | null) => pet?.id;

const keepSelection = keepComboboxSelection<PetSummary>(itemToString);

interface PetPickerProps {
  pets: PetsState;
  selected: PetSummary | null;
  /** The picker is used: the pet data is needed. */
  onWanted: () => void;
  onSelect: (petId: string | null) => void;
}

/** An optional accessible combobox (downshift, like the crop picker) over every pet, searched with typos forgiven. */
export function PetPicker({ pets, selected, onWanted, onSelect }: PetPickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const handover = useComboboxHandover();
  const sorted = useMemo(() => (pets.status === 'ready' ? sortByName(pets.module.petRoster) : []), [pets]);
  const [inputValue, setInputValue] = useState(selected?.name ?? handover?.initialInputValue ?? '');
  const [shownFor, setShownFor] = useState(selected);
  if (shownFor !== selected) {
    setShownFor(selected);
    setInputValue(selected?.name ?? '');
  }
  const query = selected && inputValue === selected.name ? '' : inputValue;
  const items = useMemo(() => searchPets(sorted, query), [sorted, query]);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<PetSummary>({
      id: `${id}pet`,
      items,
      selectedItem: selected,
      inputValue,
      itemToString,
      itemToKey,
      defaultHighlightedIndex: 0,
      initialIsOpen: handover?.initialIsOpen ?? false,
      stateReducer: keepSelection,
      onInputValueChange: (changes) => {
        if (changes.type !== useCombobox.stateChangeTypes.InputChange) setInputValue(changes.inputValue ?? '');
      },
      onSelectedItemChange: (changes) => onSelect(changes.selectedItem?.id ?? null),
      onIsOpenChange: (changes) => {
        if (changes.isOpen) onWanted();
      },
    });

  const status =
    pets.status === 'loading'
      ? t('pet.picker.loading')
      : isOpen && items.length === 0
        ? t('pet.picker.noMatches', { query: inputValue.trim() })
        : isOpen
          ? t('pet.picker.matches', { count: items.length, n: formatNumber(items.length, language) })
          : '';
  return (
    <div className="combobox pet-picker">
      <label className="field__label" {...getLabelProps()}>
        {t('pet.picker.label')}
      </label>
      <div className="combobox__control">
        <input
          className="combobox__input"
          spellCheck={false}
          placeholder={t('pet.picker.placeholder')}
          data-testid="pet-input"
          {...getInputProps({ ref: handover?.inputRef, onChange: (event) => setInputValue(event.currentTarget.value), onFocus: onWanted })}
        />
        <ComboboxToggle {...getToggleButtonProps()} labelText={t('pet.picker.toggle')} />
      </div>
      <ul className="combobox__menu" {...getMenuProps()} hidden={!isOpen || items.length === 0}>
        {isOpen
          ? items.map((pet, index) => (
              <ComboboxOption
                key={pet.id}
                itemProps={getItemProps({ item: pet, index })}
                icon={<GameIcon kind="pet" id={pet.id} tier={pet.rarity} />}
                name={pet.name}
                details={tierLabel(t, pet.rarity)}
                highlighted={index === highlightedIndex}
                selected={pet.id === selected?.id}
              />
            ))
          : null}
      </ul>
      <p className="field__hint" role="status">
        {status}
      </p>
      {selected ? (
        <button type="button" className="button button--small" onClick={() => onSelect(null)} data-testid="pet-clear">
          {t('pet.picker.clear')}
        </button>
      ) : null}
    </div>
  );
}
