import { useTranslation } from 'react-i18next';

/**
 * Placed right after a button that clears what the player entered: once it is clicked, "Cleared. Undo" beside it, in a
 * region screen readers announce (there before it speaks). Until then it is that empty region alone, with no work of
 * its own on a page's start. Undo takes its own button away with the offer, so the focus goes back to the clearing
 * button before it, not to the page's start.
 */
export function UndoStatus({ onUndo }: { onUndo: (() => void) | null }) {
  return <span role="status">{onUndo ? <UndoOffer onUndo={onUndo} /> : null}</span>;
}

function UndoOffer({ onUndo }: { onUndo: () => void }) {
  const { t } = useTranslation();
  return (
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
  );
}
