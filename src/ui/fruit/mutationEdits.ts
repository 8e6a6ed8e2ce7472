/*
 * A fruit's mutations as a player edits them: every change goes through the engine's rules, so a fruit only ever holds
 * a set it can really have, and what the rules did is kept to be told (see mutationText).
 */
import { previewAddMutation, resolveMutations, type MaxMutationResult, type MutationChange, type MutationPreview } from '../../game';

/** Something the game's rules did to the mutations, shown to the player as it happens. */
export type MutationEvent =
  | { kind: 'added'; preview: MutationPreview }
  | { kind: 'resolved'; changes: readonly MutationChange[] }
  | { kind: 'max'; result: MaxMutationResult };

export interface MutationEdit {
  mutationIds: readonly string[];
  event: MutationEvent | null;
}

/** Picks or unpicks one mutation, as the game would keep the set. */
export function toggleMutation(current: readonly string[], mutationId: string): MutationEdit {
  if (current.includes(mutationId)) {
    const resolved = resolveMutations(current.filter((id) => id !== mutationId));
    return {
      mutationIds: resolved.mutationIds,
      event: resolved.changes.length > 0 ? { kind: 'resolved', changes: resolved.changes } : null,
    };
  }
  const preview = previewAddMutation(current, mutationId);
  return { mutationIds: preview.mutationIds, event: preview.effect === 'changes' ? { kind: 'added', preview } : null };
}
