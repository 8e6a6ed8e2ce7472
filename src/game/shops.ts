/*
 * What a shop page can work out from the shop data (data/shops/, provenance in data/SOURCES.md): the chance an item
 * is in a restock (what that chance gives over a shop's restocks is in ./restock.ts, which the stock page works out
 * itself), what hatching a pet costs, and which eggs and weathers give what. Every function is given the data it
 * reads; ./shopData.ts loads the shipped files.
 */
import { GameInputError } from './inputs';
import type { EggHatchRecord, EggRecord, SeedShopRecord, WeatherRecord } from './schema';
import { eggOddsKnown, eggOddsSource, type EggOddsSource } from './shopFacts';
import type { Confidence, ShopKey } from './types';

/**
 * How a shop's StockChance field turns into a chance per restock. The game's data gives each item a whole number N
 * (1 for Carrot, 777 for Crimson Thorn: higher is rarer); the server code that rolls the stock is in no copy, so
 * the reading rests on what fans observed:
 * - `one-in-n`: the item is in a restock with probability 1/N, each restock on its own.
 * - `unknown`: no reading fits the sources; the page shows the raw field or nothing.
 */
export type StockChanceReading =
  | { readonly kind: 'one-in-n'; readonly confidence: Confidence; readonly basis: string }
  | { readonly kind: 'unknown'; readonly basis: string };

const UNKNOWN_ROLL: StockChanceReading = { kind: 'unknown', basis: 'the shop rolls its stock in a way no source gives' };

export const STOCK_CHANCE_READINGS: Readonly<Record<ShopKey, StockChanceReading>> = Object.freeze({
  seed: {
    kind: 'one-in-n',
    confidence: 'medium',
    basis:
      'a fan list (techwiser.com/grow-a-garden-all-merchants-list, 2025-08-28) gives exactly the game data numbers as "1 in N" chances per restock; the server roll is not in any copy',
  },
  gear: {
    kind: 'one-in-n',
    confidence: 'low',
    basis: 'fans read the Gear Shop field as the Seed Shop one; the same field in the same kind of shop data, but no source checks it',
  },
  'seed-tier-2': {
    kind: 'one-in-n',
    confidence: 'low',
    basis: 'the same SeedData field as the main Seed Shop, on the hourly Tier 2 tab; no source checks it there',
  },
  egg: {
    kind: 'unknown',
    basis:
      'fan pages give appearance rates (each egg’s notes, read by fanAppearancePercent) that are not 1/N of the game numbers: the egg shop likely rolls several slots',
  },
  cosmetic: UNKNOWN_ROLL,
  'daily-deals': UNKNOWN_ROLL,
  'traveling-merchant': UNKNOWN_ROLL,
  'event-shops': UNKNOWN_ROLL,
  'bee-egg-shop': UNKNOWN_ROLL,
  'daily-quests': UNKNOWN_ROLL,
  'zen-quests': UNKNOWN_ROLL,
  weather: UNKNOWN_ROLL,
});

/**
 * The chance (0–1) that one restock of `shopKey` brings the item whose StockChance field is `stockChance`; null when
 * either is unknown or the shop's reading is (STOCK_CHANCE_READINGS). The egg shop's is unknown, so every egg gives null.
 */
export function chancePerRestock(shopKey: ShopKey | null, stockChance: number | null): number | null {
  if (shopKey === null || stockChance === null) return null;
  if (STOCK_CHANCE_READINGS[shopKey].kind !== 'one-in-n') return null;
  if (!Number.isFinite(stockChance) || stockChance < 1) {
    throw new GameInputError('invalid-probability', 'stockChance', stockChance, `a StockChance must be at least 1 (got ${stockChance})`);
  }
  return 1 / stockChance;
}

/**
 * The Sheckles one spends on average to hatch a pet whose chance in the egg is `chancePercent`: the egg's price
 * times the eggs one opens on average (100 / chancePercent). Null when the price or the chance is unknown, or the
 * chance is 0; the caller passes null for an egg not priced in Sheckles (shecklesToHatch does).
 */
export function expectedShecklesToHatch(eggPriceSheckles: number | null, chancePercent: number | null): number | null {
  if (eggPriceSheckles === null || chancePercent === null) return null;
  if (!Number.isFinite(eggPriceSheckles) || eggPriceSheckles < 0) {
    throw new GameInputError('invalid-price', 'price', eggPriceSheckles, `a price must be at least 0 (got ${eggPriceSheckles})`);
  }
  if (!Number.isFinite(chancePercent) || chancePercent < 0 || chancePercent > 100) {
    throw new GameInputError('invalid-probability', 'chancePercent', chancePercent, `a chance must be 0-100 % (got ${chancePercent})`);
  }
  return chancePercent === 0 ? null : eggPriceSheckles / (chancePercent / 100);
}

/** The egg's price when it is one price in Sheckles; null for Robux bundles, event currencies and unknown prices. */
export function eggPriceInSheckles(egg: Pick<EggRecord, 'price' | 'currency'>): number | null {
  return egg.currency === 'Sheckles' && typeof egg.price === 'number' ? egg.price : null;
}

/**
 * An egg's hatches with each chance as far as the data stands by it: none where the egg's notes say its odds are
 * unknown (eggOddsKnown), whatever figure the record lists. Every page reads an egg's chances through here, so an egg
 * page and a pet page give the same chance or the same "unknown".
 */
