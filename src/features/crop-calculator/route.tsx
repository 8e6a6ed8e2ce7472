import { crops } from '../../game';
import { formatNumber } from '../../lib/format';
import type { PageHandle } from '../../lib/pageMeta';
import { faqStructuredData } from '../../ui/Faq';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

export const handle: PageHandle = {
  meta: ({ t, language }) => ({
    title: t('crop.meta.title'),
    description: t('crop.meta.description', { crops: formatNumber(crops.length, language) }),
    structuredData: [faqStructuredData(cropFaqEntries(t, language))],
  }),
};

export function Component() {
  return <CropCalculatorPage />;
}
