import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import { PetIndex } from './PetIndex';
import type { PetIndexData } from './petIndexData';

/** The build gives the index its pets (petIndex.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<PetIndexData>();

function Component({ pets }: PetIndexData) {
  return <PetIndex pets={pets} language={useLanguage()} />;
}

export default {
  load,
  meta: ({ t, language }) => {
    const title = t('wiki.pets.meta.title');
    const description = t('wiki.pets.meta.description');
    const siteName = t('site.name');
    return {
      title,
      description,
      structuredData: [
        webPage({ type: 'CollectionPage', title, description, path: PAGE_PATHS.petIndex, language, siteName }),
        breadcrumbList(
          [
            { name: siteName, path: PAGE_PATHS.cropCalculator },
            { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
            { name: t('wiki.pet.breadcrumb'), path: PAGE_PATHS.petIndex },
          ],
          language,
        ),
      ],
    };
  },
  Component,
} satisfies PageModule<PetIndexData>;
