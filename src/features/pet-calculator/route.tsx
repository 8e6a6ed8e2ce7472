import { loadNothing, type PageModule } from '../../lib/pageMeta';
import { faqStructuredData } from '../../ui/Faq';
import { PetCalculatorPage } from './PetCalculatorPage';
import { maxAgeText, petFaqEntries } from './petTexts';

export default {
  load: loadNothing,
  meta: ({ t, language }) => ({
    title: t('pet.meta.title', { maxAge: maxAgeText(language) }),
    description: t('pet.meta.description', { maxAge: maxAgeText(language) }),
    structuredData: [faqStructuredData(petFaqEntries(t, language))],
  }),
  Component: () => <PetCalculatorPage />,
} satisfies PageModule<Record<string, never>>;
