import type { Crop, Tier } from '../../game';

/** The tier filter's value for crops whose tier the sources do not give. */
export const UNKNOWN_TIER = 'unknown';
export type TierFilter = Tier | typeof UNKNOWN_TIER | '';

export interface CropFilter {
  /** Text the name or id must contain (case-insensitive); blank matches everything. */
  query: string;
  /** '' for every tier. */
  tier: TierFilter;
  /** '' for every category. */
  category: string;
}

export const NO_FILTER: CropFilter = { query: '', tier: '', category: '' };

const normalize = (text: string) => text.toLowerCase().replace(/[\s-]+/g, ' ').trim();

export function matchesFilter(crop: Crop, filter: CropFilter): boolean {
  const query = normalize(filter.query);
  if (query && !normalize(crop.name).includes(query) && !normalize(crop.id).includes(query)) return false;
  if (filter.tier === UNKNOWN_TIER ? crop.tier !== null : filter.tier !== '' && crop.tier !== filter.tier) return false;
  return filter.category === '' || crop.category === filter.category;
}

