import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS } from '../../lib/paths';
import type { GearIndexData } from './gear/gearData';
import { GearIndex } from './gear/GearIndex';
import { wikiListTrail } from './listTrail';
import { shopPageMeta } from './shopMeta';

/** The build gives the index its gear (gearIndex.build.ts). */
const load = ({ buildData }: PageLoadContext) => buildData<GearIndexData>();

function Component({ gear }: GearIndexData) {
  return <GearIndex gear={gear} language={useLanguage()} />;
}

export default {
  load,
  meta: (context) =>
    shopPageMeta(context, {
      title: context.t('shops.gear.meta.title'),
      description: context.t('shops.gear.meta.description'),
      path: PAGE_PATHS.gearIndex,
      type: 'CollectionPage',
      trail: wikiListTrail(context.t, 'gear'),
    }),
  Component,
} satisfies PageModule<GearIndexData>;
