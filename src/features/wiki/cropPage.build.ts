/** The crop pages at build time: one page per crop. */
import { crops } from '../../game';
import { wikiCropPath } from '../../lib/paths';

export function prerenderPaths(): string[] {
  return crops.map((crop) => wikiCropPath(crop.id));
}
