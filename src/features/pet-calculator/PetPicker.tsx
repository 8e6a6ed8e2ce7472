import { useCombobox } from 'downshift';
import { useId, useMemo, useState } from 'react';
import type { PetSummary } from '../../game/petRoster';
import { useI18n, useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { searchPets } from '../../lib/petSearch';
import { sortByName } from '../../lib/sortByName';
import { AnswerAnnouncement } from '../../ui/AnswerAnnouncement';
import { withDrawnActiveOption } from '../../ui/comboboxActiveOption';
import { ComboboxMenu } from '../../ui/ComboboxMenu';
import { useComboboxHandover } from '../../ui/ComboboxOnFirstUse';
import { ComboboxOption } from '../../ui/ComboboxOption';
import { ComboboxToggle } from '../../ui/ComboboxToggle';
import { GameIcon } from '../../ui/GameIcon';
import { isSearch, keepComboboxSelection } from '../../ui/keepComboboxSelection';
import { useSelectAllOnTap } from '../../ui/useSelectAllOnTap';
import { petRarityText } from './petTexts';
import type { PetsState } from './usePets';

const itemToString = (pet: PetSummary | null) => pet?.name ?? '';
const itemToKey = (pet: PetSummary | null) => pet?.id;

// The field emptied is the choice the placeholder names: any pet, as "No particular pet" gives.
const keepSelection = keepComboboxSelection<PetSummary>(itemToString, { emptyMeansNone: true });

interface PetPickerProps {
  pets: PetsState;
  selected: PetSummary | null;
  /** The picker is used: the pet data is needed. */
  onWanted: () => void;
  onSelect: (petId: string | null) => void;
}

/** An optional accessible combobox (downshift, like the crop picker) over every pet, searched with typos forgiven. */
export function PetPicker({ pets, selected, onWanted, onSelect }: PetPickerProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const id = useId();
  const handover = useComboboxHandover();
  const selectAllOnTap = useSelectAllOnTap();
  const inputId = `${id}pet-input`;
  const sorted = useMemo(() => (pets.status === 'ready' ? sortByName(pets.module.petRoster) : []), [pets]);
  const [inputValue, setInputValue] = useState(selected?.name ?? handover?.initialInputValue ?? '');
  const [shownFor, setShownFor] = useState(selected);
  if (shownFor !== selected) {
    setShownFor(selected);
    setInputValue(selected?.name ?? '');
  }
  const searching = isSearch(inputValue, itemToString(selected));
  const query = searching ? inputValue : '';
  const items = useMemo(() => searchPets(sorted, query), [sorted, query]);

  const { isOpen, highlightedIndex, getLabelProps, getInputProps, getMenuProps, getItemProps, getToggleButtonProps } =
    useCombobox<PetSummary>({
      id: `${id}pet`,
      inputId,
      items,
      selectedItem: selected,
      inputValue,
      itemToString,
      itemToKey,
      // Only a search highlights its first match; otherwise the list opens on the chosen pet, if any (see isSearch).
      defaultHighlightedIndex: searching ? 0 : undefined,
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
          {...withDrawnActiveOption(
            getInputProps({
              ref: handover?.inputRef,
              onChange: (event) => setInputValue(event.currentTarget.value),
              onFocus: onWanted,
              ...selectAllOnTap,
            }),
            highlightedIndex,
            isOpen ? items.length : 0,
          )}
        />
        <ComboboxToggle {...getToggleButtonProps()} labelText={t('pet.picker.toggle')} />
      </div>
      <ComboboxMenu menuProps={getMenuProps()} hidden={!isOpen || items.length === 0}>
        {isOpen
          ? items.map((pet, index) => (
              <ComboboxOption
                key={pet.id}
                itemProps={getItemProps({ item: pet, index })}
                icon={<GameIcon kind="pet" id={pet.id} tier={pet.rarity} />}
                name={pet.name}
                details={petRarityText(t, pet.rarity)}
                highlighted={index === highlightedIndex}
                selected={pet.id === selected?.id}
              />
            ))
          : null}
      </ComboboxMenu>
      <p className="field__hint">{status}</p>
      {/* Told once typing settles: said at every key, a screen reader read a count for each letter typed. */}
      <AnswerAnnouncement answer={status} testId="pet-picker-status" />
      {/* Gone as soon as the field is emptied, which already means no particular pet: Tab from the emptied field would
          otherwise move to this button just as leaving the field clears the pet and removes it, losing the focus. */}
      {selected && inputValue.trim() !== '' ? (
        <button
          type="button"
          className="button button--small"
          onClick={() => {
            onSelect(null);
            // The button goes with the pet: the focus goes to the field, where another pet is chosen.
            document.getElementById(inputId)?.focus();
          }}
          data-testid="pet-clear"
        >
          {t('pet.picker.clear')}
        </button>
      ) : null}
    </div>
  );
}
