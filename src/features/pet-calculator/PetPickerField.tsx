/*
 * The pet picker as the page first shows it: the combobox's label, field and list button without the combobox. Its
 * code (downshift, the pet search) loads the first time the field is used or a link names a pet, so the page's first
 * download stays within its budget; a transition keeps this field, focus and typing included, until it has loaded.
 */
import '../../ui/combobox.css';
import { lazy, startTransition, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Pet } from '../../game/pets';
import { ComboboxToggle } from '../../ui/ComboboxToggle';
import type { PetsState } from './usePets';

const PetPicker = lazy(() => import('./PetPicker').then((module) => ({ default: module.PetPicker })));

interface PetPickerFieldProps {
  pets: PetsState;
  selected: Pet | null;
  /** A link names a pet: the picker is needed at once. */
  named: boolean;
  /** The picker is used: the pet data is needed. */
  onWanted: () => void;
  onSelect: (petId: string | null) => void;
}

export function PetPickerField({ pets, selected, named, onWanted, onSelect }: PetPickerFieldProps) {
  const [used, setUsed] = useState(false);
  // Once shown, the combobox stays, also when the pet a link named is cleared.
  if (named && !used) setUsed(true);
  const [draft, setDraft] = useState('');
  // How the field was used, so the combobox takes over where it left off: focused, or with its list open.
  const [handover, setHandover] = useState({ focus: false, open: false });
  const placeholder = (
    <PetPickerPlaceholder
      value={draft}
      onValueChange={setDraft}
      onUse={(way) => {
        // Either way the combobox takes the focus, as its own list button gives it to the field.
        setHandover((before) => ({ focus: true, open: before.open || way === 'open' }));
        onWanted();
        if (!used) startTransition(() => setUsed(true));
      }}
      onLeave={() => setHandover({ focus: false, open: false })}
    />
  );
  // The boundary is there from the start: switching to the combobox in a transition then keeps the field on screen,
  // focused and typed in, until the code is in, instead of showing a fresh fallback.
  return (
    <Suspense fallback={placeholder}>
      {used ? (
        <PetPicker
          pets={pets}
          selected={selected}
          onWanted={onWanted}
          onSelect={onSelect}
          initialInputValue={draft}
          autoFocus={handover.focus}
          // Typed into while loading, the list opens on what was typed, as it would have.
          initialIsOpen={handover.open || (handover.focus && draft !== '')}
        />
      ) : (
        placeholder
      )}
    </Suspense>
  );
}

interface PlaceholderProps {
  value: string;
  onValueChange: (value: string) => void;
  onUse: (way: 'focus' | 'open') => void;
  /** Focus left the field before the combobox loaded: it must not take the focus back. */
  onLeave: () => void;
}

/** The same label, field and button as the combobox, asking for it on focus, typing or a press of the button. */
function PetPickerPlaceholder({ value, onValueChange, onUse, onLeave }: PlaceholderProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="combobox pet-picker">
      <label className="field__label" htmlFor={id}>
        {t('pet.picker.label')}
      </label>
      <div className="combobox__control">
        <input
          id={id}
          role="combobox"
          aria-expanded={false}
          aria-autocomplete="list"
          className="combobox__input"
          spellCheck={false}
          autoComplete="off"
          placeholder={t('pet.picker.placeholder')}
          data-testid="pet-input"
          value={value}
          onChange={(event) => onValueChange(event.currentTarget.value)}
          onFocus={() => onUse('focus')}
          // The keys that open a combobox's list open it once the combobox is in.
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') onUse('open');
          }}
          onBlur={onLeave}
        />
        <ComboboxToggle labelText={t('pet.picker.toggle')} tabIndex={-1} onClick={() => onUse('open')} />
      </div>
      <p className="field__hint" role="status" />
    </div>
  );
}
