/** The egg pages at build time: one page per egg, each given its egg and the pets it hatches with their odds. */
import type { Params } from 'react-router';
import { eggs, proseTranslations } from '../../game/shopData';
import { newestSourceDate } from '../../game/shopFacts';
import { findById, shecklesToHatch } from '../../game/shops';
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
      aliases: egg.aliases,
      price: egg.price,
      currency: egg.currency,
      robuxFallbackPrice: egg.robuxFallbackPrice,
      soldIn: localizeProse(egg.soldIn, proseTranslations),
      eggShopStockChance: egg.eggShopStockChance,
      obtain: localizeProse(egg.obtain, proseTranslations),
      availability: localizeProse(egg.availability, proseTranslations),
      hatchTimeSeconds: egg.hatchTimeSeconds,
      confidence: egg.confidence,
    },
    hatches: egg.pets.map((hatch) => ({
      name: hatch.name,
      page: 'eggId' in hatch ? { kind: 'egg', id: hatch.eggId } : hatch.petId === null ? null : { kind: 'pet', id: hatch.petId },
      chancePercent: hatch.chancePercent,
      shecklesToHatch: 'petId' in hatch && hatch.petId !== null ? shecklesToHatch(egg, hatch.petId) : null,
    })),
    asOf: newestSourceDate(egg.source),
  };
}
