import type { PageHandle } from '../../lib/pageMeta';
import { faqStructuredData } from '../../ui/Faq';
import { PetCalculatorPage } from './PetCalculatorPage';
import { maxAgeText, petFaqEntries } from './petTexts';

export const handle: PageHandle = {
  meta: ({ t, language }) => ({
    title: t('pet.meta.title', { maxAge: maxAgeText(language) }),
    description: t('pet.meta.description', { maxAge: maxAgeText(language) }),
    structuredData: [faqStructuredData(petFaqEntries(t, language))],
  }),
};

export function Component() {
  return <PetCalculatorPage />;
}
