import { Navigate, useParams } from 'react-router';
import { findPet, pets, type Pet } from '../../game/pets';
import { useLanguage } from '../../i18n/useLanguage';
import type { PageHandle, PageMetaContext } from '../../lib/pageMeta';
import { localizePath, PAGE_PATHS, WIKI_PET_PREFIX, wikiPetPath } from '../../lib/paths';
import { indexMeta } from './indexMeta';
import { PetPage } from './PetPage';
import { breadcrumbList, webPage } from './structuredData';

/** The pet a `/wiki/grow-a-garden-pet-<pet id>` slug names, or undefined for anything else. */
export function petFromSlug(slug: string | undefined): Pet | undefined {
  if (!slug?.startsWith(WIKI_PET_PREFIX)) return undefined;
  return findPet(slug.slice(WIKI_PET_PREFIX.length));
}

function petMeta(context: PageMetaContext) {
  const { t, language, params } = context;
  const pet = petFromSlug(params.slug);
  // Unknown pets are sent home; until then the head describes the wiki.
  if (!pet) return indexMeta(context);
  const title = t('wiki.pet.meta.title', { name: pet.name });
  const description = t('wiki.pet.meta.description', { name: pet.name });
  const siteName = t('site.name');
  const path = wikiPetPath(pet.id);
  return {
    title,
    description,
    structuredData: [
      webPage({ type: 'Article', title, description, path, language, siteName, about: pet.name }),
      breadcrumbList(
        [
          { name: siteName, path: PAGE_PATHS.cropCalculator },
          { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
          { name: t('wiki.pet.breadcrumb'), path: PAGE_PATHS.petIndex },
          { name: pet.name, path },
        ],
        language,
      ),
    ],
  };
}

export const handle: PageHandle = { meta: petMeta };

export function Component() {
  const pet = petFromSlug(useParams().slug);
  const language = useLanguage();
  if (!pet) return <Navigate to={localizePath(language, '/')} replace />;
  return <PetPage pet={pet} language={language} />;
}

/** Every pet has its page. */
export function prerenderPaths(): string[] {
  return pets.map((pet) => wikiPetPath(pet.id));
}
