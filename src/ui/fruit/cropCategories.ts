/* The crops the crop picker lists, by category: alphabetical (by code point, so the server and every browser agree). */
import { categories, crops, type Crop } from '../../game';
import { sortByName } from '../../lib/sortByName';

/** The choice of every category. */
export const ALL_CATEGORIES = '';

const sortedCrops: readonly Crop[] = sortByName(crops);
const cropsByCategory = new Map<string, readonly Crop[]>(
  categories.map((category) => [category, sortedCrops.filter((crop) => crop.category === category)]),
);

export function cropsInCategory(category: string): readonly Crop[] {
  return category === ALL_CATEGORIES ? sortedCrops : (cropsByCategory.get(category) ?? []);
}
