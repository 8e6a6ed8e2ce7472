import { useRef, type MouseEvent, type PointerEvent } from 'react';

/**
 * For a picker's field, which shows the chosen item's name: tapped or clicked into, it selects that name, so what the
 * player types replaces it ("moon mango", not "Carrotmoon mango"), as Tab already does. A tap in the field while it has
 * the focus places the caret as usual, to mend a search.
 */
export function useSelectAllOnTap() {
  const tappedInto = useRef(false);
  return {
    onPointerDown: (event: PointerEvent<HTMLInputElement>) => {
      tappedInto.current = document.activeElement !== event.currentTarget;
    },
    onClick: (event: MouseEvent<HTMLInputElement>) => {
      // setSelectionRange, not select(): iOS Safari does not always honour select() on a tap.
      if (tappedInto.current) event.currentTarget.setSelectionRange(0, event.currentTarget.value.length);
      tappedInto.current = false;
    },
  };
}
