import type { Crop } from '../../game';
import type { Removal } from '../../game/version';
import type { RelatedCrop } from './cropPageData';

/**
 * A crop as the wiki index shows and filters it. `removal` only on a crop out of the game's files (a handful of
 * hundreds), so the page's data carries no field for the others.
 */
export type IndexedCrop = RelatedCrop & Pick<Crop, 'obtainable' | 'eventForms'> & { readonly removal?: Removal };

/** What the wiki index is given by the build (wikiIndex.build.ts): every crop, by name. */
export interface WikiIndexData {
  crops: readonly IndexedCrop[];
}
