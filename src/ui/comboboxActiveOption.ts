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
