import type { Mutation } from '../game';
import { gameWordLang, type Language } from '../i18n/languages';
import { localizePath, wikiMutationPath } from '../lib/paths';
import { Link } from './Link';

/**
 * A mutation's name, as the game writes it, linking to its wiki page (the calculator, the crop and mutation pages). It
 * is given the name rather than looking it up, so a page that names a few mutations need not load them all.
 */
export function MutationLink({ mutation, language }: { mutation: Pick<Mutation, 'id' | 'name'>; language: Language }) {
  return (
    <Link to={localizePath(language, wikiMutationPath(mutation.id))} data-mutation-link={mutation.id} lang={gameWordLang(language)}>
      {mutation.name}
    </Link>
  );
}
