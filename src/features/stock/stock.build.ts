/** The stock page at build time: every restock clock, and the seeds, gear and eggs of the shops that restock on one. */
import { clockEventOf, eventOver, restockRules } from '../../game/restock';
import { eggs, gear, restockRecords, seedShop } from '../../game/shopData';
import { fanAppearancePercent, inEggShopStock, knownByNameOnly, seedNotes } from '../../game/shopFacts';
import { chancePerRestock, cheapestFirst, soldBy, STOCK_CHANCE_READINGS } from '../../game/shops';
import { newestSourceDate } from '../../game/sourceDates';
import type { ShopKey } from '../../game/types';
import { GAME_DATA_VERSION } from '../../game/version';
import type { ChanceReading, StockItem, StockPageData } from './stockData';

type ItemFields = Pick<
  StockItem,
  'page' | 'name' | 'rarity' | 'price' | 'currency' | 'stockChance' | 'stockAmount' | 'asOf' | 'confidence' | 'notes'
>;

/**
 * The chance an item's StockChance gives at one restock of its shop, from game/shops.ts; what it gives over the
 * shop's restocks the page works out with the shop's clock (StockTable). A seed the shop no longer shows, or sells for
 * a time only, gets none: its field says nothing of what a restock brings now (Great Pumpkin, a limited seed gone by
 * December 2025, read 1 in 510 and "expected in 1 day, 18 hr").
 */
function withChance(shopKey: ShopKey, item: ItemFields): StockItem {
  const notNow = item.notes.some((note) => note.kind === 'hidden' || note.kind === 'limited');
  return { ...item, shopKey, chancePerRestock: notNow ? null : chancePerRestock(shopKey, item.stockChance) };
}

function reading(key: ShopKey): ChanceReading {
  const entry = STOCK_CHANCE_READINGS[key];
  return { kind: entry.kind, confidence: entry.kind === 'one-in-n' ? entry.confidence : null };
}

export function pageData(): StockPageData {
  // Every seed the data places in a shop; those known by name only after the ones the game's data gives numbers for.
  const inCopies = seedShop.filter((seed) => !knownByNameOnly(seed));
  const seeds = [...inCopies, ...seedShop.filter(knownByNameOnly)];
  // The lists that name a seed known by name only were made after the newest copy of the shop's data, so what the data
  // says of it is of that day or later (its own asOf is a phrase: "late 2025 - 2026").
  const newestCopy = newestSourceDate(inCopies.map((seed) => seed.asOf).join(' '));
  const nameOnlyAsOf = newestCopy === null ? null : `${newestCopy.split('/')[0]}/..`;
  const stockedEggs = eggs.filter(inEggShopStock);
  return {
    clocks: restockRules.map((rule) => ({
      key: rule.key,
      event: clockEventOf(rule.key),
      intervalSeconds: rule.intervalSeconds,
      offsetSeconds: rule.offsetSeconds,
      offlineCountdown: rule.offlineCountdown,
      alignedToUtc: rule.alignedToUtc,
      intervalConfidence: rule.intervalConfidence,
      alignmentConfidence: rule.alignmentConfidence,
      asOf: newestSourceDate(restockRecords.find((record) => record.key === rule.key)?.source ?? ''),
      eventWindow: rule.eventWindow,
      eventOver: eventOver(rule, GAME_DATA_VERSION),
    })),
    readings: { seed: reading('seed'), 'seed-tier-2': reading('seed-tier-2'), gear: reading('gear'), egg: reading('egg') },
    seeds: seeds.map((seed) =>
      withChance(seed.shopKey, {
        page: seed.cropId === null ? null : { kind: 'crop', id: seed.cropId },
        name: seed.name,
        rarity: seed.rarity,
        price: seed.price,
        currency: seed.currency,
        stockChance: seed.stockChance,
        stockAmount: seed.stockAmount,
        asOf: knownByNameOnly(seed) ? nameOnlyAsOf : seed.asOf,
        confidence: seed.confidence,
        notes: seedNotes(seed),
      }),
    ),
    // Cheapest first, as the table's caption says: the game's own order of the shop is not in the data.
    gear: cheapestFirst(soldBy(gear, 'gear')).map((item) =>
      withChance('gear', {
        page: { kind: 'gear', id: item.id },
        name: item.name,
        rarity: item.rarity,
        price: item.price,
        currency: item.currency,
        stockChance: item.stockChance,
        stockAmount: item.stockAmount,
        asOf: item.asOf,
        confidence: item.confidence,
        notes: [],
      }),
    ),
    eggs: stockedEggs.map((egg) =>
      withChance('egg', {
        page: { kind: 'egg', id: egg.id },
        name: egg.name,
        rarity: null,
        price: typeof egg.price === 'number' ? egg.price : null,
        currency: egg.currency,
        stockChance: egg.eggShopStockChance,
        stockAmount: null,
        asOf: newestSourceDate(egg.source),
        confidence: egg.confidence,
        notes: [],
      }),
    ),
    eggAppearance: stockedEggs.flatMap((egg) => {
      const percent = fanAppearancePercent(egg);
      return percent === null ? [] : [{ name: egg.name, percent }];
    }),
  };
}
