/* The crop filters of the wiki index and the value list: the one crop search, and tier, category and obtainability. */
import type { Crop, Tier } from '../game';
import { TIERS } from '../game/types';
import type { Removal } from '../game/version';
import { searchCrops } from './cropSearch';

/** The tier filter's value for crops whose tier the sources do not give. */
export const UNKNOWN_TIER = 'unknown';
export type TierFilter = Tier | typeof UNKNOWN_TIER | '';

/** The tiers the filter narrows to, as a link writes them (every tier, `''`, is written as no `tier` at all). */
export const TIER_FILTERS: readonly Exclude<TierFilter, ''>[] = [...TIERS, UNKNOWN_TIER];

/** Whether a link's `tier` names one of the filter's tiers. */
export const isTierFilter = (value: string): value is Exclude<TierFilter, ''> => (TIER_FILTERS as readonly string[]).includes(value);

export interface CropFilter {
  /** A name to search for, as the crop picker does (typos forgiven); blank matches everything. */
  query: string;
  /** '' for every tier. */
  tier: TierFilter;
  /** '' for every category. */
  category: string;
  /** '' for every crop, else only those that can (`yes`) or cannot (`no`) be had in the game now. */
  obtainable: ObtainableFilter;
}

export const OBTAINABLE_FILTERS = ['yes', 'no'] as const;
export type ObtainableFilter = (typeof OBTAINABLE_FILTERS)[number] | '';

export const NO_FILTER: CropFilter = { query: '', tier: '', category: '', obtainable: '' };

/**
 * A crop as a list filters it: by its facets, and by its name or an event form's (the one crop search). `removal` (see
 * removalOf) only on a crop out of the game's files.
 */
export type FilterableCrop = Pick<Crop, 'name' | 'tier' | 'category' | 'obtainable' | 'eventForms'> & {
  readonly removal?: Removal | null;
};

/**
 * Whether the crop can be had in the game now, null when the sources do not say: a crop out of the game's files cannot,
 * whatever else the sources say of it.
 */
export const obtainableNow = (crop: Pick<FilterableCrop, 'obtainable' | 'removal'>): boolean | null =>
  crop.removal ? false : crop.obtainable;

function passesFacets(crop: FilterableCrop, filter: CropFilter): boolean {
  if (filter.tier === UNKNOWN_TIER ? crop.tier !== null : filter.tier !== '' && crop.tier !== filter.tier) return false;
  if (filter.obtainable && obtainableNow(crop) !== (filter.obtainable === 'yes')) return false;
  return filter.category === '' || crop.category === filter.category;
}

/**
 * The crops the filter lets through: the best match first while it searches by name (as the search ranks them, so
 * "rose" finds Rose before Briar Rose), else in the order given. A list with an order of its own sorts them again.
 */
export function filterCrops<T extends FilterableCrop>(items: readonly T[], filter: CropFilter): T[] {
  return searchCrops(items, filter.query).filter((crop) => passesFacets(crop, filter));
}
