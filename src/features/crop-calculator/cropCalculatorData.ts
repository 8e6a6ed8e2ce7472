import type { Crop } from '../../game';
import type { ShopPrice } from '../../game/prices';
import type { CropCatalog } from '../../ui/fruit/cropCatalog';

/**
 * What the build gives the crop calculator: the crops it values before any is picked, the names its mutation notes
 * give, the picker's catalog, and the
 * Seed Shop's prices its crop facts give where the crop data has none.
 */
export interface CropCalculatorData {
  /** The crops it values before anyone picks one (see cropCalculator.build.ts). */
  crops: readonly Crop[];
  /** The names of the crops restricted mutations are reported on, by id: the mutation notes name them. */
  cropNames: Readonly<Record<string, string>>;
  catalog: CropCatalog;
  /** The Seed Shop's price of each crop whose data has none, by crop id (a few crops: the shop data stays out). */
  shopSeedPrices: Readonly<Record<string, ShopPrice>>;
  /**
   * The first export after the month whether a crop could be obtained is known as of (firstExportAfterObtainable): the
   * crop facts say a crop it did not hold was not yet in the game's files then, as its wiki page does.
   */
  exportAfterObtainable: string | null;
}
