import { cropLookupOf, type CropLookup } from '../../game';
import { formatNumber } from '../../lib/format';
import { loadCrops } from '../../lib/loadCode';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { CROP_QUERY_LOCATION, cropNamedBy } from '../../links/cropQuery';
import { openingQueryAt } from '../../links/urlState';
import { faqStructuredData } from '../../ui/Faq';
import type { CropCalculatorData } from './cropCalculatorData';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

/**
 * What the page renders with: the crop picker's catalog, the crops the page reads its link against, and the Seed Shop's
 * prices of the crops whose data has none.
 */
interface CropCalculatorProps {
  catalog: CropCalculatorData['catalog'];
  crops: CropLookup;
  shopSeedPrices: CropCalculatorData['shopSeedPrices'];
}

/**
 * The crops the build names first, so the page values them without the crop table; the crop table instead when a link
 * or saved calculation names another crop (or one that does not exist: the table is what says so).
 */
async function load({ search, buildData }: PageLoadContext): Promise<CropCalculatorProps | null> {
  const data = await buildData<CropCalculatorData>();
  if (!data) return null;
  const given = cropLookupOf(data.crops);
  const named = cropNamedBy(openingQueryAt(CROP_QUERY_LOCATION, search));
  const crops = named === null || given(named) ? given : (await loadCrops()).findCrop;
  return { catalog: data.catalog, crops, shopSeedPrices: data.shopSeedPrices };
}

function Component({ catalog, crops, shopSeedPrices }: CropCalculatorProps) {
  return <CropCalculatorPage catalog={catalog} crops={crops} shopSeedPrices={shopSeedPrices} />;
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
