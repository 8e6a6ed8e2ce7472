import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { wikiEggPath } from '../../lib/paths';
import type { EggPageData } from './eggs/eggData';
import { EggPage, INTRO_KEYS } from './eggs/EggPage';
import { wikiListTrail } from './listTrail';
import { shopPageMeta } from './shopMeta';

const META_TITLES = {
  egg: 'shops.egg.meta.title',
  chest: 'shops.egg.meta.titleChest',
  internal: 'shops.egg.meta.titleInternal',
} as const;

/** The build gives an egg page its data (eggPage.build.ts), or null for a slug that names no egg: the visitor goes to the egg index, searched for it. */
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
        // A chest or an internal entry is no egg: its title and description do not promise pet odds or a hatch time.
        title: t(META_TITLES[egg.kind], { name: egg.name }),
        description: t(egg.kind === 'egg' ? 'shops.egg.meta.description' : INTRO_KEYS[egg.kind], { name: egg.name }),
        path: wikiEggPath(egg.id),
        type: 'Article',
        about: egg.name,
        trail: wikiListTrail(t, 'eggs', { name: egg.name, path: wikiEggPath(egg.id) }),
      },
    ),
  Component,
} satisfies PageModule<EggPageData>;
