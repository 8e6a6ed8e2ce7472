import type { Crop, Mutation } from '../../game';
import type { AverageHarvest } from '../../game/averageHarvest';
import type { ChangelogEntry } from '../../game/changelog';
import type { WikiNumbers } from '../../game/cropResearch';
import type { LocalizedProse } from '../../lib/localizedProse';
import type { CropSeedShop } from './shopLinkData';
import type { TABLE_VARIANTS, ValueRow } from './valueTable';

/** Another crop a crop page shows as a card. */
export type RelatedCrop = Pick<Crop, 'id' | 'name' | 'tier' | 'category' | 'baseValue'>;

/** A mutation the page names, with its multiplier. */
export type NamedMutation = Pick<Mutation, 'id' | 'name' | 'multiplier'>;

/**
 * What a crop page is given by the build (cropPage.build.ts): its crop, the engine's value table, the crops it shows,
 * and the names of the mutations and variants it writes.
 */
export interface CropPageData {
  crop: Crop;
  /** The weight the crop is valued at until someone gives one (null: unknown, valued at its base weight). */
  defaultWeightKg: number | null;
  /** Its average harvest by the game's weight roll, worked out by the build (the page loads no engine for it). */
  average: AverageHarvest | null;
  rows: readonly ValueRow[];
  related: readonly RelatedCrop[];
  /** Every mutation of the table, by id. */
  mutations: Readonly<Record<string, NamedMutation>>;
  variantNames: Readonly<Record<(typeof TABLE_VARIANTS)[number], string>>;
  /** What the data changelog says of this crop, newest first. */
  changes: readonly ChangelogEntry[];
  /** Its seed in the Seed Shop's data (price, tab, date, confidence); null when the shop data has no price for it. */
  seedShop: CropSeedShop | null;
  /** Community lists name its seed in the Seed Shop, which no copy of the shop's data holds (shopFacts.knownByNameOnly). */
  seedShopByNameOnly: boolean;
  /**
   * The community wiki's numbers where they differ from the game's files, which the page shows, and the day the files
   * stopped holding them where they once did (game/cropResearch.ts).
   */
  wikiNumbers: { numbers: WikiNumbers; gameUntil: string | null } | null;
  /** The research's sentence on where it comes from (game/cropResearch.ts, originNote), in every language a translation gives. */
  originNote: LocalizedProse | null;
  /**
   * Whether the crop was not yet in the game's files in the month whether it could be obtained is known as of
   * (OBTAINABLE_AS_OF), which the page then says in place of "unknown".
   */
  notYetInFiles: boolean;
  /** The max set's mutations no source says how a fruit gets (mutationSourceOf), which the page names beside the set. */
  maxSetWaysUnknown: readonly string[];
}
