/** The crop calculator at build time: the crops it names before anyone picks one, so it renders without the crop table, and the catalog. */
import { MUTATION_CROP_RESTRICTIONS } from '../../game';
import { getCrop } from '../../game/crops';
import { DEFAULT_CROP_ID } from '../../links/cropQuery';
import { cropCatalog } from '../../ui/fruit/cropCategories';
import type { CropCalculatorData } from './cropCalculatorData';

/** The crop it opens on and those its mutation notes name (the crops a restricted mutation is reported on). */
export const openingCropIds = (): string[] => [...new Set([DEFAULT_CROP_ID, ...Object.values(MUTATION_CROP_RESTRICTIONS).flat()])];

export function pageData(): CropCalculatorData {
  return { crops: openingCropIds().map(getCrop), catalog: cropCatalog() };
}
