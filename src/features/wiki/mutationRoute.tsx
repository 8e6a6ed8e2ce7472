import { Navigate } from 'react-router';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMultiplier, formatNumber } from '../../lib/format';
import type { PageHandle, PageMetaContext, PageProps } from '../../lib/pageMeta';
import { localizePath, PAGE_PATHS, wikiMutationPath } from '../../lib/paths';
import { indexMeta } from './indexMeta';
import { MutationPage } from './MutationPage';
import type { MutationPageData } from './mutationPageData';
import { breadcrumbList, webPage } from './structuredData';

/** The build gives a mutation page its data (mutationPage.build.ts), or null for a slug that names no mutation. */
const mutationPageData = (data: unknown) => data as MutationPageData | null;

function mutationMeta(context: PageMetaContext) {
  const { t, language } = context;
  const page = mutationPageData(context.data);
  // Unknown mutations are sent home; until then the head describes the wiki.
  if (!page) return indexMeta(context);
  const { mutation } = page;
  const values = {
    name: mutation.name,
    multiplier: formatMultiplier(mutation.multiplier, language),
    adds: formatNumber(page.adds, language),
  };
  const title = t('wiki.mutation.meta.title', values);
  const description = t('wiki.mutation.meta.description', values);
  const siteName = t('site.name');
  const path = wikiMutationPath(mutation.id);
  return {
    title,
    description,
    structuredData: [
      webPage({ type: 'Article', title, description, path, language, siteName, about: mutation.name }),
      breadcrumbList(
        [
          { name: siteName, path: PAGE_PATHS.cropCalculator },
          { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
          { name: t('wiki.mutations.breadcrumb'), path: PAGE_PATHS.mutationIndex },
          { name: mutation.name, path },
        ],
        language,
      ),
    ],
  };
}

export const handle: PageHandle = { meta: mutationMeta };

export function Component({ data }: PageProps) {
  const page = mutationPageData(data);
  const language = useLanguage();
  if (!page) return <Navigate to={localizePath(language, '/')} replace />;
  return <MutationPage data={page} language={language} />;
}
