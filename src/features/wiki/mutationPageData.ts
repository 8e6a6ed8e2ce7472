import type { Mutation, MutationConflict, MutationRoles } from '../../game';
import type { MutationSource } from '../../game/mutationSources';
import type { MutationExample } from './mutationExamples';
import type { WeatherLink } from './shopLinkData';

/** A crop a mutation page links to. */
export interface NamedCrop {
  id: string;
  name: string;
}

/**
 * What a mutation page is given by the build (mutationPage.build.ts): its mutation and everything the engine says of
 * it, with the names of the crops and mutations the page writes.
 */
export interface MutationPageData {
  mutation: Mutation;
  /** What the mutation adds to a fruit's multiplier. */
  adds: number;
  roles: MutationRoles;
  conflicts: readonly MutationConflict[];
  source: MutationSource;
  /** The only crops it is reported on; null when any crop can get it. */
  restrictedTo: readonly NamedCrop[] | null;
  examples: readonly (MutationExample & { cropName: string })[];
  /** Mutations a fruit gets the same way. */
  related: readonly string[];
  /** Every mutation the page names, by id. */
  names: Readonly<Record<string, string>>;
  /** The weathers that give it, each a row of the weather page. */
  weathers: readonly WeatherLink[];
}
