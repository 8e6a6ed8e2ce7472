/*
 * Where the site's numbers come from, as structured facts (SOURCES.md is the research record; this is what the formula
 * page shows from it). Source names are written as their owners write them and never translated; what each entry
 * covers and how sure it is are keys the page translates. Dates are ISO 8601: a year, a month or a day, or an
 * interval `start/end` when a source is dated only roughly.
 */

import { FIRST_EXPORT, GAME_DATA_VERSION, WIKI_CROPS_COPIED } from './version';

/** How sure the sources are, on the scale SOURCES.md uses. */
export const SOURCE_CONFIDENCES = ['high', 'mediumHigh', 'medium', 'lowMedium', 'low'] as const;
export type SourceConfidence = (typeof SOURCE_CONFIDENCES)[number];

/** What kind of thing a source is: a copy of the game's own files, the community wiki, a fan site, or a script. */
export const SOURCE_KINDS = ['game', 'wiki', 'fanSite', 'script'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

export const SOURCE_TOPICS = [
  'cropValues',
  'valueFormula',
  'marketTax',
  'weightRoll',
  'variants',
  'mutationMultipliers',
  'mutationRules',
  'friendBoost',
  'cropFacts',
  'categories',
  'cropOrigins',
  'mutationSources',
  'petWeight',
  'gameExports',
  'publishedValues',
] as const;
export type SourceTopic = (typeof SOURCE_TOPICS)[number];

export interface SourceRef {
  readonly kind: SourceKind;
  /** As the source names itself (a game module, a site, a repository); null where the kind alone says it. */
  readonly name: string | null;
}

export interface SourceEntry {
  readonly topic: SourceTopic;
  readonly sources: readonly SourceRef[];
  /** ISO 8601 date or `start/end` interval of the copy used. */
  readonly date: string;
  readonly confidence: SourceConfidence;
}

const game = (name: string): SourceRef => ({ kind: 'game', name });
const WIKI: SourceRef = { kind: 'wiki', name: 'growagarden.fandom.com' };
/** The weekly exports of the game's tables (game-exports/README.md), which the data import reads. */
const GAME_EXPORTS: SourceRef = { kind: 'script', name: 'AhmadV99/Main' };
/** The newest copy of the game's modules (SOURCES.md: "≈ Jan 2026"). */
const GAME_SNAPSHOT = '2026-01';

export const DATA_SOURCES: readonly SourceEntry[] = [
  { topic: 'cropValues', sources: [game('Item_Module'), GAME_EXPORTS], date: GAME_DATA_VERSION, confidence: 'high' },
  { topic: 'valueFormula', sources: [game('CalculatePlantValue'), WIKI], date: GAME_SNAPSHOT, confidence: 'high' },
  { topic: 'marketTax', sources: [game('CalculatePlantValue')], date: '2025-10-18', confidence: 'high' },
  { topic: 'weightRoll', sources: [game('Calculate_Weight')], date: GAME_SNAPSHOT, confidence: 'high' },
  { topic: 'variants', sources: [game('Item_Module')], date: GAME_SNAPSHOT, confidence: 'high' },
  { topic: 'mutationMultipliers', sources: [game('MutationHandler'), GAME_EXPORTS], date: GAME_DATA_VERSION, confidence: 'high' },
  { topic: 'mutationRules', sources: [game('MutationCombos')], date: GAME_SNAPSHOT, confidence: 'high' },
  { topic: 'friendBoost', sources: [{ kind: 'fanSite', name: 'valuegrowagarden.com' }], date: '2025', confidence: 'lowMedium' },
  {
    topic: 'cropFacts',
    sources: [WIKI, { kind: 'script', name: 'RaviTejaKNTS/blox-dokploy' }],
    date: WIKI_CROPS_COPIED,
    confidence: 'mediumHigh',
  },
  { topic: 'categories', sources: [WIKI], date: '2025-12', confidence: 'medium' },
  {
    topic: 'cropOrigins',
    sources: [
      { kind: 'script', name: 'Synergy-Networks/products' },
      { kind: 'script', name: 'ThundarZ/Welcome' },
    ],
    date: '2025-10/2026-04',
    confidence: 'mediumHigh',
  },
  {
    topic: 'mutationSources',
    sources: [{ kind: 'script', name: 'Synergy-Networks/products' }, WIKI],
    date: '2025-07/2025-11',
    confidence: 'medium',
  },
  {
    topic: 'petWeight',
    sources: [game('PetUtilities'), { kind: 'script', name: null }],
    date: '2025',
    confidence: 'mediumHigh',
  },
  { topic: 'gameExports', sources: [GAME_EXPORTS], date: `${FIRST_EXPORT ?? GAME_DATA_VERSION}/${GAME_DATA_VERSION}`, confidence: 'high' },
  { topic: 'publishedValues', sources: [WIKI], date: WIKI_CROPS_COPIED, confidence: 'high' },
];
