/** The gear index at build time: every gear, with only what the index lists. */
import { gearSale } from '../../game/gearSale';
import { gear } from '../../game/shopData';
import { tierOfRarity } from '../../game/types';
import { sortByName } from '../../lib/sortByName';
import type { GearIndexData } from './gear/gearData';

export function pageData(): GearIndexData {
  return {
    gear: sortByName(gear).map((item) => {
      const { id, name, rarity, price, currency, asOf, confidence } = item;
      return { id, name, tier: tierOfRarity(rarity), price, currency, asOf, confidence, sale: gearSale(item) };
    }),
  };
}
