import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a keyboard user in place when the button they pressed leaves a list (a chip removed, a suggestion taken): once
 * `items` changes, the focus goes to the list's button now at that place (the next one), the last if the list got
 * shorter, or `fallback` when none is left, instead of falling to the page. Call `removedAt(index)` in the press.
 */
export function useFocusAfterRemoval(
  list: RefObject<HTMLElement | null>,
  fallback: RefObject<HTMLElement | null>,
  items: unknown,
): (index: number) => void {
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const at = pending.current;
    if (at === null) return;
    pending.current = null;
    const buttons = list.current?.querySelectorAll('button') ?? [];
    (buttons[Math.min(at, buttons.length - 1)] ?? fallback.current)?.focus();
  }, [items, list, fallback]);
  return (index) => {
    pending.current = index;
  };
}