function hatchesOf(egg: Pick<EggRecord, 'pets' | 'notes'>): EggHatchRecord[] {
  if (!eggOddsKnown(egg)) return egg.pets.map((hatch) => ({ ...hatch, chancePercent: null }));
  // The game rolls a hatch by its ItemOdd over the sum of the egg's (the shop research): where every hatch has one, that
  // exact chance, not the research's figure rounded to four decimals (3,000,000 ÷ 42.5532 % read 7,049,999 for the
  // Legendary Egg's Cow, against 3,000,000 × 47 ÷ 20 = 7,050,000).
  const odds = egg.pets.map((hatch) => hatch.itemOdd);
  if (!odds.every((odd): odd is number => odd !== null)) return [...egg.pets];
  const total = odds.reduce((sum, odd) => sum + odd, 0);
  return egg.pets.map((hatch, index) => ({ ...hatch, chancePercent: total === 0 ? hatch.chancePercent : (odds[index]! / total) * 100 }));
}

/** expectedShecklesToHatch for one pet of one egg; null when the egg does not hatch the pet or a number is unknown. */
export function shecklesToHatch(egg: Pick<EggRecord, 'price' | 'currency' | 'pets' | 'notes'>, petId: string): number | null {
  const hatch = hatchesOf(egg).find((entry) => 'petId' in entry && entry.petId === petId);
  return hatch === undefined ? null : expectedShecklesToHatch(eggPriceInSheckles(egg), hatch.chancePercent);
}

/**
 * Where the chances a page gives for an egg's hatches come from (eggOddsSource); null where it gives none, so there is
 * nothing to say it of: an egg whose odds are unknown, or whose pets are not in the data.
 */
export function shownOddsSource(egg: Pick<EggRecord, 'pets' | 'notes' | 'petOddsSource'>): EggOddsSource | null {
  return hatchesOf(egg).some((hatch) => hatch.chancePercent !== null) ? eggOddsSource(egg) : null;
}

/** The pets an egg hatches, without the eggs it may hatch (the Premium Primal Egg's Rainbow Premium Primal Egg). */
export function petHatches(egg: Pick<EggRecord, 'pets' | 'notes'>): Extract<EggHatchRecord, { petId: unknown }>[] {
  return hatchesOf(egg).filter((hatch): hatch is Extract<EggHatchRecord, { petId: unknown }> => 'petId' in hatch);
}

/** The eggs an egg hatches in place of a pet. */
export function eggHatches(egg: Pick<EggRecord, 'pets' | 'notes'>): Extract<EggHatchRecord, { eggId: unknown }>[] {
  return hatchesOf(egg).filter((hatch): hatch is Extract<EggHatchRecord, { eggId: unknown }> => 'eggId' in hatch);
}

export interface EggForPet {
  readonly egg: EggRecord;
  /** The pet's chance in that egg in percent; null when no source gives it or the egg's notes call its odds unknown. */
  readonly chancePercent: number | null;
}

/** The eggs that hatch the pet, in the data's order, each with the pet's chance in it. */
export function eggsHatching(eggs: readonly EggRecord[], petId: string): EggForPet[] {
  return eggs.flatMap((egg) => {
    const hatch = petHatches(egg).find((entry) => entry.petId === petId);
    return hatch === undefined ? [] : [{ egg, chancePercent: hatch.chancePercent }];
  });
}

export interface UnresolvedHatch {
  readonly egg: EggRecord;
  readonly hatch: EggHatchRecord;
}

/** Pets an egg names that pets.json does not hold (their `petId` is null); the build accepts them only as such. */
export function unresolvedHatches(eggs: readonly EggRecord[]): UnresolvedHatch[] {
  return eggs.flatMap((egg) => egg.pets.filter((hatch) => 'petId' in hatch && hatch.petId === null).map((hatch) => ({ egg, hatch })));
}

/** Seeds whose crop crops.json does not hold (their `cropId` is null). */
export function seedsWithoutCrop(seeds: readonly SeedShopRecord[]): SeedShopRecord[] {
  return seeds.filter((seed) => seed.cropId === null);
}

/** The weathers that give the mutation, in the data's order. */
export function weathersGiving(weathers: readonly WeatherRecord[], mutationId: string): WeatherRecord[] {
  return weathers.filter((weather) => weather.mutations.some((given) => given.mutationId === mutationId));
}

/** The items the shop's restocks bring (seeds or gear whose `shopKey` is `key`), in the data's order. */
export function soldBy<T extends { readonly shopKey: ShopKey | null }>(items: readonly T[], key: ShopKey): T[] {
  return items.filter((item) => item.shopKey === key);
}

/**
 * A shop's items by price, cheapest first; those of one price, and those of no known price (last), in the data's order.
 * For a shop whose own order is not in the data: the Gear Shop's copies give no layout order, and its data is by name.
 * Prices in two currencies do not compare, so items of more than one are news in the data, not an order.
 */
export function cheapestFirst<T extends { readonly price: number | null; readonly currency: string | null }>(items: readonly T[]): T[] {
  const currencies = new Set(items.flatMap((item) => (item.price === null ? [] : [item.currency])));
  if (currencies.size > 1) throw new Error(`prices in more than one currency do not compare: ${[...currencies].join(', ')}`);
  const rank = (item: T) => item.price ?? Number.POSITIVE_INFINITY;
  // Array.prototype.sort is stable: equal prices keep the data's order.
  return [...items].sort((a, b) => (rank(a) === rank(b) ? 0 : rank(a) < rank(b) ? -1 : 1));
}

/** The record with that id, or undefined. */
export function findById<T extends { readonly id: string }>(records: readonly T[], id: string): T | undefined {
  return records.find((record) => record.id === id);
}
