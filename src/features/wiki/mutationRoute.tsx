import { Navigate, useParams } from 'react-router';
import { findMutation, mutationAddition, type Mutation } from '../../game';
import { useLanguage } from '../../i18n/useLanguage';
import { formatMultiplier, formatNumber } from '../../lib/format';
import type { PageHandle, PageMetaContext } from '../../lib/pageMeta';
import { localizePath, PAGE_PATHS, WIKI_MUTATION_PREFIX, wikiMutationPath } from '../../lib/paths';
import { indexMeta } from './indexMeta';
import { MutationPage } from './MutationPage';
import { breadcrumbList, webPage } from './structuredData';

/** The mutation a `/wiki/grow-a-garden-mutation-<mutation id>` slug names, or undefined for anything else. */
export function mutationFromSlug(slug: string | undefined): Mutation | undefined {
  if (!slug?.startsWith(WIKI_MUTATION_PREFIX)) return undefined;
  return findMutation(slug.slice(WIKI_MUTATION_PREFIX.length));
}

function mutationMeta(context: PageMetaContext) {
  const { t, language, params } = context;
  const mutation = mutationFromSlug(params.slug);
  // Unknown mutations are sent home; until then the head describes the wiki.
  if (!mutation) return indexMeta(context);
  const values = {
    name: mutation.name,
    multiplier: formatMultiplier(mutation.multiplier, language),
    adds: formatNumber(mutationAddition(mutation.id), language),
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

export function Component() {
  const mutation = mutationFromSlug(useParams().slug);
  const language = useLanguage();
  if (!mutation) return <Navigate to={localizePath(language, '/')} replace />;
  return <MutationPage mutation={mutation} language={language} />;
}
