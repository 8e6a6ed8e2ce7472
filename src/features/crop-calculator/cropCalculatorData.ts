import type { Crop } from '../../game';
import type { ShopPrice } from '../../game/prices';
import type { CropCatalog } from '../../ui/fruit/cropCatalog';

/**
 * What the build gives the crop calculator: the crops it names before any is picked, the picker's catalog, and the
 * Seed Shop's prices its crop facts give where the crop data has none.
 */
export interface CropCalculatorData {
  /** The crops it names before anyone picks one (see cropCalculator.build.ts). */
  crops: readonly Crop[];
  catalog: CropCatalog;
  /** The Seed Shop's price of each crop whose data has none, by crop id (a few crops: the shop data stays out). */
  shopSeedPrices: Readonly<Record<string, ShopPrice>>;
}
