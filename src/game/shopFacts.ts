/*
 * What a page says of a shop record beside its numbers: how sure each part of it is, what kind of entry or weather it
 * is, and its notes. The research writes them as prose (`confidence` may grade parts: "high (price) / low (odds)"), so
 * they are read here once, the same way for eggs, gear, seeds, weathers and restock rules. The date of a record's newest
 * source is read at build time only, in ./sourceDates.ts.
 */
import type { EggRecord, SeedShopRecord } from './schema';
import type { Confidence } from './types';

/** An egg's notes that list its odds among what is not known ("odds, price and hatch time unknown"). */
const ODDS_UNKNOWN = /\bodds\b[^;.]*\bunknown\b/i;

/**
 * Whether the chances an egg record gives its pets are chances the data stands by: not where the egg's own notes say
 * its odds are unknown. The Springtide Egg lists figures from a script the research trusts very little ("very low
 * trust"), and its notes still say its odds are unknown, so no page gives them as its chances.
 */
export function eggOddsKnown(egg: Pick<EggRecord, 'notes'>): boolean {
  return !ODDS_UNKNOWN.test(egg.notes ?? '');
}

/** The game's own odds module, which `petOddsSource` names where an egg's odds are the game's ("game PetEggs ItemOdd"). */
const GAME_ODDS_MODULE = /^game PetEggs\b/;

/** Whether the research names the game's own odds module as the source of an egg's odds (`petOddsSource`). */
export const oddsFromGameFiles = (petOddsSource: string | null): boolean => petOddsSource !== null && GAME_ODDS_MODULE.test(petOddsSource);

/**
 * Where an egg's odds come from, of the kinds the research names in `petOddsSource`: the game's files (its PetEggs
 * module), a fan guide, a fan page, a copy of another site's page (`of`: that site, as the research names it), or a
 * community script; `unknown` where it names none of them, or no source at all.
 */
export type EggOddsSource =
  { readonly kind: 'game' | 'fanGuide' | 'fanPage' | 'communityScript' | 'unknown' } | { readonly kind: 'copy'; readonly of: string };

/** Whether two eggs' odds come from the same kind of source (and, for a copy, of the same site). */
export const sameOddsSource = (a: EggOddsSource, b: EggOddsSource): boolean =>
  a.kind === b.kind && (a.kind !== 'copy' || (b.kind === 'copy' && a.of === b.of));

/** "chindias.com … (Eurogamer mirror)": a site's copy of a page from the site the research names before "mirror". */
const MIRROR_OF = /\b([A-Z][\w.-]*) mirror\b/;

/**
 * An egg's odds' source as the research words it: "game PetEggs ItemOdd …", "spot.monster/?p=37924 (fan guide)",
 * "durbinrock.com/… (single fan page)", "chindias.com … (Eurogamer mirror)", "community script stored file …".
 */
