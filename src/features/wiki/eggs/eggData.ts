import type { EggRecord } from '../../../game/schema';
import type { EggEntryKind, EggOddsSource } from '../../../game/shopFacts';
import type { LocalizedProse } from '../../../lib/localizedProse';

/** A pet (or an egg) an egg hatches, with its chance and the Sheckles one spends on average to hatch it. */
export interface EggHatch {
  name: string;
  /** The page it links to: a pet page, or an egg page for an egg inside an egg; null for a pet without a page. */
  page: { kind: 'pet' | 'egg'; id: string } | null;
  chancePercent: number | null;
  /** price ÷ chance (game/shops.ts); null when the egg is not priced in Sheckles or the chance is unknown. */
  shecklesToHatch: number | null;
}

/** What an egg page is given by the build (eggPage.build.ts). */
export interface EggPageData {
  egg: Pick<
    EggRecord,
    'id' | 'name' | 'aliases' | 'price' | 'currency' | 'robuxFallbackPrice' | 'eggShopStockChance' | 'hatchTimeSeconds' | 'confidence'
  > & {
    kind: EggEntryKind;
    /** The research's notes, in every language a translation gives, the values they name written in each. */
    soldIn: LocalizedProse | null;
    obtain: LocalizedProse;
    availability: LocalizedProse | null;
  };
  /** The pets it hatches. */
  hatches: EggHatch[];
  /** Other eggs it hatches (the Premium Primal Egg's Rainbow Premium Primal Egg): not pets, so apart from them. */
  eggsInside: EggHatch[];
  /** The date of the newest copy that holds the egg's numbers (game/sourceDates.ts eggSourceDate). */
  asOf: string | null;
  /** The date of the egg-shop copy its Sheckles price is from (game/sourceDates.ts eggPriceDate), or null. */
  priceAsOf: string | null;
  /** The date of the copy its odds are from (game/sourceDates.ts eggOddsDate), which its table of hatches says. */
  oddsAsOf: string | null;
  /** Where its odds come from (game/shops.ts shownOddsSource); null where no chance is known to say it of. */
  oddsSource: EggOddsSource | null;
}

/** An egg as the egg index lists it. */
export type IndexedEgg = Pick<EggRecord, 'id' | 'name' | 'aliases' | 'price' | 'currency' | 'hatchTimeSeconds' | 'confidence'> & {
  kind: EggEntryKind;
  /** The pets it hatches; an egg inside it is not counted. */
  petCount: number;
  asOf: string | null;
  /** The egg-shop copy its Sheckles price is from (eggPriceDate), said beside the price where it is not `asOf`. */
  priceAsOf: string | null;
  /** Where its odds come from, as its page says (EggPageData). */
  oddsSource: EggOddsSource | null;
};

export interface EggIndexData {
  eggs: IndexedEgg[];
}
