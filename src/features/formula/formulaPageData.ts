import type { SellPriceResult } from '../../game';
import type { DataChangelog } from '../../game/changelog';
import type { PublishedValueRow, ValueMatch } from '../../game/publishedValues';
import type { CropQueryState } from '../../links/cropQuery';

/** A multiplier the rules name, with what the game calls it. */
export interface NamedMultiplier {
  name: string;
  multiplier: number;
}

/** One fruit's sell price with each step of the formula, as the engine works it out (see game/explain.ts). */
export interface WorkedExampleData {
  /** The fruit, as the calculator link reproduces it (with the variant the engine settled on). */
  input: CropQueryState;
  cropName: string;
  variantName: string;
  /** The mutations the fruit was given, by name, in the order given. */
  givenMutations: string[];
  baseValue: number;
  /** Null for a crop whose weight is unknown. */
  baseWeight: number | null;
  sale: Pick<
    SellPriceResult,
    | 'weightKg'
    | 'weightRatio'
    | 'weightFactor'
    | 'priceFloorApplied'
    | 'variantMultiplier'
    | 'mutationMultiplier'
    | 'totalMultiplier'
    | 'marketTaxApplied'
    | 'value'
    | 'boostPercent'
  > & {
    /** The exact per-fruit price, in decimal digits (JSON has no big integers). */
    perFruit: string;
  };
  /** What each mutation the fruit really holds adds to MutMulti, largest first. */
  mutations: (NamedMultiplier & { id: string; contribution: number })[];
  unrounded: number;
  taxed: number;
}

/** The published values beside the engine's, with each crop named. */
export interface ProofData {
  rows: (Omit<PublishedValueRow, 'crop'> & { crop: { id: string; name: string } })[];
  summary: Readonly<Record<ValueMatch, number>> & { total: number };
  /** When the published values were copied (ISO 8601). */
  date: string;
  url: string;
}

/** The data changelog, and how many of its new mutations the data knows no combination rules for. */
export interface ChangelogData extends DataChangelog {
  newMutationsWithUnknownRules: number;
}

/**
 * What the formula page is given by the build (formulaPage.build.ts): every number it shows, worked out by the engine
 * at build time, so the page never downloads the engine or the crop data.
 */
export interface FormulaPageData {
  variants: NamedMultiplier[];
  /** The variants a harvest can give, each with its roll weight and chance in percent (game/variantRoll.ts). */
  harvestRolls: { name: string; weight: number; chancePercent: number }[];
  /** The variants no harvest gives. */
  neverRolled: string[];
  /** Two mutations and what they give together, to show that mutations add. */
  adding: { mutations: NamedMultiplier[]; multiplier: number };
  examples: { worked: WorkedExampleData; tax: WorkedExampleData };
  proof: ProofData;
  changelog: ChangelogData;
}
