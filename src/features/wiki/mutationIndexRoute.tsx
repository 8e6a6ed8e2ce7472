import { useLanguage } from '../../i18n/useLanguage';
import type { PageHandle, PageProps } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { MutationIndex } from './MutationIndex';
import type { MutationIndexData } from './mutationIndexData';
import { breadcrumbList, webPage } from './structuredData';

export const handle: PageHandle = {
  meta: ({ t, language }) => {
    const title = t('wiki.mutations.meta.title');
    const description = t('wiki.mutations.meta.description');
    const siteName = t('site.name');
    return {
      title,
      description,
      structuredData: [
        webPage({ type: 'CollectionPage', title, description, path: PAGE_PATHS.mutationIndex, language, siteName }),
        breadcrumbList(
          [
            { name: siteName, path: PAGE_PATHS.cropCalculator },
            { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
            { name: t('wiki.mutations.breadcrumb'), path: PAGE_PATHS.mutationIndex },
          ],
          language,
        ),
      ],
    };
  },
};

export function Component({ data }: PageProps) {
  // The build gives the index its mutations (mutationIndex.build.ts).
  return <MutationIndex mutations={(data as MutationIndexData).mutations} language={useLanguage()} />;
}
