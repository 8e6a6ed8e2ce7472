/** The mutation pages at build time: one page per mutation. */
import { mutations } from '../../game';
import { wikiMutationPath } from '../../lib/paths';

export function prerenderPaths(): string[] {
  return mutations.map((mutation) => wikiMutationPath(mutation.id));
}
