import { describe, expect, it } from 'vitest';
import { addCrops, findCrop, getCrop } from './cropIndex';
import { isGameInputError } from './errors';
import type { Crop } from './types';

// This file imports the index alone, without the crop table (data.ts): the index starts empty, as on a page given its
// crops by the build.
const given = { id: 'carrot', name: 'Carrot' } as Crop;

describe('the crop index', () => {
  it('knows only the crops added to it, and refuses others as the engine refuses any unknown crop', () => {
    expect(findCrop('carrot')).toBeUndefined();
    addCrops([given]);
    expect(getCrop('carrot')).toBe(given);
    expect(findCrop('moon-mango')).toBeUndefined();
    let refusal: unknown;
    try {
      getCrop('moon-mango');
    } catch (error) {
      refusal = error;
    }
    expect(isGameInputError(refusal) && refusal.code).toBe('unknown-crop');
  });

  it('keeps a crop it knows when the same crop is added again (the table after the page’s copy)', () => {
    addCrops([given]);
    addCrops([{ ...given }, { id: 'moon-mango', name: 'Moon Mango' } as Crop]);
    expect(getCrop('carrot')).toBe(given);
    expect(getCrop('moon-mango').name).toBe('Moon Mango');
  });
});
