/** The crop calculator at build time: the crops it names at first, so it renders without the crop table, and the catalog. */
import { getCrop } from '../../game';
import { FIRST_CROP_IDS } from '../../lib/cropQuery';
import { cropCatalog } from '../../ui/fruit/cropCategories';
import type { CropCalculatorData } from './cropCalculatorData';

export function pageData(): CropCalculatorData {
  return { crops: FIRST_CROP_IDS.map((id) => getCrop(id)), catalog: cropCatalog() };
}
