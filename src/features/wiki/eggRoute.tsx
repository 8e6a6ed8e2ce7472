import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS, wikiEggPath } from '../../lib/paths';
import type { EggPageData } from './eggs/eggData';
import { EggPage } from './eggs/EggPage';
import { shopPageMeta } from './shopMeta';

/** The build gives an egg page its data (eggPage.build.ts), or null for a slug that names no egg: the visitor goes home. */
const load = ({ buildData }: PageLoadContext) => buildData<EggPageData>();

function Component(page: EggPageData) {
  return <EggPage {...page} language={useLanguage()} />;
}

export default {
  load,
  meta: ({ t, language, props: { egg } }) =>
    shopPageMeta(
      { t, language },
      {
        title: t('shops.egg.meta.title', { name: egg.name }),
        description: t('shops.egg.meta.description', { name: egg.name }),
        path: wikiEggPath(egg.id),
        type: 'Article',
        about: egg.name,
        crumbs: [
          { name: t('shops.eggs.breadcrumb'), path: PAGE_PATHS.eggIndex },
          { name: egg.name, path: wikiEggPath(egg.id) },
        ],
      },
    ),
  Component,
} satisfies PageModule<EggPageData>;
