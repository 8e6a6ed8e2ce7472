import { describe, expect, it } from 'vitest';
import { crops, getCrop } from './crops';
import {
  INFERRED_RESTRICTION_CROPS,
  inferredCropsFor,
  isMutationAllowedOn,
  MUTATION_CROP_RESTRICTIONS,
  mutations,
  reportedCropsFor,
  restrictionFor,
  restrictionWarnings,
} from './mutationData';
import { cropValue } from './value';

describe('crop-restricted mutations', () => {
  it('limits Dawnbound to Sunflower and Legacy Sunflower', () => {
    expect(restrictionFor('dawnbound')).toEqual(['sunflower', 'legacy-sunflower']);
    expect(isMutationAllowedOn('dawnbound', getCrop('sunflower'))).toBe(true);
    expect(isMutationAllowedOn('dawnbound', getCrop('legacy-sunflower'))).toBe(true);
    expect(isMutationAllowedOn('dawnbound', getCrop('candy-sunflower'))).toBe(false);
    expect(isMutationAllowedOn('dawnbound', getCrop('carrot'))).toBe(false);
  });

  // The calculator and the value list said "The sources report Dawnbound only on Sunflower, Legacy Sunflower".
  it('gives as the sources’ word only the crops they name, never the site’s inference', () => {
    expect(reportedCropsFor('dawnbound')).toEqual(['sunflower']);
    expect(reportedCropsFor('frozen')).toBeNull();
  });

  it('says which allowed crops are the site’s inference: the source names Sunflower only, not Legacy Sunflower', () => {
    expect(inferredCropsFor('dawnbound')).toEqual([{ cropId: 'legacy-sunflower', takenFor: 'sunflower' }]);
    expect(inferredCropsFor('frozen')).toEqual([]);
    for (const [mutationId, inferred] of Object.entries(INFERRED_RESTRICTION_CROPS)) {
      const allowed = restrictionFor(mutationId)!;
      for (const { cropId, takenFor } of inferred) {
        expect(allowed, `${mutationId} allows ${cropId}`).toContain(cropId);
        expect(allowed, `${mutationId} allows ${takenFor}`).toContain(takenFor);
        expect(
          inferred.map((crop) => crop.cropId),
          `${takenFor} is named by a source`,
        ).not.toContain(takenFor);
      }
    }
  });

  it('leaves every other mutation unrestricted', () => {
    expect(restrictionFor('frozen')).toBeNull();
    expect(isMutationAllowedOn('frozen', getCrop('carrot'))).toBe(true);
  });

  it('names only existing mutations and crops', () => {
    const cropIds = new Set(crops.map((crop) => crop.id));
    const mutationIds = new Set(mutations.map((mutation) => mutation.id));
    for (const [mutationId, allowed] of Object.entries(MUTATION_CROP_RESTRICTIONS)) {
      expect(mutationIds.has(mutationId)).toBe(true);
      for (const cropId of allowed) expect(cropIds.has(cropId)).toBe(true);
    }
  });

  it('still calculates with a warning on other crops', () => {
    const result = cropValue({ crop: getCrop('carrot'), weightKg: 0.275, variantId: 'normal', mutationIds: ['dawnbound'] });
    expect(result.value).toBe(20 * 150);
    expect(result.restrictionWarnings).toEqual([{ mutationId: 'dawnbound', allowedCropIds: ['sunflower', 'legacy-sunflower'] }]);
    expect(
      cropValue({ crop: getCrop('sunflower'), weightKg: 9, variantId: 'normal', mutationIds: ['dawnbound'] }).restrictionWarnings,
    ).toEqual([]);
    expect(restrictionWarnings(['frozen'], 'carrot')).toEqual([]);
  });

  it('rejects unknown ids', () => {
    expect(() => restrictionFor('nope')).toThrow(expect.objectContaining({ code: 'unknown-mutation', field: 'mutationId' }));
    expect(() => isMutationAllowedOn('dawnbound', getCrop('nope'))).toThrow(
      expect.objectContaining({ code: 'unknown-crop', field: 'cropId' }),
    );
  });
});
