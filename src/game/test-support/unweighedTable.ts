/*
 * The crop table with the unweighed crop in it (see unweighedCrop.ts), for tests of code that reads the table itself
 * (the trade's fruit code): `vi.mock('…/game/crops', async (actual) => tableWithUnweighed(await actual()))`.
 * It takes the real table as given, so the mock needs nothing that imports the table.
 */
import type * as CropsModule from '../crops';
import { cropLookupOf, requireCrop } from '../inputs';
import type { Crop } from '../types';

export const UNWEIGHED_CROP_ID = 'unweighed-flower';

/** Amber Flower's numbers, without its weight. */
export const unweighedFrom = (amber: Crop): Crop => ({ ...amber, id: UNWEIGHED_CROP_ID, name: 'Unweighed Flower', weights: null });

export function tableWithUnweighed(table: typeof CropsModule): typeof CropsModule {
  const crops = [...table.crops, unweighedFrom(table.getCrop('amber-flower'))];
  const findCrop = cropLookupOf(crops);
  return { ...table, crops, findCrop, getCrop: (id: string) => requireCrop(findCrop, id) };
}
