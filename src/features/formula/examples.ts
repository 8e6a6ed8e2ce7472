/* The fruits the formula page works through. Their numbers are never written here: the engine computes them. */
import { maxMutationSet, type SellPriceInput } from '../../game';
import { getCrop } from '../../game/crops';

/** A real crop a little above its base weight, Rainbow, three mutations and two friends in the server. */
export const WORKED_EXAMPLE: SellPriceInput = {
  crop: getCrop('moon-mango'),
  weightKg: 17.3,
  variantId: 'rainbow',
  mutationIds: ['frozen', 'shocked', 'celestial'],
  boostPercent: 20,
  quantity: 1,
};

/** Two mutations whose sum shows that mutations add: the engine computes what they give together. */
export const ADDING_EXAMPLE = ['frozen', 'shocked'] as const;

const TAX_CROP_ID = 'crimson-thorn';

/** A huge Crimson Thorn of 30 kg with its best legal set of mutations: worth more than one trillion before the tax. */
export function taxExample(): SellPriceInput {
  const crop = getCrop(TAX_CROP_ID);
  const max = maxMutationSet(crop);
  return { crop, weightKg: 30, variantId: max.variantId, mutationIds: max.mutationIds, boostPercent: 0, quantity: 1 };
}
