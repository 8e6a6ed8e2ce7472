import type { Crop } from '../../game';
import type { CropCatalog } from '../../ui/fruit/cropCatalog';

/** What the build gives the crop calculator: the crops it names before any is picked, and the picker's catalog. */
export interface CropCalculatorData {
  /** The crops it names before anyone picks one (see cropCalculator.build.ts). */
  crops: readonly Crop[];
  catalog: CropCatalog;
}
