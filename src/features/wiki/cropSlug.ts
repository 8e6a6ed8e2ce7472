import { type Crop } from '../../game';
import { findCrop } from '../../game/crops';
import { WIKI_CROP_PREFIX } from '../../lib/paths';

/** The crop a `/wiki/grow-a-garden-<crop id>` slug names, or undefined for anything else. */
export function cropFromSlug(slug: string | undefined): Crop | undefined {
  if (!slug?.startsWith(WIKI_CROP_PREFIX)) return undefined;
  return findCrop(slug.slice(WIKI_CROP_PREFIX.length));
}
