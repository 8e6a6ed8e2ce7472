/** The egg pages at build time: one page per egg, each given its egg and the pets it hatches with their odds. */
import type { Params } from 'react-router';
import { noteValuesOf } from '../../game/noteValues';
import { PET_SOURCE_NOTES } from '../../game/pets';
import { eggs, proseTranslations } from '../../game/shopData';
import { eggEntryKind } from '../../game/shopFacts';
import { eggHatches, findById, petHatches, shecklesToHatch, shownOddsSource } from '../../game/shops';
import { eggOddsDate, eggPriceDate, eggSourceDate } from '../../game/sourceDates';
import { localizeProse } from '../../lib/localizedProse';
import { isEggSlug, WIKI_EGG_PREFIX, wikiEggPath } from '../../lib/paths';
import type { EggPageData } from './eggs/eggData';

export function prerenderPaths(): string[] {
  return eggs.map((egg) => wikiEggPath(egg.id));
}

export function pageData({ slug }: Readonly<Params>): EggPageData | null {
  if (!isEggSlug(slug)) return null;
  const egg = findById(eggs, slug!.slice(WIKI_EGG_PREFIX.length));
  if (egg === undefined) return null;
  return {
    egg: {
      id: egg.id,
      name: egg.name,
      kind: eggEntryKind(egg),
      aliases: egg.aliases,
      price: egg.price,
      currency: egg.currency,
      robuxFallbackPrice: egg.robuxFallbackPrice,
      soldIn: localizeProse(egg.soldIn, proseTranslations, noteValuesOf(egg)),
      eggShopStockChance: egg.eggShopStockChance,
      obtain: localizeProse(egg.obtain, proseTranslations, noteValuesOf(egg)),
      availability: localizeProse(egg.availability, proseTranslations, noteValuesOf(egg)),
      hatchTimeSeconds: egg.hatchTimeSeconds,
      confidence: egg.confidence,
    },
    hatches: petHatches(egg).map((hatch) => ({
      name: hatch.name,
      page: hatch.petId === null ? null : { kind: 'pet', id: hatch.petId },
      chancePercent: hatch.chancePercent,
      shecklesToHatch: hatch.petId === null ? null : shecklesToHatch(egg, hatch.petId),
    })),
    eggsInside: eggHatches(egg).map((hatch) => ({
      name: hatch.name,
      page: { kind: 'egg', id: hatch.eggId },
      chancePercent: hatch.chancePercent,
      shecklesToHatch: null,
    })),
    asOf: eggSourceDate(egg, PET_SOURCE_NOTES),
    priceAsOf: eggPriceDate(egg),
    oddsAsOf: eggOddsDate(egg, PET_SOURCE_NOTES),
    oddsSource: shownOddsSource(egg),
  };
}
