/**
 * The crop calculator at build time: the crop it opens on, so it renders without the crop table, the names of the crops
 * its mutation notes name, the catalog, and the Seed Shop's prices of the crops whose data has none.
 */
import { MUTATION_CROP_RESTRICTIONS } from '../../game';
import { crops, getCrop } from '../../game/crops';
import { shopSeedPricesOf } from '../../game/prices';
import { seedShop } from '../../game/shopData';
import { firstExportAfterObtainable } from '../../game/version';
import { DEFAULT_CROP_ID } from '../../links/cropQuery';
import { cropCatalog } from '../../ui/fruit/cropCategories';
import type { CropCalculatorData } from './cropCalculatorData';

/**
 * The names of the crops MUTATION_CROP_RESTRICTIONS lists, which the mutation notes name, rather than their whole
 * records: those were about 200 bytes of home's first round trip (docs/performance.md, 2026-12-03).
 */
const restrictedCropNames = (): Record<string, string> =>
  Object.fromEntries([...new Set(Object.values(MUTATION_CROP_RESTRICTIONS).flat())].map((id) => [id, getCrop(id).name]));

export function pageData(): CropCalculatorData {
  return {
    crops: [getCrop(DEFAULT_CROP_ID)],
    cropNames: restrictedCropNames(),
    catalog: cropCatalog(),
    shopSeedPrices: shopSeedPricesOf(crops, seedShop),
    exportAfterObtainable: firstExportAfterObtainable(crops),
  };
}
