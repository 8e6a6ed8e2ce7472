import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import { wikiListTrail } from './listTrail';
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
        breadcrumbList(wikiListTrail(t, 'pets'), language),
      ],
    };
  },
  Component,
} satisfies PageModule<PetIndexData>;
