import { Link } from 'react-router';
import { getMutation } from '../game';
import type { Language } from '../i18n/languages';
import { localizePath, wikiMutationPath } from '../lib/paths';

/** A mutation's name, as the game writes it, linking to its wiki page (the calculator, the crop and mutation pages). */
export function MutationLink({ mutationId, language }: { mutationId: string; language: Language }) {
  return (
    <Link to={localizePath(language, wikiMutationPath(mutationId))} data-mutation-link={mutationId}>
      {getMutation(mutationId).name}
    </Link>
  );
}
