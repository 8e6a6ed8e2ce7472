/*
 * A crop whose value the sources know but not its weight. Since the August 2026 import every shipped crop has its
 * weight, but the engine and the pages still take a crop without one (`weights: null`, valued at its base weight), so
 * the tests that check that path give it along with the table's crops. Its numbers are Amber Flower's.
 */
import { findCrop, getCrop } from '../crops';
import type { CropLookup } from '../inputs';
import type { Crop } from '../types';
import { UNWEIGHED_CROP_ID, unweighedFrom } from './unweighedTable';

export { UNWEIGHED_CROP_ID };

export const unweighedCrop: Crop = unweighedFrom(getCrop('amber-flower'));

/** The crop table's crops and the unweighed one. */
export const cropsWithUnweighed: CropLookup = (id) => (id === UNWEIGHED_CROP_ID ? unweighedCrop : findCrop(id));
