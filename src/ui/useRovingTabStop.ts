import { useState, type KeyboardEvent } from 'react';

/**
 * A row of buttons as one tab stop (the ARIA Authoring Practices' toolbar, with a roving tabindex): Tab enters at the
 * button last focused and leaves the row, so a long row (105 chips after Max mutation) is not 105 Tabs long. Left and
 * Right move along it, swapped on a right-to-left page where the row reads from the right; Home and End go to its ends.
 * The focus may also arrive from elsewhere (a click, a removal's useFocusAfterRemoval): that button becomes the stop.
 */
export function useRovingTabStop(
  count: number,
  direction: 'ltr' | 'rtl',
): {
  tabIndexAt: (index: number) => 0 | -1;
  focusedAt: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
} {
  const [focused, setFocused] = useState(0);
  // A row that got shorter keeps its stop on its last button.
  const stop = Math.min(focused, count - 1);
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return {
    tabIndexAt: (index) => (index === stop ? 0 : -1),
    focusedAt: setFocused,
    onKeyDown: (event) => {
      const buttons = [...event.currentTarget.querySelectorAll('button')];
      const from = buttons.indexOf(event.target as HTMLButtonElement);
      const to = { [forward]: from + 1, [backward]: from - 1, Home: 0, End: buttons.length - 1 }[event.key];
      if (from < 0 || to === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      event.preventDefault();
      // At either end the focus stays put: the row does not wrap round.
      buttons[Math.max(0, Math.min(to, buttons.length - 1))]?.focus();
    },
  };
}
