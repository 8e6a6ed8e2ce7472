import type { PageHandle } from '../../lib/pageMeta';
import { faqStructuredData } from '../../ui/Faq';
import { CropCalculatorPage } from './CropCalculatorPage';
import { cropFaqEntries } from './PageContent';

export const handle: PageHandle = {
  meta: ({ t, language }) => ({
    title: t('crop.meta.title'),
    description: t('crop.meta.description'),
    structuredData: [faqStructuredData(cropFaqEntries(t, language))],
  }),
};

export function Component() {
  return <CropCalculatorPage />;
}
