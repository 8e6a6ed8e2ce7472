/*
 * What the combination rules mean for one mutation, for its wiki page: the chains and fusions that name it and what
 * the game does when each mutation it cannot share a fruit with is added. Read from the engine's own rule list and
 * preview (mutationRules.ts), so a page never restates a rule.
 */
import { mutationMultiplierOf } from './formula';
import { getMutation } from './mutationData';
import { mutationRules, previewAddMutation, type MutationPreview, type MutationRule } from './mutationRules';

/** What the mutation adds to a fruit's mutation multiplier (MutMulti): its multiplier minus 1, by the game's sum. */
export function mutationAddition(mutationId: string): number {
  return mutationMultiplierOf([getMutation(mutationId).multiplier]) - mutationMultiplierOf([]);
}

type Fusion = Extract<MutationRule, { kind: 'fusion' }>;
type Chain = Extract<MutationRule, { kind: 'chain' }>;

export interface MutationRoles {
  /** Fusions whose result is this mutation. */
  readonly madeBy: readonly Fusion[];
  /** Fusions that need this mutation: what it becomes. */
  readonly fusesInto: readonly Fusion[];
  /** Chains it is a member of: of the members present, only the first listed stays. */
  readonly chains: readonly Chain[];
}

export function mutationRoles(mutationId: string): MutationRoles {
  getMutation(mutationId);
  const fusions = mutationRules.filter((rule): rule is Fusion => rule.kind === 'fusion');
  return {
    madeBy: fusions.filter((rule) => rule.resultId === mutationId),
    fusesInto: fusions.filter((rule) => rule.requires.some((group) => group.includes(mutationId))),
    chains: mutationRules.filter((rule): rule is Chain => rule.kind === 'chain' && rule.memberIds.includes(mutationId)),
  };
}

export interface MutationConflict {
  readonly otherId: string;
  /** What the game does when the other mutation reaches a fruit that holds this one, and the rules behind it. */
  readonly preview: MutationPreview;
}

/** The mutations that cannot be on a fruit together with this one (the data's list), each with the game's outcome. */
export function mutationConflicts(mutationId: string): MutationConflict[] {
  return getMutation(mutationId).conflictsWith.map((otherId) => ({ otherId, preview: previewAddMutation([mutationId], otherId) }));
}
