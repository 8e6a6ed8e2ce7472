/*
 * Where a crop comes from. crop-origins.json describes each origin in a sentence; the rules below read its kind and the
 * game name it mentions, so the site can say it in every language and file the crop under a category players know.
 * The research wrote origins for the crops the snapshot left uncategorized; for the others, the category is what the
 * data knows of where they come from.
 */
import type { CropOriginRecord } from './schema';
import type { Confidence, CropOrigin, CropOriginKind } from './types';

interface OriginRule {
  readonly kind: CropOriginKind;
  readonly pattern: RegExp;
}

/** First match wins; the optional first group is the place the sentence names. */
const ORIGIN_RULES: readonly OriginRule[] = [
  // First: a themed crop's description may guess at a source ("probably an event shop"), which is not a source.
  { kind: 'theme', pattern: /^(\w+)-themed\b/ },
  // A seed the Seed Shop sold during an event names the event, so it does not read as a seed the shop always sells.
  { kind: 'seed-shop', pattern: /sold in the Seed Shop during the ([^;()]+?) event\b|^Seed Shop\b|sold in the Seed Shop/ },
  { kind: 'seed-pack', pattern: /^Seed pack: ([^;()—]+?)(?: —| \(|;|$)/ },
  // A recipe of a place that is no workbench names the place (the Campfire event's campfire recipes).
  { kind: 'crafting', pattern: /^Crafting: ([^;()—]+?) recipe\b|^Crafting:|crafting station/ },
  { kind: 'event-shop', pattern: /^([^;()]+?) event shop\b|^Evo seed stock/ },
  { kind: 'reward', pattern: /^NPC reward: ([^;()]+?)(?: \(|$)|^[^;()]*?: (?:final )?([^;()]+?) reward\b|reward\b/ },
  { kind: 'pet', pattern: /^Laid by the ([^;()]+?) pet\b/ },
  { kind: 'event', pattern: /^([^;()]+?) event\b/ },
];

/** The category a crop without one is filed under, by origin; a themed crop of unknown source stays uncategorized. */
export const ORIGIN_CATEGORIES: Readonly<Record<CropOriginKind, string | null>> = {
  'seed-shop': 'seed shop',
  'event-shop': 'event shop',
  'seed-pack': 'seed pack',
  crafting: 'crafting station',
  reward: 'reward',
  event: 'event',
  pet: 'pet',
  theme: null,
  category: null,
};

/** The origin a record describes, or null when the sources found none (or describe it in a way no rule reads). */
export function readOrigin(record: CropOriginRecord): CropOrigin | null {
  const description = record.origin;
  if (description === null) return null;
  for (const rule of ORIGIN_RULES) {
    const match = rule.pattern.exec(description);
    if (!match) continue;
    const place = match.slice(1).find((group) => group !== undefined) ?? null;
    return { kind: rule.kind, place, confidence: record.confidence, description };
  }
  return null;
}

/**
 * How sure the data is of a category as the place a crop comes from: the categories are the community wiki's crop
 * groups mapped by hand (SOURCES.md: medium). SOURCES.md calls two mappings assumptions ("ancient shop" and "summer
 * seed merchant") and found the game's seed packs contradicting a third: the "angry plant event" crops come from packs.
 */
const CATEGORY_CONFIDENCE: Readonly<Record<string, Confidence>> = {
  'ancient shop': 'low',
  'summer seed merchant': 'low',
  'angry plant event': 'low',
};

/**
 * What a crop's category says of where it comes from; null for an uncategorized crop (given as null by the caller: a
 * value imported here from types.ts would tie that module to the crop data's chunk, docs/performance.md).
 */
export function categoryOrigin(category: string | null): CropOrigin | null {
  if (category === null) return null;
  return { kind: 'category', place: category, confidence: CATEGORY_CONFIDENCE[category] ?? 'medium', description: `category: ${category}` };
}

/** Where a crop comes from: the research's origin (its crop-origins.json record), else what its category says. */
export function originOf(record: CropOriginRecord | undefined, category: string | null): CropOrigin | null {
  return (record === undefined ? null : readOrigin(record)) ?? categoryOrigin(category);
}
