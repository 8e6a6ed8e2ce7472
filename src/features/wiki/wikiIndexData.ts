import type { Crop } from '../../game';
import type { RelatedCrop } from './cropPageData';

/** A crop as the wiki index shows and filters it. */
export type IndexedCrop = RelatedCrop & Pick<Crop, 'obtainable' | 'eventForms'>;

/** What the wiki index is given by the build (wikiIndex.build.ts): every crop, by name. */
export interface WikiIndexData {
  crops: readonly IndexedCrop[];
}
