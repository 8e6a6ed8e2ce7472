import type { Mutation, MutationConflict, MutationRoles } from '../../game';
import type { Confidence, MutationSourceKind } from '../../game/types';
import type { LocalizedProse } from '../../lib/localizedProse';
import type { MutationExample } from './mutationExamples';
import type { WeatherLink } from './shopLinkData';

/** A crop a mutation page links to. */
export interface NamedCrop {
  id: string;
  name: string;
}

/** One way a fruit gets the mutation. */
export interface MutationWay {
  kind: MutationSourceKind;
  /** As the game writes it (for a fusion, the research's summary). */
  name: string;
  /** The research's remark on this way: a condition, how rare it is, what it rests on. */
  note: LocalizedProse | null;
  /** The mutations the sources say this way gives instead: they disagree on which one it gives. */
  alternativeIds: readonly string[];
  /** The page of the pet or gear this way names, where the site has one (unprefixed). */
  path: string | null;
}

export interface MutationWays {
  ways: readonly MutationWay[];
  /** Of the entry as a whole; `none` with no ways. */
  confidence: Confidence;
  /** The research's remark on the whole entry. */
  note: LocalizedProse | null;
}

/**
 * What a mutation page is given by the build (mutationPage.build.ts): its mutation and everything the engine says of
 * it, with the names of the crops and mutations the page writes.
 */
export interface MutationPageData {
  mutation: Mutation;
  /** What a fruit with it looks like, in every language a translation gives; null where unknown. */
  look: LocalizedProse | null;
  /** What the mutation adds to a fruit's multiplier. */
  adds: number;
  roles: MutationRoles;
  conflicts: readonly MutationConflict[];
  source: MutationWays;
  /** The only crops the sources report it on; null when any crop can get it. */
  restrictedTo: readonly NamedCrop[] | null;
  /** Crops the site allows it on too though no source names them, each with the named crop it is taken for. */
  inferredCrops: readonly { crop: NamedCrop; takenFor: NamedCrop }[];
  examples: readonly (MutationExample & { cropName: string })[];
  /** Mutations a fruit gets the same way. */
  related: readonly string[];
  /** Every mutation the page names, by id. */
  names: Readonly<Record<string, string>>;
  /** The weathers that give it, each a row of the weather page. */
  weathers: readonly WeatherLink[];
}
