import type { PageLoadContext, PageModule } from '../../lib/pageMeta';
import { petQueryCodec } from '../../links/petQuery';
import { openingQueryAt } from '../../links/urlState';
import { PetCalculatorPage, type PetCalculatorProps } from './PetCalculatorPage';
import { capAgeText, maxAgeText } from './petTexts';
import { loadPetRoster } from './usePets';

/** The pets come with the page when its link or saved calculation names one; otherwise on the picker's first use. */
async function load({ search }: PageLoadContext): Promise<PetCalculatorProps> {
  const namesPet = openingQueryAt(petQueryCodec, search)?.has('pet') === true;
  return { roster: namesPet ? await loadPetRoster() : null };
}

export default {
  load,
  meta: ({ t, language }) => ({
    // The table stops at the confirmed cap (or the pet's age past it); the fields take ages up to the likely cap.
    title: t('pet.meta.title', { cap: capAgeText(language) }),
    description: t('pet.meta.description', { cap: capAgeText(language), maxAge: maxAgeText(language) }),
  }),
  Component: PetCalculatorPage,
} satisfies PageModule<PetCalculatorProps>;
