/** The wiki index at build time: every crop, with only what its card shows and the filters read. */
import { crops } from '../../game/crops';
import { sortByName } from '../../lib/sortByName';
import type { WikiIndexData } from './wikiIndexData';

export function pageData(): WikiIndexData {
  return {
    crops: sortByName(crops).map(({ id, name, tier, category, baseValue, obtainable, eventForms }) => ({
      id,
      name,
      tier,
      category,
      baseValue,
      obtainable,
      eventForms,
    })),
  };
}
