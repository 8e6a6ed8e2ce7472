import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { wikiGearPath } from '../../lib/paths';
import type { GearPageData } from './gear/gearData';
import { GearPage } from './gear/GearPage';
import { wikiListTrail } from './listTrail';
import { shopPageMeta } from './shopMeta';

/** The build gives a gear page its data (gearPage.build.ts), or null for a slug that names no gear. */
const load = ({ buildData }: PageLoadContext) => buildData<GearPageData>();

function Component(page: GearPageData) {
  return <GearPage {...page} language={useLanguage()} />;
}

export default {
  load,
  meta: ({ t, language, props: { gear } }) =>
    shopPageMeta(
      { t, language },
      {
        title: t('shops.gearPage.meta.title', { name: gear.name }),
        description: t('shops.gearPage.meta.description', { name: gear.name }),
        path: wikiGearPath(gear.id),
        type: 'Article',
        about: gear.name,
        trail: wikiListTrail(t, 'gear', { name: gear.name, path: wikiGearPath(gear.id) }),
      },
    ),
  Component,
} satisfies PageModule<GearPageData>;
