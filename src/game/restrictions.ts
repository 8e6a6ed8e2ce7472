/*
 * Mutations the sources report only on some crops. The data files have no field for this, so the table lives here;
 * scripts/validate-game-data.ts checks that every id in it exists.
 * A restricted mutation is still accepted in a manual calculation (the result carries a warning), but the max-mutation
 * search and the "best next mutation" list leave it out on other crops.
 */
import { getMutation } from './mutationData';
import type { Crop } from './types';

export const MUTATION_CROP_RESTRICTIONS = {
  // The wiki reports Dawnbound only on Sunflower (mutations.json note). crops.json notes that Legacy Sunflower holds the
  // pre-rework Sunflower numbers, i.e. it is the same plant as the wiki's Sunflower, so it is allowed there too.
  dawnbound: ['sunflower', 'legacy-sunflower'],
} as const satisfies Readonly<Record<string, readonly string[]>>;

const restrictionById: ReadonlyMap<string, readonly string[]> = new Map(Object.entries(MUTATION_CROP_RESTRICTIONS));

/** Crop ids the mutation is limited to, or null when it can appear on any crop. */
export function restrictionFor(mutationId: string): readonly string[] | null {
  getMutation(mutationId);
  return restrictionById.get(mutationId) ?? null;
}

export function isMutationAllowedOn(mutationId: string, crop: Crop): boolean {
  const allowed = restrictionFor(mutationId);
  return allowed === null || allowed.includes(crop.id);
}

/** Unchecked variant for engine loops over already-validated ids. */
export function allowedOnCrop(mutationId: string, cropId: string): boolean {
  const allowed = restrictionById.get(mutationId);
  return allowed === undefined || allowed.includes(cropId);
}

export interface RestrictionWarning {
  readonly mutationId: string;
  readonly allowedCropIds: readonly string[];
}

/** Warnings for mutations in the list that the sources do not report on this crop. */
export function restrictionWarnings(mutationIds: readonly string[], cropId: string): RestrictionWarning[] {
  const warnings: RestrictionWarning[] = [];
  for (const mutationId of mutationIds) {
    const allowed = restrictionById.get(mutationId);
    if (allowed !== undefined && !allowed.includes(cropId)) warnings.push({ mutationId, allowedCropIds: allowed });
  }
  return warnings;
}
