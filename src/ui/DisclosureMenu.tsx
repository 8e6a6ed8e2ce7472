import { useEffect, useRef, useState, type ReactNode } from 'react';
import { PrerenderedUntilChanged } from './prerenderedHtml';

interface DisclosureMenuProps {
  className: string;
  /** The button's content, and its name for screen readers when the content is only an icon or a short code. */
  summary: ReactNode;
  label: string;
  testId?: string;
  /** The menu's content; `close` is for its links, so the menu shuts once one is followed. */
  children: (close: () => void) => ReactNode;
}

/**
 * A menu behind a button, on a native `<details>`: it opens before the script runs, screen readers announce it as
 * expandable, and Escape (back to the button) or a click elsewhere closes it.
 */
export function DisclosureMenu({ className, summary, label, testId, children }: DisclosureMenuProps) {
  const menu = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  // Until its button is first reached, the menu's contents stay as the prerender wrote them, hidden, and React need not
  // take them over (their links work as plain ones). Reaching the button draws them before the menu opens.
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!menu.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  // An item that closes the menu (a colour picked, a link followed) gives the focus back to the menu's button: hidden
  // with the panel, it left the focus on the page's start.
  // The focused item's own menu, not the ref: `close` is handed to the menu's content as it renders.
  const close = () => {
    const focusedIn = document.activeElement?.closest('details.disclosure-menu');
    setOpen(false);
    focusedIn?.querySelector('summary')?.focus();
  };

  return (
    <details
      ref={menu}
      className={`disclosure-menu ${className}`}
      data-testid={testId}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      // Tabbing out of an open menu closes it: left open, it covered the page the focus went on to. A click on no
      // control (no next focus) is left to the click handler above.
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
      onKeyDown={(event) => {
        // The element, not the state: the browser reports an opening by a toggle event that may not have come yet.
        if (event.key !== 'Escape' || !event.currentTarget.open) return;
        event.currentTarget.open = false;
        setOpen(false);
        menu.current?.querySelector('summary')?.focus();
      }}
    >
      <summary className="disclosure-menu__button" aria-label={label} onFocus={reach} onPointerDown={reach}>
        {summary}
      </summary>
      <div className="disclosure-menu__panel">
        <PrerenderedUntilChanged unchanged={!reached && !open}>{children(close)}</PrerenderedUntilChanged>
      </div>
    </details>
  );
}
