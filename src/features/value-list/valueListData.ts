/* What the build gives the value list (see valueList.build.ts): every crop as its row shows it, and the names it needs. */
import type { Tier, VariantId } from '../../game';
import type { Removal } from '../../game/version';

/** A crop as the value list shows and filters it, with its value as the default fruit (Normal, no mutation). */
export interface ValueListCrop {
  id: string;
  name: string;
  tier: Tier | null;
  category: string;
  obtainable: boolean | null;
  baseValue: number;
  /** Null when the sources do not give it: the crop is valued at its base weight all the same. */
  baseWeight: number | null;
  priceFloorValue: number;
  /** The engine's per-fruit value at the base weight, Normal, no mutation. */
  value: number;
  /** The first export of the game's tables that holds the crop (YYYY-MM-DD), for "what's new". */
  firstSeen: string | null;
  /** Names the crop search also finds it by ("Honey Pepper" for Pepper). */
  eventForms: readonly string[];
  /**
   * Only on a crop out of the game's files (removalOf), which its row says and the filter counts as not obtainable:
   * a handful of hundreds, so the page's data carries no field for the others.
   */
  removal?: Removal;
}

export interface ValueListData {
  crops: readonly ValueListCrop[];
  /** Every variant, in the game's order, for the variant choice. */
  variants: readonly { id: VariantId; name: string }[];
  /** The game's names of the mutations the quick choices use. */
  presetMutationNames: Readonly<Record<string, string>>;
  /** The variant the max set is worked out with. */
  maxSetVariant: VariantId;
  /**
   * The first export after the month whether a crop could be obtained is known as of (firstExportAfterObtainable): a
   * row says a crop it did not hold was not yet in the game's files then, as the crop's page does.
   */
  exportAfterObtainable: string | null;
}
