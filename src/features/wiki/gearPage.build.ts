/** The gear pages at build time: one page per gear, with where it is sold and, where the shop's roll is read, its odds. */
import type { Params } from 'react-router';
import { gearSale, gearSoldIn } from '../../game/gearSale';
import { noteValuesOf } from '../../game/noteValues';
import { chanceWithinHour, expectedWaitSeconds, getRestockRule, restockRules } from '../../game/restock';
import type { GearRecord } from '../../game/schema';
import { gear, proseTranslations } from '../../game/shopData';
import { chancePerRestock, findById, STOCK_CHANCE_READINGS } from '../../game/shops';
import { localizeProse } from '../../lib/localizedProse';
import { WIKI_GEAR_PREFIX, wikiGearPath } from '../../lib/paths';
import type { GearFacts, GearPageData } from './gear/gearData';

export function prerenderPaths(): string[] {
  return gear.map((item) => wikiGearPath(item.id));
}

/** A gear's facts, its odds from game/shops.ts (null where its shop's StockChance is not read). */
export function gearFacts(item: GearRecord): GearFacts {
  const { id, name, rarity, price, currency, shopKey, stockChance, stockAmount, effect, robuxFallbackPrice, asOf, confidence } = item;
  const rule = shopKey === null ? null : getRestockRule(restockRules, shopKey);
  const p = chancePerRestock(shopKey, stockChance);
  const reading = shopKey === null ? null : STOCK_CHANCE_READINGS[shopKey];
  const sale = gearSale(item);
  return {
    id,
    name,
    rarity,
    price,
    currency,
    shopKey,
    stockChance,
    stockAmount,
    effect: localizeProse(effect, proseTranslations, noteValuesOf(item)),
    robuxFallbackPrice,
    asOf,
    confidence,
    sale,
    soldIn: gearSoldIn(sale, item.soldIn),
    readingConfidence: reading?.kind === 'one-in-n' ? reading.confidence : null,
    chancePerRestock: p,
    chanceWithinHour: rule === null ? null : chanceWithinHour(p, rule),
    expectedWaitSeconds: rule === null ? null : expectedWaitSeconds(p, rule),
  };
}

export function pageData({ slug }: Readonly<Params>): GearPageData | null {
  if (!slug?.startsWith(WIKI_GEAR_PREFIX)) return null;
  const item = findById(gear, slug.slice(WIKI_GEAR_PREFIX.length));
  return item === undefined ? null : { gear: gearFacts(item) };
}
