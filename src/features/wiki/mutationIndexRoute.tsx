import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import { wikiListTrail } from './listTrail';
import { MutationIndex } from './MutationIndex';
import type { MutationIndexData } from './mutationIndexData';

/** The build gives the index its mutations (mutationIndex.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<MutationIndexData>();

function Component({ mutations, variants }: MutationIndexData) {
  return <MutationIndex mutations={mutations} variants={variants} language={useLanguage()} />;
}

export default {
  load,
  meta: ({ t, language }) => {
    const title = t('wiki.mutations.meta.title');
    const description = t('wiki.mutations.meta.description');
    const siteName = t('site.name');
    return {
      title,
      description,
      structuredData: [
        webPage({ type: 'CollectionPage', title, description, path: PAGE_PATHS.mutationIndex, language, siteName }),
        breadcrumbList(wikiListTrail(t, 'mutations'), language),
      ],
    };
  },
  Component,
} satisfies PageModule<MutationIndexData>;
