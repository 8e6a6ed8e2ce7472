import type { Mutation, Variant } from '../../game';

/** A mutation as the mutation index lists, filters and sorts it. */
export type IndexedMutation = Pick<Mutation, 'id' | 'name' | 'multiplier' | 'group'>;

/** What the mutation index is given by the build (mutationIndex.build.ts): every mutation, by name. */
export interface MutationIndexData {
  mutations: readonly IndexedMutation[];
  /** The variants but Normal, which a search may name (gold, rainbow): the page says they are not mutations. */
  variants: readonly Pick<Variant, 'name' | 'multiplier'>[];
}
