/**
 * The crop calculator at build time: the crops it names before anyone picks one, so it renders without the crop table,
 * the catalog, and the Seed Shop's prices of the crops whose data has none.
 */
import { MUTATION_CROP_RESTRICTIONS } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { shopSeedPricesOf } from '../../game/prices';
import { seedShop } from '../../game/shopData';
import { DEFAULT_CROP_ID } from '../../links/cropQuery';
import { cropCatalog } from '../../ui/fruit/cropCategories';
import type { CropCalculatorData } from './cropCalculatorData';

/** The crop it opens on and those its mutation notes name (the crops a restricted mutation is reported on). */
export const openingCropIds = (): string[] => [...new Set([DEFAULT_CROP_ID, ...Object.values(MUTATION_CROP_RESTRICTIONS).flat()])];

export function pageData(): CropCalculatorData {
  return { crops: openingCropIds().map(getCrop), catalog: cropCatalog(), shopSeedPrices: shopSeedPricesOf(crops, seedShop) };
}
