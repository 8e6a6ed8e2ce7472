import { addCrops } from '../../game';
import { cropQueryCodec } from '../../lib/cropQuery';
import { formatNumber } from '../../lib/format';
import type { PageHandle, PageProps } from '../../lib/pageMeta';
import { faqStructuredData } from '../../ui/Faq';
import type { CropCalculatorData } from './cropCalculatorData';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

/** A link or saved calculation naming a crop the build did not give the page is read against the crop table. */
export const urlState = () => cropQueryCodec;

export const handle: PageHandle = {
  meta: ({ t, language, data }) => {
    const cropCount = (data as CropCalculatorData).catalog.total;
    return {
      title: t('crop.meta.title'),
      description: t('crop.meta.description', { crops: formatNumber(cropCount, language) }),
      structuredData: [faqStructuredData(cropFaqEntries(t, language, cropCount))],
    };
  },
};

export function Component({ data }: PageProps) {
  const { crops, catalog } = data as CropCalculatorData;
  // The engine knows the crops the build gave the page, so it values them without the crop table (see game/cropIndex.ts).
  addCrops(crops);
  return <CropCalculatorPage catalog={catalog} />;
}
