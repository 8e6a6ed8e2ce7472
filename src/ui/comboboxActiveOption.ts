/**
 * A picker field's props with `aria-activedescendant` naming an option only while that option is drawn. Downshift
 * keeps a search's first match highlighted even when nothing matches (the highlight is decided from the text before
 * the list is searched), and names it as the field's active option: a screen reader would then be pointed at an
 * option that does not exist. The crop picker also draws a long list in steps, so the highlight can run ahead of it.
 */
export function withDrawnActiveOption<Props extends { 'aria-activedescendant'?: string }>(
  inputProps: Props,
  highlightedIndex: number,
  drawnOptions: number,
): Props {
  return highlightedIndex < drawnOptions ? inputProps : { ...inputProps, 'aria-activedescendant': '' };
}

/** Where a key sent the highlight past the options drawn, in the list it was sent in. */
export interface HighlightOnItsWay<Item> {
  index: number;
  items: readonly Item[];
}

/**
 * A downshift state reducer's changes with a key's move in an open list held to the options drawn: End (or PageDown,
 * or ArrowUp from the first) while a long list is still drawn in steps highlighted an option not drawn yet, so the
 * field pointed at none, and nothing was said for up to a second. The highlight stops on the last option drawn,
 * which Enter takes as a screen reader names it, and `onItsWay` keeps where it was going, for the list to move it on
 * (once) when that option is drawn. Opening the list on its chosen option is left alone: it is named when drawn, rather
 * than naming another option first; so is a key's move from it before it is drawn (held on the last option drawn,
 * ArrowDown from the chosen crop went back up the list, and Enter took a crop before it).
 */
export function highlightWithinDrawn<Item, State extends { isOpen: boolean; highlightedIndex: number }>(
  state: State,
  changes: Partial<State>,
  drawn: { count: number; items: readonly Item[] },
): { changes: Partial<State>; onItsWay: HighlightOnItsWay<Item> | null } {
  const index = changes.highlightedIndex;
  const heldBack =
    state.isOpen &&
    changes.isOpen !== false &&
    state.highlightedIndex < drawn.count &&
    index !== undefined &&
    index !== state.highlightedIndex &&
    index >= drawn.count;
  return heldBack
    ? { changes: { ...changes, highlightedIndex: drawn.count - 1 }, onItsWay: { index, items: drawn.items } }
    : { changes, onItsWay: null };
}
