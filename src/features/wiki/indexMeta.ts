import type { PageMeta, PageMetaContext } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';

export function indexMeta({ t, language }: Pick<PageMetaContext<unknown>, 't' | 'language'>): PageMeta {
  const title = t('wiki.index.meta.title');
  const description = t('wiki.index.meta.description');
  const siteName = t('site.name');
  return {
    title,
    description,
    structuredData: [
      webPage({ type: 'CollectionPage', title, description, path: PAGE_PATHS.wikiIndex, language, siteName }),
      breadcrumbList(
        [
          { name: siteName, path: PAGE_PATHS.cropCalculator },
          { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
        ],
        language,
      ),
    ],
  };
}
