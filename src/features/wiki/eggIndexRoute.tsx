import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import type { EggIndexData } from './eggs/eggData';
import { EggIndex } from './eggs/EggIndex';
import { wikiListTrail } from './listTrail';
import { shopPageMeta } from './shopMeta';

/** The build gives the index its eggs (eggIndex.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<EggIndexData>();

function Component({ eggs }: EggIndexData) {
  return <EggIndex eggs={eggs} language={useLanguage()} />;
}

export default {
  load,
  meta: (context) =>
    shopPageMeta(context, {
      title: context.t('shops.eggs.meta.title'),
      description: context.t('shops.eggs.meta.description'),
      path: PAGE_PATHS.eggIndex,
      type: 'CollectionPage',
      trail: wikiListTrail(context.t, 'eggs'),
    }),
  Component,
} satisfies PageModule<EggIndexData>;
