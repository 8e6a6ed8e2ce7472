/** The mutation index at build time: every mutation, with only what the index lists, filters and sorts by. */
import { mutations, variants } from '../../game';
import { sortByName } from '../../lib/sortByName';
import type { MutationIndexData } from './mutationIndexData';

export function pageData(): MutationIndexData {
  return {
    mutations: sortByName(mutations).map(({ id, name, multiplier, group }) => ({ id, name, multiplier, group })),
    variants: variants.filter(({ id }) => id !== 'normal').map(({ name, multiplier }) => ({ name, multiplier })),
  };
}
