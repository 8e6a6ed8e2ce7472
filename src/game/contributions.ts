/* How much each mutation is worth on a fruit, and which one to add next. */
import { mutationMultiplierOf } from './formula';
import { allowedOnCrop, mutationAt, mutationIndicesOf, mutations } from './mutationData';
import { previewAddIndex, resolveIndices, type MutationChange, type MutationPreview } from './mutationRules';
import type { Crop } from './types';

export interface MutationContribution {
  readonly mutationId: string;
  readonly multiplier: number;
  /** m − 1: what the mutation adds to MutMulti. */
  readonly contribution: number;
  /** contribution / MutMulti. */
  readonly share: number;
}

export interface MutationContributions {
  readonly resolvedMutationIds: readonly string[];
  readonly mutationChanges: readonly MutationChange[];
  readonly mutationMultiplier: number;
  /** 1 / MutMulti: the part every fruit has; with the items' shares it sums to 1. */
  readonly baseShare: number;
  /** Largest contribution first (ties in data order). */
  readonly items: readonly MutationContribution[];
}

const multipliersOf = (indices: readonly number[]) => indices.map((index) => mutationAt(index).multiplier);

/** Contributions on the fruit the game would hold for these mutations (the list is resolved first). */
export function mutationContributions(mutationIds: readonly string[]): MutationContributions {
  const { indices, changes } = resolveIndices(mutationIndicesOf(mutationIds), true);
  const mutationMultiplier = mutationMultiplierOf(multipliersOf(indices));
  const items = indices
    .map((index) => {
      const { id, multiplier } = mutationAt(index);
      return { mutationId: id, multiplier, contribution: multiplier - 1, share: (multiplier - 1) / mutationMultiplier };
    })
    .sort((a, b) => b.contribution - a.contribution);
  return {
    resolvedMutationIds: indices.map((index) => mutationAt(index).id),
    mutationChanges: changes,
    mutationMultiplier,
    baseShare: 1 / mutationMultiplier,
    items,
  };
}

export interface NextMutationOption extends MutationPreview {
  /** MutMulti of the fruit after adding the candidate. */
  readonly mutationMultiplier: number;
  /** New MutMulti − current MutMulti; negative when a fusion destroys more than it creates. */
  readonly gain: number;
}

/**
 * Every mutation not on the (resolved) fruit and allowed on the crop, with the fruit it would produce and the change
 * in MutMulti, best first (ties in data order). Candidates whose rule removes them again have gain ≤ 0 and
 * `effect: 'changes'`; the UI may hide them. A mutation whose rules the data does not know is no candidate: what adding
 * it makes is not known, as the max set leaves it out for the same reason (maxMutation.ts).
 */
export function bestNextMutations(crop: Crop, mutationIds: readonly string[]): NextMutationOption[] {
  const current = resolveIndices(mutationIndicesOf(mutationIds), false).indices;
  const currentMultiplier = mutationMultiplierOf(multipliersOf(current));
  const options: NextMutationOption[] = [];
  mutations.forEach((mutation, candidate) => {
    if (current.includes(candidate) || !mutation.rulesKnown || !allowedOnCrop(mutation.id, crop.id)) return;
    const { preview, indices } = previewAddIndex(current, candidate);
    const mutationMultiplier = mutationMultiplierOf(multipliersOf(indices));
    options.push({ ...preview, mutationMultiplier, gain: mutationMultiplier - currentMultiplier });
  });
  // Array.prototype.sort is stable, so equal gains keep data order.
  return options.sort((a, b) => b.gain - a.gain);
}
