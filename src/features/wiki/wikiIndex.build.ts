/** The wiki index at build time: every crop, with only what its card shows and the filters read. */
import { crops } from '../../game/crops';
import { removalOf } from '../../game/version';
import { sortByName } from '../../lib/sortByName';
import type { IndexedCrop, WikiIndexData } from './wikiIndexData';

export function pageData(): WikiIndexData {
  return {
    crops: sortByName(crops).map((crop): IndexedCrop => {
      const { id, name, tier, category, baseValue, obtainable, eventForms } = crop;
      const removal = removalOf(crop);
      return { id, name, tier, category, baseValue, obtainable, eventForms, ...(removal === null ? {} : { removal }) };
    }),
  };
}
