import { useTranslation } from 'react-i18next';

/**
 * Placed right after a button that clears what the player entered: once it is clicked, "Cleared. Undo" beside it, in a
 * region screen readers announce (there before it speaks). Undo takes its own button away with the offer, so the focus
 * goes back to the clearing button before it, not to the page's start.
 */
export function UndoStatus({ onUndo }: { onUndo: (() => void) | null }) {
  const { t } = useTranslation();
  return (
    <span role="status">
      {onUndo ? (
        <>
          {t('ui.cleared')}{' '}
          <button
            type="button"
            className="button"
            onClick={(event) => {
              onUndo();
              (event.currentTarget.parentNode?.previousSibling as HTMLElement | null)?.focus();
            }}
          >
            {t('ui.undo')}
          </button>
        </>
      ) : null}
    </span>
  );
}
