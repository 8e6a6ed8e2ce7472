/*
 * A mutation's worth on a few well-known crops: one Normal fruit at its crop's base weight, valued by the engine
 * without mutations and with this one. A mutation the sources report only on some crops is shown on those.
 */
import { cropValue, defaultWeightOf, restrictionFor } from '../../game';
import { getCrop } from '../../game/crops';
import type { CropQueryState } from '../../links/cropQuery';

/** The calculator's first crop, a common berry and the wiki's best-known fruit. */
export const EXAMPLE_CROP_IDS: readonly string[] = ['carrot', 'strawberry', 'moon-mango'];

export interface MutationExample {
  readonly cropId: string;
  readonly without: number;
  readonly with: number;
  /** The calculator state of the fruit with the mutation (the link's `crop` and `m`). */
  readonly state: Partial<CropQueryState>;
}

export function exampleCropIds(mutationId: string): readonly string[] {
  return restrictionFor(mutationId)?.slice(0, EXAMPLE_CROP_IDS.length) ?? EXAMPLE_CROP_IDS;
}

export function mutationExamples(mutationId: string): MutationExample[] {
  return exampleCropIds(mutationId).map((cropId) => {
    const crop = getCrop(cropId);
    const fruit = { crop, weightKg: defaultWeightOf(crop), variantId: 'normal' as const };
    return {
      cropId,
      without: cropValue({ ...fruit, mutationIds: [] }).value,
      with: cropValue({ ...fruit, mutationIds: [mutationId] }).value,
      state: { cropId, mutationIds: [mutationId] },
    };
  });
}
