import { UNCATEGORIZED, type Crop } from '../../game';
import { crops as allCrops } from '../../game/crops';

export const RELATED_LIMIT = 8;

const valueDistance = (a: Crop, b: Crop) => Math.abs(Math.log(a.baseValue / b.baseValue));

/**
 * Crops to suggest next to `crop`: first those from the same shop or event, then those of the same tier, closest in
 * base value first. A crop with neither known gets the crops closest in base value. Data order breaks ties, so the
 * result is the same on the server and in the browser.
 */
export function relatedCrops(crop: Crop, crops: readonly Crop[] = allCrops, limit = RELATED_LIMIT): Crop[] {
  const others = crops.filter((other) => other.id !== crop.id);
  const byCloseness = (list: readonly Crop[]) =>
    list
      .map((other, order) => ({ other, order, distance: valueDistance(crop, other) }))
      .sort((a, b) => a.distance - b.distance || a.order - b.order)
      .map(({ other }) => other);
  const sameCategory = crop.category === UNCATEGORIZED ? [] : others.filter((other) => other.category === crop.category);
  const sameTier = crop.tier === null ? [] : others.filter((other) => other.tier === crop.tier);
  const picked = new Set<Crop>([...byCloseness(sameCategory), ...byCloseness(sameTier)]);
  if (picked.size === 0) return byCloseness(others).slice(0, limit);
  return [...picked].slice(0, limit);
}
