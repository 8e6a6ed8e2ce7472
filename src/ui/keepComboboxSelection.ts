import { useCombobox, type UseComboboxState, type UseComboboxStateChangeOptions } from 'downshift';

/**
 * Whether a picker's field holds a search: text typed, other than the chosen item's name. While it does, the first
 * match is highlighted, and Enter, Tab or leaving the field takes it (downshift's defaultHighlightedIndex); while it
 * does not (the field empty or showing the choice), nothing is highlighted until the arrow keys or the mouse move to
 * an option, so leaving the field changes nothing by itself.
 */
export const isSearch = (text: string, chosenName: string) => text.trim() !== '' && text !== chosenName;

interface KeepSelectionOptions<T> {
  /** An empty field means no item at all (an optional picker, as the pet picker's "any pet"). */
  emptyMeansNone?: boolean;
  /**
   * Every name an item is found by, which a field left by a tap elsewhere may hold whole (a crop's event forms: "Honey
   * Pepper" is Pepper); by default its name alone.
   */
  namesOf?: (item: T) => readonly string[];
}

/**
 * A downshift state reducer for pickers whose choice is never changed by accident (the crop and pet pickers): Escape
 * closes the list, leaving the field without taking an option puts the chosen item's name back, and an emptied field
 * takes no option: it keeps the choice, or with `emptyMeansNone` chooses none. Enter on a search that matches nothing
 * keeps the list open on its "no match" line: closed, the field would keep the search beside the choice, since
 * downshift only reduces leaving the field while the list is open. A field left by a tap elsewhere (downshift then takes
 * no option, as a phone's player does to close the keyboard) takes the one item its text names whole (by any name of
 * `namesOf`), in any case: "carrot" typed over Moon Mango went back to Moon Mango.
 */
export function keepComboboxSelection<T>(
  itemToString: (item: T | null) => string,
  { emptyMeansNone = false, namesOf = (item) => [itemToString(item)] }: KeepSelectionOptions<T> = {},
) {
  const { InputKeyDownEscape, InputBlur, InputChange, InputKeyDownEnter } = useCombobox.stateChangeTypes;
  const namedBy = (item: T, text: string) => {
    const wanted = text.trim().toLowerCase();
    return namesOf(item).some((name) => name.toLowerCase() === wanted);
  };
  return (state: UseComboboxState<T>, { type, changes, props }: UseComboboxStateChangeOptions<T>): Partial<UseComboboxState<T>> => {
    const chosenName = itemToString(state.selectedItem);
    if (type === InputKeyDownEscape) {
      return { ...changes, selectedItem: state.selectedItem, inputValue: chosenName };
    }
    if (type === InputChange) {
      // Decided here from the text typed: the props downshift reduces a keystroke with are the render's before it, so
      // its default highlight would follow the text as it was (the first letter typed would highlight nothing, and
      // emptying the field would highlight the first item, which Tab then took).
      return { ...changes, highlightedIndex: isSearch(changes.inputValue ?? '', chosenName) ? 0 : -1 };
    }
    if (type !== InputBlur && type !== InputKeyDownEnter) return changes;
    // Downshift puts an option it takes, its selection and its name, in the changes; otherwise they are as they were.
    const taken = changes.selectedItem !== state.selectedItem || changes.inputValue !== state.inputValue;
    const empty = state.inputValue.trim() === '';
    if (taken) return changes;
    // A search that took nothing matched nothing (a match, the chosen item too, would have put its name in the field).
    // Enter on the chosen item with its name in the field is no search, and closes the list as ever.
    if (type === InputKeyDownEnter && isSearch(state.inputValue, chosenName)) return { ...changes, isOpen: state.isOpen };
    if (empty && emptyMeansNone) return { ...changes, selectedItem: null, inputValue: '' };
    const named = type === InputBlur ? props.items.filter((item) => namedBy(item, state.inputValue)) : [];
    if (named.length === 1) return { ...changes, selectedItem: named[0]!, inputValue: itemToString(named[0]!) };
    return { ...changes, selectedItem: state.selectedItem, inputValue: chosenName };
  };
}
