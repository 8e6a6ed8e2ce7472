/** The egg index at build time: every egg, with only what the index lists. */
import { PET_SOURCE_NOTES } from '../../game/pets';
import { eggs } from '../../game/shopData';
import { eggEntryKind } from '../../game/shopFacts';
import { petHatches, shownOddsSource } from '../../game/shops';
import { eggPriceDate, eggSourceDate } from '../../game/sourceDates';
import type { EggIndexData } from './eggs/eggData';

export function pageData(): EggIndexData {
  return {
    eggs: eggs.map((egg) => ({
      id: egg.id,
      name: egg.name,
      aliases: egg.aliases,
      price: egg.price,
      currency: egg.currency,
      hatchTimeSeconds: egg.hatchTimeSeconds,
      confidence: egg.confidence,
      kind: eggEntryKind(egg),
      petCount: petHatches(egg).length,
      asOf: eggSourceDate(egg, PET_SOURCE_NOTES),
      priceAsOf: eggPriceDate(egg),
      oddsSource: shownOddsSource(egg),
    })),
  };
}
