/* The crops the crop picker lists, by category: alphabetical (by code point, so the server and every browser agree). */
import { type Crop } from '../../game';
import { categories, crops } from '../../game/crops';
import { sortByName } from '../../lib/sortByName';
import { ALL_CATEGORIES, type CropCatalog } from './cropCatalog';

const sortedCrops: readonly Crop[] = sortByName(crops);
const cropsByCategory = new Map<string, readonly Crop[]>(
  categories.map((category) => [category, sortedCrops.filter((crop) => crop.category === category)]),
);

export function cropsInCategory(category: string): readonly Crop[] {
  return category === ALL_CATEGORIES ? sortedCrops : (cropsByCategory.get(category) ?? []);
}

/** The crop table's catalog, as the category filter shows it. */
export function cropCatalog(): CropCatalog {
  return {
    total: sortedCrops.length,
    categories: categories.map((category) => ({ category, total: cropsInCategory(category).length })),
  };
}
