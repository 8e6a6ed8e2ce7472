/** The gear pages at build time: one page per gear, with where it is sold and, where the shop's roll is read, its odds. */
import type { Params } from 'react-router';
import { dataMonthIn } from '../../game/pets';
import { getRestockRule, restockRules } from '../../game/restock';
import type { GearRecord } from '../../game/schema';
import { gear, proseTranslations } from '../../game/shopData';
import { gearSale } from '../../game/shopFacts';
import { chancePerRestock, chanceWithinHour, expectedWaitSeconds, findById, STOCK_CHANCE_READINGS } from '../../game/shops';
import { localizeProse } from '../../lib/localizedProse';
import { WIKI_GEAR_PREFIX, wikiGearPath } from '../../lib/paths';
import type { GearFacts, GearPageData, GearSoldIn } from './gear/gearData';

export function prerenderPaths(): string[] {
  return gear.map((item) => wikiGearPath(item.id));
}

/** The data's "Fall Market gear shop (Sep 2025)", "Zen event shop (Jul 2025)": the event's name, then a month. */
const EVENT_SHOP = /^(.+?) (?:event|gear) shop(?: \((.+)\))?$/;
const MERCHANT = /^.+ Traveling Merchant$/;

/** Which event's shop or merchant sells a gear sold at an event or by a merchant, where the data names it. */
export function soldInOf(item: Pick<GearRecord, 'shopKey' | 'soldIn' | 'stillSold'>): GearSoldIn | null {
  const sale = gearSale(item);
  if ((sale !== 'event' && sale !== 'merchant') || item.soldIn === null) return null;
  if (MERCHANT.test(item.soldIn)) return { kind: 'merchant', merchant: item.soldIn };
  const event = EVENT_SHOP.exec(item.soldIn);
  if (event === null) throw new Error(`gear.json soldIn "${item.soldIn}" names no event's shop or merchant`);
  const month = event[2] === undefined ? null : dataMonthIn(event[2]);
  if (event[2] !== undefined && month === null) throw new Error(`gear.json soldIn "${item.soldIn}" dates it by no month`);
  return { kind: 'event', event: event[1]!, month: month?.month ?? null };
}

/** A gear's facts, its odds from game/shops.ts (null where its shop's StockChance is not read). */
export function gearFacts(item: GearRecord): GearFacts {
  const { id, name, rarity, price, currency, shopKey, stockChance, stockAmount, effect, robuxFallbackPrice, asOf, confidence } = item;
  const rule = shopKey === null ? null : getRestockRule(restockRules, shopKey);
  const p = chancePerRestock(shopKey, stockChance);
  const reading = shopKey === null ? null : STOCK_CHANCE_READINGS[shopKey];
  return {
    id,
    name,
    rarity,
    price,
    currency,
    shopKey,
    stockChance,
    stockAmount,
    effect: localizeProse(effect, proseTranslations),
    robuxFallbackPrice,
    asOf,
    confidence,
    sale: gearSale(item),
    soldIn: soldInOf(item),
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
