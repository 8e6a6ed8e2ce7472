/** The crop calculator at build time: the crops it names at first, so it renders without the crop table, and the catalog. */
import { getCrop, MUTATION_CROP_RESTRICTIONS } from '../../game';
import { DEFAULT_CROP_ID } from '../../lib/cropQuery';
import { cropCatalog } from '../../ui/fruit/cropCategories';
import type { CropCalculatorData } from './cropCalculatorData';

export function pageData(): CropCalculatorData {
  const named = new Set<string>([DEFAULT_CROP_ID, ...Object.values(MUTATION_CROP_RESTRICTIONS).flat()]);
  return { crops: [...named].map((id) => getCrop(id)), catalog: cropCatalog() };
}
