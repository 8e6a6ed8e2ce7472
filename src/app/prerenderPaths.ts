import { crops } from '../game';
import { PAGE_PATHS, wikiCropPath } from '../lib/paths';

/** Unprefixed paths of every prerendered page (each is written in every language). Server-side only. */
export function prerenderedPagePaths(): string[] {
  return [PAGE_PATHS.cropCalculator, PAGE_PATHS.petCalculator, PAGE_PATHS.wikiIndex, ...crops.map((crop) => wikiCropPath(crop.id))];
}
