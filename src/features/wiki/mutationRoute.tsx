import { useLanguage } from '../../i18n/i18n';
import { formatMultiplier, formatNumber } from '../../lib/format';
import type { PageLoadContext, PageMetaContext, PageModule } from '../../lib/pageMeta';
import { wikiMutationPath } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import { wikiListTrail } from './listTrail';
import { MutationPage } from './MutationPage';
import type { MutationPageData } from './mutationPageData';

/** The build gives a mutation page its data (mutationPage.build.ts), or null for a slug that names no mutation: the visitor goes to the mutation index, searched for it. */
const load = ({ buildData }: PageLoadContext) => buildData<MutationPageData>();

function mutationMeta({ t, language, props: page }: PageMetaContext<MutationPageData>) {
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
      breadcrumbList(wikiListTrail(t, 'mutations', { name: mutation.name, path }), language),
    ],
  };
}

function Component(page: MutationPageData) {
  return <MutationPage data={page} language={useLanguage()} />;
}

export default { load, meta: mutationMeta, Component } satisfies PageModule<MutationPageData>;
