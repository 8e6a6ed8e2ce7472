import { useRef, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';

interface UndoableClearButtonProps {
  /** The button's label. */
  children: ReactNode;
  onClear: () => void;
  /** Gives back what the last clear took; null when there is nothing to undo (anything else changed the page since). */
  onUndo: (() => void) | null;
  /**
   * Nothing is left to clear (what the click keeps is all there is): the button stays, focusable where the focus may be
   * and beside its Undo, but says it does nothing (aria-disabled) and does nothing.
   */
  nothingToClear?: boolean;
  testId: string;
}

/**
 * A button that clears what the player entered, and beside it, once clicked, "Cleared. Undo" in a region screen readers
 * announce (there before it speaks). Until then that region is empty, with no work of its own on a page's start. Undo
 * takes its own button away with the offer, so the focus goes back to the clearing button, not to the page's start.
 */
export function UndoableClearButton({ children, onClear, onUndo, nothingToClear = false, testId }: UndoableClearButtonProps) {
  const clearButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={clearButton}
        type="button"
        className="button"
        aria-disabled={nothingToClear || undefined}
        onClick={nothingToClear ? undefined : onClear}
        data-testid={testId}
      >
        {children}
      </button>
      <span role="status">
        {onUndo ? (
          <UndoOffer
            onUndo={() => {
              onUndo();
              clearButton.current?.focus();
            }}
          />
        ) : null}
      </span>
    </>
  );
}

/**
 * "Cleared. Undo", or Undo alone (`saysCleared` false: what it gives back is said beside it, as Max mutation's message
 * does). Its place in a live region is the caller's.
 */
export function UndoOffer({ onUndo, saysCleared = true, testId }: { onUndo: () => void; saysCleared?: boolean; testId?: string }) {
  const { t } = useI18n();
  return (
    <>
      {saysCleared ? <>{t('ui.cleared')} </> : null}
      <button type="button" className="button" onClick={onUndo} data-testid={testId}>
        {t('ui.undo')}
      </button>
    </>
  );
}
