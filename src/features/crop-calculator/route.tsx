import { addCrops } from '../../game';
import { cropQueryCodec, queryNeedsCropTable } from '../../lib/cropQuery';
import { loadCropTable } from '../../lib/cropTable';
import { formatNumber } from '../../lib/format';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { openingQueryAt } from '../../lib/urlState/useUrlState';
import { faqStructuredData } from '../../ui/Faq';
import type { CropCalculatorData } from './cropCalculatorData';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

/** What the page renders with: the crop picker's catalog (the engine knows the crops it names first). */
type CropCalculatorProps = Pick<CropCalculatorData, 'catalog'>;

/**
 * The crops the build names first, made known to the engine, so the page values them without the crop table (see
 * game/cropIndex.ts); and the crop table when a link or saved calculation names another crop.
 */
async function load({ search, buildData }: PageLoadContext): Promise<CropCalculatorProps | null> {
  const needsTable = queryNeedsCropTable(openingQueryAt(cropQueryCodec, search));
  const [data] = await Promise.all([buildData<CropCalculatorData>(), needsTable ? loadCropTable() : null]);
  if (!data) return null;
  addCrops(data.crops);
  return { catalog: data.catalog };
}

function Component({ catalog }: CropCalculatorProps) {
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
} satisfies PageModule<CropCalculatorProps>;
