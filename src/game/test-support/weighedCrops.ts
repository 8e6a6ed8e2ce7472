import { crops } from '../crops';
import type { Crop, CropWeights } from '../types';

/** The crops whose weight the sources give, with their weights: the ones a weight-driven property test can use. */
export const weighedCrops: readonly (Crop & { readonly weights: CropWeights })[] = crops.filter(
  (crop): crop is Crop & { readonly weights: CropWeights } => crop.weights !== null,
);
