import { Navigate } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage';
import type { PageHandle, PageMetaContext, PageProps } from '../../lib/pageMeta';
import { localizePath, PAGE_PATHS, wikiPetPath } from '../../lib/paths';
import { indexMeta } from './indexMeta';
import { PetPage } from './PetPage';
import type { PetPageData } from './petPageData';
import { breadcrumbList, webPage } from './structuredData';

/** The build gives a pet page its data (petPage.build.ts), or null for a slug that names no pet. */
const petPageData = (data: unknown) => data as PetPageData | null;

function petMeta(context: PageMetaContext) {
  const { t, language } = context;
  const pet = petPageData(context.data)?.pet;
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

export function Component({ data }: PageProps) {
  const page = petPageData(data);
  const language = useLanguage();
  if (!page) return <Navigate to={localizePath(language, '/')} replace />;
  return <PetPage {...page} language={language} />;
}
