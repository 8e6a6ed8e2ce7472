/*
 * A fruit of a trade, valued as it sells: every fruit of it, with no friend boost (that belongs to the seller's server).
 * A trade names its fruit's crop by id (its link and saved copy do), so its crop comes from the crops the caller holds.
 */
import { requireCrop, type CropLookup } from './inputs';
import type { TradeFruit } from './trade';
import { sellPrice, type SellPriceResult } from './value';

export function tradeFruitSale(fruit: TradeFruit, crops: CropLookup): SellPriceResult {
  return sellPrice({ ...fruit, crop: requireCrop(crops, fruit.cropId), boostPercent: 0 });
}

export function tradeFruitValue(fruit: TradeFruit, crops: CropLookup): bigint {
  return tradeFruitSale(fruit, crops).total;
}
