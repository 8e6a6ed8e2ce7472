import { cropLookupOf, requireCrop, type CropLookup } from '../../game';
import { formatNumber } from '../../lib/format';
import { loadCrops } from '../../lib/loadCode';
import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { CROP_QUERY_LOCATION, cropNamedBy } from '../../links/cropQuery';
import { openingQueryAt } from '../../links/urlState';
import type { CropNameOf } from '../../ui/fruit/mutationText';
import type { CropCalculatorData } from './cropCalculatorData';
import { CropCalculatorPage } from './CropCalculatorPage';

/**
 * What the page renders with: the crop picker's catalog, the crops the page reads its link against, and the Seed Shop's
 * prices of the crops whose data has none.
 */
interface CropCalculatorProps {
  catalog: CropCalculatorData['catalog'];
  crops: CropLookup;
  /** Names the crops restricted mutations are reported on (the build's names; else the page's crops). */
  cropName: CropNameOf;
  shopSeedPrices: CropCalculatorData['shopSeedPrices'];
  exportAfterObtainable: CropCalculatorData['exportAfterObtainable'];
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
  const cropName = (cropId: string) => data.cropNames[cropId] ?? requireCrop(crops, cropId).name;
  const { catalog, shopSeedPrices, exportAfterObtainable } = data;
  return { catalog, crops, cropName, shopSeedPrices, exportAfterObtainable };
}

function Component(props: CropCalculatorProps) {
  return <CropCalculatorPage {...props} />;
}

export default {
  load,
  meta: ({ t, language, props }) => ({
    title: t('crop.meta.title'),
    description: t('crop.meta.description', { crops: formatNumber(props.catalog.total, language) }),
  }),
  Component,
} satisfies PageModule<CropCalculatorProps>;
