/*
 * The mutation picker's two clicks that replace a fruit's mutations whole, which a page lets the player undo. A module
 * of its own, with no imports: the trade checker reads it as it opens, before any of the fruit code it loads on use.
 */
/** The picker's two clicks that replace a fruit's mutations whole, which a page lets the player undo. */
export type MutationClearing = 'clearMutations' | 'maxMutation';

/** Which of the picker's clicks a page's Undo gives back (its undoableClear's clearedBy), if one of them. */
export function mutationClearing(clearedBy: string | undefined): MutationClearing | null {
  return clearedBy === 'clearMutations' || clearedBy === 'maxMutation' ? clearedBy : null;
}
