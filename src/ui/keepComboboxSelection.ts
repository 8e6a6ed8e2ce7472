import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';

/**
 * A downshift state reducer for pickers whose choice is never cleared by accident (the crop and pet pickers): Escape
 * closes the list and leaving the field puts the chosen item's name back.
 */
export function keepComboboxSelection<T>(itemToString: (item: T | null) => string) {
  return (state: UseComboboxState<T>, { type, changes }: UseComboboxStateChangeOptions<T>): Partial<UseComboboxState<T>> => {
    const { InputKeyDownEscape, InputBlur } = useCombobox.stateChangeTypes;
    if (type === InputKeyDownEscape) {
      return { ...changes, selectedItem: state.selectedItem, inputValue: itemToString(state.selectedItem) };
    }
    if (type === InputBlur && (changes.selectedItem ?? state.selectedItem) === state.selectedItem) {
      return { ...changes, inputValue: itemToString(state.selectedItem) };
    }
    return changes;
  };
}
