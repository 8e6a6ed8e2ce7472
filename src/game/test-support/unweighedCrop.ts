/*
 * A crop whose value the sources know but not its weight. Since the August 2026 import every shipped crop has its
 * weight, but the engine and the pages still take a crop without one (`weights: null`, valued at its base weight), so
 * the tests that check that path add this crop to the engine's index. Its numbers are Amber Flower's.
 */
import { addCrops, getCrop } from '../data';
import type { Crop } from '../types';

export const UNWEIGHED_CROP_ID = 'unweighed-flower';

export function addUnweighedCrop(): Crop {
  addCrops([{ ...getCrop('amber-flower'), id: UNWEIGHED_CROP_ID, name: 'Unweighed Flower', weights: null }]);
  return getCrop(UNWEIGHED_CROP_ID);
}
