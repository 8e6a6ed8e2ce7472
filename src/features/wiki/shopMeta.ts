import type { PageMeta, PageMetaContext } from '../../lib/pageMeta';
import { breadcrumbList, webPage, type Crumb } from '../../lib/structuredData';

type Context = Pick<PageMetaContext<unknown>, 't' | 'language'>;

/**
 * The head of an egg, gear or weather page: an article (one item) or a collection (an index), with the trail the page
 * shows (wikiListTrail).
 */
export function shopPageMeta(
  { t, language }: Context,
  page: { title: string; description: string; path: string; type: 'Article' | 'CollectionPage'; trail: readonly Crumb[]; about?: string },
): PageMeta {
  const siteName = t('site.name');
  return {
    title: page.title,
    description: page.description,
    structuredData: [
      webPage({
        type: page.type,
        title: page.title,
        description: page.description,
        path: page.path,
        language,
        siteName,
        about: page.about,
      }),
      breadcrumbList(page.trail, language),
    ],
  };
}
