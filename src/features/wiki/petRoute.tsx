import { growthKnown } from '../../game';
import { useLanguage } from '../../i18n/i18n';
import type { PageLoadContext, PageMetaContext, PageModule } from '../../lib/pageMeta';
import { wikiPetPath } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import { wikiListTrail } from './listTrail';
import { PetPage } from './PetPage';
import type { PetPageData } from './petPageData';

/** The build gives a pet page its data (petPage.build.ts), or null for a slug that names no pet: the visitor goes to the pet index, searched for it. */
const load = ({ buildData }: PageLoadContext) => buildData<PetPageData>();

function petMeta({ t, language, props: { pet, hatch } }: PageMetaContext<PetPageData>) {
  // A pet without its own hatch range gets no promise of its hatch weight in search results either, one that age does
  // not grow no promise of growth, and one whose growth the data does not know none either.
  const kind = !growthKnown(pet) ? 'GrowthUnknown' : hatch.known ? '' : pet.growsWithAge ? 'NoHatch' : 'NoGrowth';
  const title = t(`wiki.pet.meta.title${kind}`, { name: pet.name });
  const description = t(`wiki.pet.meta.description${kind}`, { name: pet.name });
  const siteName = t('site.name');
  const path = wikiPetPath(pet.id);
  return {
    title,
    description,
    structuredData: [
      webPage({ type: 'Article', title, description, path, language, siteName, about: pet.name }),
      breadcrumbList(wikiListTrail(t, 'pets', { name: pet.name, path }), language),
    ],
  };
}

function Component(page: PetPageData) {
  return <PetPage {...page} language={useLanguage()} />;
}

export default { load, meta: petMeta, Component } satisfies PageModule<PetPageData>;
