import { useLanguage } from '../../i18n/i18n';
import { formatFruitWeight, formatSheckles } from '../../lib/gameText';
import type { PageLoadContext, PageMetaContext, PageModule } from '../../lib/pageMeta';
import { PAGE_PATHS, wikiCropPath } from '../../lib/paths';
import { breadcrumbList, webPage } from '../../lib/structuredData';
import { CropPage } from './CropPage';
import type { CropPageData } from './cropPageData';
import { MOON_MANGO_ID } from './moonMango';
import { cellOf, NO_MUTATION_ROW, rowOf } from './valueTable';

/** The build gives a crop page its data (cropPage.build.ts), or null for a slug that names no crop: the visitor goes to the crop wiki, searched for it. */
const load = ({ buildData }: PageLoadContext) => buildData<CropPageData>();

function cropMeta({ t, language, props: page }: PageMetaContext<CropPageData>) {
  const { crop } = page;
  const plain = rowOf(page.rows, NO_MUTATION_ROW);
  const sheckles = (value: number) => formatSheckles(t, value, language);
  const isMoonMango = crop.id === MOON_MANGO_ID;
  const title = isMoonMango ? t('wiki.moonMango.meta.title') : t('wiki.page.meta.title', { name: crop.name });
  const description = isMoonMango
    ? t('wiki.moonMango.meta.description')
    : t('wiki.page.meta.description', {
        name: crop.name,
        weight: formatFruitWeight(t, page.defaultWeightKg, language),
        value: sheckles(cellOf(plain, 'normal').value),
        gold: sheckles(cellOf(plain, 'gold').value),
        rainbow: sheckles(cellOf(plain, 'rainbow').value),
      });
  const path = wikiCropPath(crop.id);
  const siteName = t('site.name');
  return {
    title,
    description,
    structuredData: [
      webPage({ type: 'Article', title, description, path, language, siteName, about: crop.name }),
      breadcrumbList(
        [
          { name: siteName, path: PAGE_PATHS.cropCalculator },
          { name: t('nav.wiki'), path: PAGE_PATHS.wikiIndex },
          { name: crop.name, path },
        ],
        language,
      ),
    ],
  };
}

function Component(page: CropPageData) {
  return <CropPage data={page} language={useLanguage()} />;
}

export default { load, meta: cropMeta, Component } satisfies PageModule<CropPageData>;
