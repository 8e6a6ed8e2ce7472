import type { Crop } from '../../game';
import type { CropCatalog } from '../../ui/fruit/cropCatalog';

/** What the build gives the crop calculator: the crops it names before any is picked, and the picker's catalog. */
export interface CropCalculatorData {
  /** The crop it opens on, and those the mutation list names (the crops a restricted mutation is reported on). */
  crops: readonly Crop[];
  catalog: CropCatalog;
}
