/*
 * Hand-written runtime types. The value lists below are the closed vocabularies of the data files; the schema
 * (build/test time only) checks the JSON against these same lists, so they are the single source for both.
 */

/** Rarity tiers, lowest to highest, in the order the crop data introduces them. */
export const TIERS = ['common', 'uncommon', 'rare', 'legendary', 'mythical', 'divine', 'prismatic', 'transcendent'] as const;
export type Tier = (typeof TIERS)[number];

/** Pet rarities as the pet data writes them; each is the crop tier of the same name. */
export const PET_RARITIES = ['Common', 'Uncommon', 'Rare', 'Legendary', 'Mythical', 'Divine', 'Prismatic'] as const;
export type PetRarity = (typeof PET_RARITIES)[number];

export const HARVESTS = ['single', 'multi'] as const;
export type Harvest = (typeof HARVESTS)[number];

export const VARIANT_IDS = ['normal', 'silver', 'gold', 'rainbow', 'diamond'] as const;
export type VariantId = (typeof VARIANT_IDS)[number];

/**
 * How sure the sources are of a fact; `none`: no source was found, or the one found gives no sureness (pages say "not
 * known").
 */
export const CONFIDENCES = ['high', 'medium', 'low', 'none'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/** The ways a fruit gets a mutation, as mutation-sources.json names them. */
export const MUTATION_SOURCE_KINDS = ['weather', 'event', 'pet', 'gear', 'fusion', 'admin', 'other'] as const;
export type MutationSourceKind = (typeof MUTATION_SOURCE_KINDS)[number];

export const MUTATION_GROUPS = ['environmental', 'temperature'] as const;
export type MutationGroup = (typeof MUTATION_GROUPS)[number];

/** Item rarities as the shop data writes them (seeds reach Transcendent; pets stop at Prismatic). */
export const ITEM_RARITIES = [...PET_RARITIES, 'Transcendent'] as const;
export type ItemRarity = (typeof ITEM_RARITIES)[number];

/** The tier a shop item's rarity names: the same words, as the crops' tiers write them. */
const TIER_OF_RARITY: Readonly<Record<ItemRarity, Tier>> = {
  Common: 'common',
  Uncommon: 'uncommon',
  Rare: 'rare',
  Legendary: 'legendary',
  Mythical: 'mythical',
  Divine: 'divine',
  Prismatic: 'prismatic',
  Transcendent: 'transcendent',
};

/** A rarity's tier; a rarity the data does not know (null) gives none. */
export function tierOfRarity(rarity: ItemRarity): Tier;
export function tierOfRarity(rarity: ItemRarity | null): Tier | null;
export function tierOfRarity(rarity: ItemRarity | null): Tier | null {
  return rarity === null ? null : TIER_OF_RARITY[rarity];
}

/** The currencies a shop price is in, as the game's data names them. */
export const CURRENCIES = ['Sheckles', 'Robux', 'GardenCoins', 'Honey', 'SummerCoins', 'Chi', 'FairyPoints', 'CandyCorn'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * The restock clocks of data/shops/restock.json, one key each: shops, shop tabs and resets. A seed or a gear names the
 * key of the shop that restocks it.
 */
export const SHOP_KEYS = [
  'seed',
  'gear',
  'egg',
  'cosmetic',
  'seed-tier-2',
  'daily-deals',
  'traveling-merchant',
  'event-shops',
  'bee-egg-shop',
  'daily-quests',
  'zen-quests',
  'weather',
] as const;
export type ShopKey = (typeof SHOP_KEYS)[number];

/**
 * Whether a site can count down to a restock without the game's server: `yes` (rule and numbers known), `probably`
 * (the interval is known, its alignment to UTC assumed), `unconfirmed` (sources disagree on the interval) or `no`
 * (the server picks the time, or no interval is known).
 */
export const OFFLINE_COUNTDOWNS = ['yes', 'probably', 'unconfirmed', 'no'] as const;
export type OfflineCountdown = (typeof OFFLINE_COUNTDOWNS)[number];

/**
 * What the sources say about a crop's weight, in kg. A crop added in 2026 has none: its value is known, its weight is
 * not, so it can only be valued at its base weight. `priceFloorWeight` is computed by the engine, and so is the average
 * harvest (averageHarvest.ts).
 */
export interface CropWeights {
  /** The game's BaseWeight. */
  readonly baseWeight: number;
  /** Lightest fruit a normal harvest can roll. */
  readonly minWeight: number;
  /** Exact 0.95 × baseWeight; round for display. */
  readonly priceFloorWeight: number;
  /** Probability of a huge fruit per harvest (0–1), as the data rounds it (6 decimals; prefer hugeChanceOneIn). */
  readonly hugeChance: number;
  /** The same chance as "1 in N" when the sources state N. */
  readonly hugeChanceOneIn: number | null;
}

/** The data's category for crops it places in no shop or event (not a relation between them). */
export const UNCATEGORIZED = 'uncategorized';

/**
 * The broad ways a crop reaches a garden, read from crop-origins.json. `category`: the research gives the crop no origin,
 * but its category files it somewhere (a shop, a pack group, an event), and that is all the data says of where it comes from.
 */
export const CROP_ORIGIN_KINDS = [
  'seed-shop',
  'event-shop',
  'seed-pack',
  'crafting',
  'reward',
  'event',
  'pet',
  'theme',
  'category',
] as const;
export type CropOriginKind = (typeof CROP_ORIGIN_KINDS)[number];

export interface CropOrigin {
  readonly kind: CropOriginKind;
  /**
   * The pack, event, reward giver, crafting place or pet the sources name (as the game writes it), when they name one;
   * for `category`, the crop's category as the data writes it.
   */
  readonly place: string | null;
  readonly confidence: Confidence;
  /** The source's own wording (English). */
  readonly description: string;
}

/**
 * A crop as the UI needs it. `null` means the sources do not say; nothing is filled in by guess.
 * `priceFloorValue` is computed by the engine (tests check it against the data file's column), so the table and the
 * calculator can never disagree.
 */
export interface Crop {
  readonly id: string;
  readonly name: string;
  readonly tier: Tier | null;
  readonly category: string;
  /** Seed price in Sheckles. */
  readonly seedPrice: number | null;
  readonly obtainable: boolean | null;
  readonly harvest: Harvest | null;
  /** The first export of the game's tables that holds the crop (YYYY-MM-DD): in the game's files since then. */
  readonly firstSeen: string | null;
  /** The first export without the crop, for a crop gone from the game's files (its page stays and says so). */
  readonly removed: string | null;
  /** Names of the crop's event forms ("Honey Pepper"): the same numbers under an event's name. */
  readonly eventForms: readonly string[];
  /** The game's BaseValue ("core" value) in Sheckles. */
  readonly baseValue: number;
  /** Value of a Normal fruit without mutations at or below the price-floor weight (0.95 × base weight). */
  readonly priceFloorValue: number;
  /** Null when the sources do not know the crop's weight (see CropWeights). */
  readonly weights: CropWeights | null;
  readonly origin: CropOrigin | null;
  readonly sources: readonly string[];
  /** For a crop shown with the wiki's numbers: the game's files' own, different entry for it (null: none known). */
  readonly gameFilesEntry: GameFilesEntry | null;
}

/** What the game's files held for a crop whose numbers here come from the wiki, where they differ from them. */
export interface GameFilesEntry {
  /** The first and the last weekly export of the game's tables that held the crop (YYYY-MM-DD). */
  readonly firstSeen: string;
  readonly lastSeen: string;
  /** Its numbers in the last of them. */
  readonly baseWeight: number;
  readonly baseValue: number;
  readonly hugeChanceOneIn: number;
}

export interface Mutation {
  readonly id: string;
  readonly name: string;
  /** The game's own key, used by the combination rules (e.g. "FoxfireChakra" for id "foxfire"). */
  readonly gameKey: string;
  readonly group: MutationGroup;
  /** The game's ValueMulti. */
  readonly multiplier: number;
  /** Mutation ids that cannot be on a fruit together with this one (from the data file). */
  readonly conflictsWith: readonly string[];
  /** Whether the product spec's mutation list includes it (the "spec" pool of the max-mutation search). */
  readonly inSpecList: boolean;
  /**
   * False for the 2026 mutations: no source says how they combine, so the engine treats them as combining with
   * nothing, and pages must say that this is not known rather than that there is no rule.
   */
  readonly rulesKnown: boolean;
  /** The first export of the game's tables that holds the mutation (YYYY-MM-DD). */
  readonly firstSeen: string | null;
}

export interface Variant {
  readonly id: VariantId;
  readonly name: string;
  readonly multiplier: number;
  /** Relative harvest roll weight; null when the game never rolls it at harvest. */
  readonly rollWeight: number | null;
}
