/*
 * A shop price as the game writes it, and the price a page gives a crop's seed. Kept apart from the shop modules
 * (shopFacts.ts, shops.ts) because the crop calculator's first load reads it: the calculator's facts give a seed's
 * price as the crop pages do, and only the few prices it needs reach it (its build data, shopSeedPricesOf).
 */
import type { SeedShopRecord } from './schema';
import type { Crop, Currency } from './types';

/** Each currency as the game writes it on screen (the data's keys run the words together). */
export const CURRENCY_NAMES: Readonly<Record<Currency, string>> = Object.freeze({
  Sheckles: 'Sheckles',
  Robux: 'Robux',
  GardenCoins: 'Garden Coins',
  Honey: 'Honey',
  SummerCoins: 'Summer Coins',
  Chi: 'Chi',
  FairyPoints: 'Fairy Points',
  CandyCorn: 'Candy Corn',
});

/** A price as the shop data gives it: an amount and its currency, either of which the data may not name. */
export interface ShopPrice {
  readonly price: number | null;
  readonly currency: Currency | null;
}

/** A crop's seed in the Seed Shop's data where that data prices it (the first tab that does); undefined otherwise. */
export function pricedSeedOf<Seed extends Pick<SeedShopRecord, 'cropId' | 'price'>>(
  seeds: readonly Seed[],
  cropId: string,
): Seed | undefined {
  return seeds.find((seed) => seed.cropId === cropId && seed.price !== null);
}

/**
 * The price a page gives for a crop's seed: the crop data's, in Sheckles; where the crop data has none, the Seed Shop's
 * (Great Pumpkin, and the Tier 2 seeds in Garden Coins), rather than "unknown" beside a shop that sells it; null when
 * neither prices it. `shopPrice` is the crop's seed in the Seed Shop's data (pricedSeedOf), or null.
 */
export function seedPriceOf(crop: Pick<Crop, 'seedPrice'>, shopPrice: ShopPrice | null): ShopPrice | null {
  if (crop.seedPrice !== null) return { price: crop.seedPrice, currency: 'Sheckles' };
  return shopPrice === null || shopPrice.price === null ? null : shopPrice;
}

/**
 * The Seed Shop's price of each crop whose data has none but the shop's data does, by crop id: all a page needs, with
 * the crops, to give every seed's price (seedPriceOf) without the shop data.
 */
export function shopSeedPricesOf(
  crops: readonly Pick<Crop, 'id' | 'seedPrice'>[],
  seeds: readonly Pick<SeedShopRecord, 'cropId' | 'price' | 'currency'>[],
): Record<string, ShopPrice> {
  return Object.fromEntries(
    crops.flatMap((crop) => {
      const seed = crop.seedPrice === null ? pricedSeedOf(seeds, crop.id) : undefined;
      return seed === undefined ? [] : [[crop.id, { price: seed.price, currency: seed.currency }]];
    }),
  );
}
