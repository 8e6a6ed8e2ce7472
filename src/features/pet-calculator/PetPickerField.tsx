/* The pet picker: its plain field first, the combobox from the first use of the field or when a link names a pet. */
import { lazy } from 'react';
import type { PetSummary } from '../../game/petRoster';
import { useI18n } from '../../i18n/i18n';
import { ComboboxOnFirstUse } from '../../ui/ComboboxOnFirstUse';
import type { PetsState } from './usePets';

const PetPicker = lazy(() => import('./PetPicker').then((module) => ({ default: module.PetPicker })));

interface PetPickerFieldProps {
  pets: PetsState;
  selected: PetSummary | null;
  /** A link names a pet: the picker is needed at once. */
  named: boolean;
  /** The picker is used: the pet data is needed. */
  onWanted: () => void;
  onSelect: (petId: string | null) => void;
}

export function PetPickerField({ pets, selected, named, onWanted, onSelect }: PetPickerFieldProps) {
  const { t } = useI18n();
  return (
    <ComboboxOnFirstUse
      className="combobox pet-picker"
      label={t('pet.picker.label')}
      toggleLabel={t('pet.picker.toggle')}
      placeholder={t('pet.picker.placeholder')}
      testId="pet-input"
      value={selected?.name ?? ''}
      hintClassName="field__hint"
      needed={named}
      onUse={onWanted}
    >
      <PetPicker pets={pets} selected={selected} onWanted={onWanted} onSelect={onSelect} />
    </ComboboxOnFirstUse>
  );
}
