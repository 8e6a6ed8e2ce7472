import { addCrops } from '../../game';
import { cropQueryCodec } from '../../lib/cropQuery';
import { formatNumber } from '../../lib/format';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { loadOpening } from '../../lib/urlState/useUrlState';
import { faqStructuredData } from '../../ui/Faq';
import type { CropCalculatorData } from './cropCalculatorData';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

/** The crops the build names first, and the crop table when a link or saved calculation names another crop. */
async function load({ search, buildData }: PageLoadContext): Promise<CropCalculatorData | null> {
  const [data] = await Promise.all([buildData<CropCalculatorData>(), loadOpening(cropQueryCodec, search)]);
  return data;
}

function Component({ crops, catalog }: CropCalculatorData) {
  // The engine knows the crops the build gave the page, so it values them without the crop table (see game/cropIndex.ts).
  addCrops(crops);
  return <CropCalculatorPage catalog={catalog} />;
}

export default {
  load,
  meta: ({ t, language, props }) => {
    const cropCount = props.catalog.total;
    return {
      title: t('crop.meta.title'),
      description: t('crop.meta.description', { crops: formatNumber(cropCount, language) }),
      structuredData: [faqStructuredData(cropFaqEntries(t, language, cropCount))],
    };
  },
  Component,
} satisfies PageModule<CropCalculatorData>;
