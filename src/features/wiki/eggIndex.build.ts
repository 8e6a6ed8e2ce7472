/** The egg index at build time: every egg, with only what the index lists. */
import { eggs } from '../../game/shopData';
import { newestSourceDate } from '../../game/shopFacts';
import type { EggIndexData } from './eggs/eggData';

export function pageData(): EggIndexData {
  return {
    eggs: eggs.map(({ id, name, aliases, price, currency, hatchTimeSeconds, confidence, pets, source }) => ({
      id,
      name,
      aliases,
      price,
      currency,
      hatchTimeSeconds,
      confidence,
      petCount: pets.length,
      asOf: newestSourceDate(source),
    })),
  };
}
