/* A fruit of a trade, valued as it sells: every fruit of it, with no friend boost (that belongs to the seller's server). */
import type { TradeFruit } from './trade';
import { sellPrice, type SellPriceResult } from './value';

export function tradeFruitSale(fruit: TradeFruit): SellPriceResult {
  return sellPrice({ ...fruit, boostPercent: 0 });
}

export function tradeFruitValue(fruit: TradeFruit): bigint {
  return tradeFruitSale(fruit).total;
}
