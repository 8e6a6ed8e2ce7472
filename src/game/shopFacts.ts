/*
 * What a page says of a shop record's provenance: the date of its newest source and how sure each part of it is. The
 * research writes both as prose (`source` names copies with their dates; `confidence` may grade parts: "high (price) /
 * low (odds)"), so they are read here once, the same way for eggs, gear, seeds, weathers and restock rules.
 */
import type { EggRecord, GearRecord, SeedShopRecord } from './schema';
import type { Confidence } from './types';

const ISO_DAY = /\b(20\d\d)-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])\b/g;

/** A later copy the research says holds the same text as an older one: its date is when it was copied, not the data's. */
const IDENTICAL_COPY = /\([^()]*identical text\)/g;

/**
 * The newest ISO day (YYYY-MM-DD) a source text names, or null when it names none. A mirror of an older copy ("…,
 * identical text") does not make the data newer: the eggs' odds module copied again in November 2025 is still July's.
 */
export function newestSourceDate(source: string): string | null {
  const days = [...source.replace(IDENTICAL_COPY, '').matchAll(ISO_DAY)].map((match) => match[0]);
  return days.length === 0 ? null : days.reduce((newest, day) => (day > newest ? day : newest));
}

/** What a part of a confidence is about, as the shop data words it, reduced to the few things a page names. */
export const CONFIDENCE_ASPECTS = [
  'all',
  'price',
  'odds',
  'pets',
  'name',
  'mutation',
  'timing',
  'effect',
  'interval',
  'alignment',
  'other',
] as const;
export type ConfidenceAspect = (typeof CONFIDENCE_ASPECTS)[number];

export interface ConfidencePart {
  readonly level: Confidence;
  readonly aspects: readonly ConfidenceAspect[];
}

const LEVEL_WORDS: Readonly<Record<string, Confidence>> = { high: 'high', medium: 'medium', low: 'low', unknown: 'none', none: 'none' };

function aspectOf(word: string): ConfidenceAspect {
  const text = word.trim().toLowerCase();
  if (text === '') return 'all';
  if (/price/.test(text)) return 'price';
  if (/odds/.test(text)) return 'odds';
  if (/pets|membership/.test(text)) return 'pets';
  if (/name/.test(text) && !/effect/.test(text)) return 'name';
  if (/mutation/.test(text)) return 'mutation';
  if (/timing|4 h|hatch time/.test(text)) return 'timing';
  if (/effect/.test(text)) return 'effect';
  if (/interval|value|1800/.test(text)) return 'interval';
  if (/alignment|rule|mechanism|server/.test(text)) return 'alignment';
  return 'other';
}

/**
 * A research confidence as its parts: "high (price) / low (odds)" → high for the price, low for the odds; a lone
 * "medium" is one part about everything. A part whose level the text does not name is left out.
 */
export function confidenceParts(text: string): ConfidencePart[] {
  return text.split('/').flatMap((piece) => {
    const match = /^\s*(high|medium|low|unknown|none)\b\s*(?:\(([^)]*)\))?/i.exec(piece);
    if (!match) return [];
    const level = LEVEL_WORDS[match[1]!.toLowerCase()]!;
    const aspects = (match[2] ?? '').split(',').map(aspectOf);
    return [{ level, aspects: [...new Set(aspects)] }];
  });
}

/** The level a confidence gives one aspect: its own part, else the part about everything; null when none speaks of it. */
export function confidenceFor(text: string, aspect: ConfidenceAspect): Confidence | null {
  const parts = confidenceParts(text);
  return (parts.find((part) => part.aspects.includes(aspect)) ?? parts.find((part) => part.aspects.includes('all')))?.level ?? null;
}

/** Whether a gear is sold, as a page can say it: from the shop that restocks it and its price. */
export type GearSale = 'gear-shop' | 'event' | 'merchant' | 'pet-shop' | 'not-sold' | 'unknown';

/**
 * Read from the record's fields: a Gear Shop clock means the Gear Shop's last copy sold it; an event or merchant clock,
 * only while that event or merchant runs; the Pet Egg Shop named as the place it is sold, that shop's gear tab. A price
 * with no shop is a gear the game hides from every shop (DisplayInShop false), so it counts as not sold, as does no
 * price at all. "Unknown" where the data holds the name only.
 */
export function gearSale(gear: Pick<GearRecord, 'shopKey' | 'soldIn' | 'stillSold'>): GearSale {
  if (gear.shopKey === 'gear') return 'gear-shop';
  if (gear.shopKey === 'event-shops') return 'event';
  if (gear.shopKey === 'traveling-merchant') return 'merchant';
  if (gear.soldIn !== null && /^Pet Egg Shop/.test(gear.soldIn)) return 'pet-shop';
  return /^no price data/i.test(gear.stillSold) ? 'unknown' : 'not-sold';
}

/**
 * Whether an egg is in the Pet Egg Shop's standing stock: a StockChance there, sold in every copy of the shop's data
 * rather than removed from it after an update or seen in one copy only (the research says which in `availability`
 * and `soldIn`). A removed egg keeps its page with its 2025 odds; the stock page lists only the standing ones.
 */
export function inEggShopStock(egg: Pick<EggRecord, 'eggShopStockChance' | 'availability' | 'soldIn'>): boolean {
  return egg.eggShopStockChance !== null && !/removed|one copy only/i.test(`${egg.availability ?? ''} ${egg.soldIn ?? ''}`);
}

/** What a page says beside a seed's price: the shop hides it, sells it for a limited time, or a level unlocks it. */
export type SeedNote =
  { readonly kind: 'hidden' } | { readonly kind: 'limited' } | { readonly kind: 'level'; readonly npc: string; readonly level: number };

export function seedNotes(seed: Pick<SeedShopRecord, 'shownInShop' | 'limited' | 'npcLevelLock'>): SeedNote[] {
  const notes: SeedNote[] = [];
  if (seed.shownInShop === false) notes.push({ kind: 'hidden' });
  if (seed.limited === true) notes.push({ kind: 'limited' });
  for (const [npc, level] of Object.entries(seed.npcLevelLock ?? {})) notes.push({ kind: 'level', npc, level });
  return notes;
}
