import { useState, type KeyboardEvent } from 'react';

/**
 * A row of buttons as one tab stop (the ARIA Authoring Practices' toolbar, with a roving tabindex): Tab enters at the
 * button last focused and leaves the row, so a long row (105 chips after Max mutation) is not 105 Tabs long. Left and
 * Right move along it, swapped on a right-to-left page where the row reads from the right; Home and End go to its ends.
 * The focus may also arrive from elsewhere (a click, a removal's useFocusAfterRemoval): that button becomes the stop.
 * The stop is remembered by the button's key, not its place, so buttons added or removed before it do not move it.
 */
export function useRovingTabStop(
  keys: readonly string[],
  direction: 'ltr' | 'rtl',
): {
  tabIndexAt: (index: number) => 0 | -1;
  focusedAt: (index: number) => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
} {
  // Until a button is focused, the stop is the first (no key is '').
  const [focused, setFocused] = useState({ key: '', index: 0 });
  const at = keys.indexOf(focused.key);
  // Its button moved (buttons added or removed before it): its place is where it is now, for the rule below.
  if (at >= 0 && at !== focused.index) setFocused({ key: focused.key, index: at });
  // Once its button is gone, the stop is the one now at its place, or the last if the row got shorter.
  const stop = at < 0 ? Math.min(focused.index, keys.length - 1) : at;
  const forward = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
  const backward = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
  return {
    tabIndexAt: (index) => (index === stop ? 0 : -1),
    focusedAt: (index) => {
      const key = keys[index] ?? '';
      // The same button focused again (Tab out and back) renders nothing again.
      setFocused((last) => (last.key === key && last.index === index ? last : { key, index }));
    },
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
