import { addCrops } from '../../game';
import { cropQueryCodec, queryNeedsCropTable } from '../../lib/cropQuery';
import { cropTable } from '../../lib/cropTable';
import { formatNumber } from '../../lib/format';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { openingQueryAt } from '../../lib/urlState/useUrlState';
import { faqStructuredData } from '../../ui/Faq';
import type { CropCalculatorData } from './cropCalculatorData';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

/** The crops the build names first, and the crop table when a link or saved calculation names another crop. */
async function load({ search, buildData }: PageLoadContext): Promise<CropCalculatorData | null> {
  const needsTable = queryNeedsCropTable(openingQueryAt(cropQueryCodec, search));
  const [data] = await Promise.all([buildData<CropCalculatorData>(), needsTable ? cropTable.load() : null]);
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