export function eggOddsSource(egg: Pick<EggRecord, 'petOddsSource'>): EggOddsSource {
  const source = egg.petOddsSource;
  if (source === null) return { kind: 'unknown' };
  if (oddsFromGameFiles(source)) return { kind: 'game' };
  if (/\bfan guide\b/i.test(source)) return { kind: 'fanGuide' };
  if (/\bfan page\b/i.test(source)) return { kind: 'fanPage' };
  const mirrored = MIRROR_OF.exec(source);
  if (mirrored !== null) return { kind: 'copy', of: mirrored[1]! };
  if (/\bcommunity script\b/i.test(source)) return { kind: 'communityScript' };
  return { kind: 'unknown' };
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

/**
 * A research confidence without its parts about one aspect, for a page that grades that aspect apart or does not show
 * it: the weather page grades a weather's timings beside them, so its data note leaves "low (timing)" out.
 */
export function confidenceWithout(text: string, aspect: ConfidenceAspect): string {
  return text
    .split('/')
    .filter((piece) => confidenceParts(piece).every((part) => !part.aspects.includes(aspect)))
    .map((piece) => piece.trim())
    .join(' / ');
}

/** The level a confidence gives one aspect: its own part, else the part about everything; null when none speaks of it. */
export function confidenceFor(text: string, aspect: ConfidenceAspect): Confidence | null {
  const parts = confidenceParts(text);
  return (parts.find((part) => part.aspects.includes(aspect)) ?? parts.find((part) => part.aspects.includes('all')))?.level ?? null;
}

/** What the egg data holds a record as: an egg, a chest the premium shop lists with the eggs, or a game-internal entry. */
export type EggEntryKind = 'egg' | 'chest' | 'internal';

/** Read from the research's `obtain` note ("Robux chest (seed pack, not an egg)…", "internal/test entry … not obtainable"). */
export function eggEntryKind(egg: Pick<EggRecord, 'obtain'>): EggEntryKind {
  if (/\bchest\b.*\bnot an egg\b/i.test(egg.obtain)) return 'chest';
  if (/\binternal\b.*\bnot obtainable\b/i.test(egg.obtain)) return 'internal';
  return 'egg';
}

/** What kind of weather the data says a weather is, as a page names it; `not-known` where no source classifies it. */
export type WeatherKind = 'natural' | 'natural-lunar' | 'natural-or-event' | 'event' | 'event-or-admin' | 'not-known';

/**
 * The data's kind is prose: "natural", "natural (lunar)", "natural or event (fan pages list it among standard
 * weathers)", "event", "event/admin", and "admin/event (fan classification not found)" for a server event no source
 * classifies, which is read as not known.
 */
export function weatherKind(kind: string): WeatherKind {
  if (/^natural \(lunar\)/.test(kind)) return 'natural-lunar';
  if (/^natural or event\b/.test(kind)) return 'natural-or-event';
  if (/^natural$/.test(kind)) return 'natural';
  if (/classification not found/.test(kind)) return 'not-known';
  if (/^(?:event\/admin|admin\/event)$/.test(kind)) return 'event-or-admin';
  if (/^event$/.test(kind)) return 'event';
  return 'not-known';
}

/**
 * Whether an egg is in the Pet Egg Shop's standing stock: a StockChance there, sold in every copy of the shop's data
 * rather than removed from it after an update or seen in one copy only (the research says which in `availability`
 * and `soldIn`). A removed egg keeps its page with its 2025 odds; the stock page lists only the standing ones.
 */
export function inEggShopStock(egg: Pick<EggRecord, 'eggShopStockChance' | 'availability' | 'soldIn'>): boolean {
  return egg.eggShopStockChance !== null && !/removed|one copy only/i.test(`${egg.availability ?? ''} ${egg.soldIn ?? ''}`);
}

/** The research's words before the appearance rates fan pages report, in an egg's notes ("Common 99%, Uncommon 53%, …"). */
const FAN_APPEARANCE_RATES = /appearance rates ([^()]+?)\s*\(/i;

/**
 * How often fan pages say the egg is in a Pet Egg Shop restock, in percent, as the egg's notes quote them (each names
 * the eggs without "Egg": "Common 99%"); null where they give none for it. Observed by fans, not the game's rule.
 */
export function fanAppearancePercent(egg: Pick<EggRecord, 'name' | 'notes'>): number | null {
  const rates = FAN_APPEARANCE_RATES.exec(egg.notes ?? '')?.[1];
  if (rates === undefined) return null;
  for (const rate of rates.split(',')) {
    const match = /^\s*(.+?)\s+(\d+(?:\.\d+)?)\s*%\s*$/.exec(rate);
    if (match !== null && `${match[1]} Egg` === egg.name) return Number(match[2]);
  }
  return null;
}

/**
 * Whether the data knows a seed by its name only: no copy of the game's shop data holds it, only community auto-buy
 * lists made after the newest copy name it in the shop (Sunflower, Buttercup and eight more), so its price, rarity,
 * amount and StockChance are unknown.
 */
export const knownByNameOnly = (seed: Pick<SeedShopRecord, 'firstSeenInShopData'>): boolean => seed.firstSeenInShopData === null;

/**
 * What a page says beside a seed's price: the data knows only its name, the shop hides it, sells it for a limited
 * time, or a level unlocks it.
 */
export type SeedNote =
  | { readonly kind: 'nameOnly' }
  | { readonly kind: 'hidden' }
  | { readonly kind: 'limited' }
  | { readonly kind: 'level'; readonly npc: string; readonly level: number };

export function seedNotes(seed: Pick<SeedShopRecord, 'firstSeenInShopData' | 'shownInShop' | 'limited' | 'npcLevelLock'>): SeedNote[] {
  const notes: SeedNote[] = [];
  if (knownByNameOnly(seed)) notes.push({ kind: 'nameOnly' });
  if (seed.shownInShop === false) notes.push({ kind: 'hidden' });
  if (seed.limited === true) notes.push({ kind: 'limited' });
  for (const [npc, level] of Object.entries(seed.npcLevelLock ?? {})) notes.push({ kind: 'level', npc, level });
  return notes;
}
