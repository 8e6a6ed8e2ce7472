/*
 * Where a crop comes from. crop-origins.json describes each origin in a sentence; the rules below read its kind and the
 * game name it mentions, so the site can say it in every language and file the crop under a category players know.
 */
import type { CropOriginRecord } from './schema';
import type { CropOrigin, CropOriginKind } from './types';

interface OriginRule {
  readonly kind: CropOriginKind;
  readonly pattern: RegExp;
}

/** First match wins; the optional first group is the place the sentence names. */
const ORIGIN_RULES: readonly OriginRule[] = [
  // First: a themed crop's description may guess at a source ("probably an event shop"), which is not a source.
  { kind: 'theme', pattern: /^(\w+)-themed\b/ },
  { kind: 'seed-shop', pattern: /^Seed Shop\b|sold in the Seed Shop/ },
  { kind: 'seed-pack', pattern: /^Seed pack: ([^;()—]+?)(?: —| \(|;|$)/ },
  { kind: 'crafting', pattern: /^Crafting:|crafting station/ },
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
