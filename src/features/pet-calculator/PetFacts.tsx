import { useTranslation } from 'react-i18next';
import type { PetSummary } from '../../game/petRoster';
import { useLanguage } from '../../i18n/i18n';
import { formatNumber } from '../../lib/format';
import { tierLabel } from '../../lib/gameText';
import { formatPetKg } from './petFormat';
import type { PetGrowth } from './petGrowth';
import type { PetsModule } from './usePets';

interface PetFactsProps {
  pet: PetSummary;
  growth: PetGrowth;
  data: PetsModule;
}

/** What the chosen pet adds to the numbers: whether it grows with age, and whether its hatch was normal or Huge. */
export function PetFacts({ pet, growth, data }: PetFactsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const kg = (value: number) => formatPetKg(value, language);
  // A pet that does not grow with age weighed at age 1 at most what it weighs now (it gains only by eating): above the
  // normal range it may have hatched Huge or eaten since, and the page says both.
  const hatchKg = pet.growsWithAge ? growth.hatchKg : growth.kg;
  const hatch = data.petHatchKind(hatchKg);
  const [min, max] = data.PET_HATCH_WEIGHT_RANGE_KG;
  return (
    <div className="pet-chosen" data-testid="pet-facts" data-pet={pet.id} data-grows={String(pet.growsWithAge)} data-hatch={hatch}>
      <p className="pet-chosen__name">{t('pet.facts.chosen', { pet: pet.name, rarity: tierLabel(t, pet.rarity) })}</p>
      {pet.growsWithAge ? null : <p className="pet-note">{t('pet.facts.noGrowth', { pet: pet.name })}</p>}
      <p>
        {hatch === 'normal'
          ? t('pet.facts.hatchNormal', { hatch: kg(hatchKg), min: kg(min), max: kg(max) })
          : pet.growsWithAge
            ? t('pet.facts.hatchHuge', { hatch: kg(hatchKg), max: kg(max), oneIn: formatNumber(data.PET_HUGE_HATCH_ONE_IN, language) })
            : t('pet.facts.hatchAboveNormal', { hatch: kg(hatchKg), max: kg(max) })}{' '}
        {t('pet.facts.sizeClass', { sizeClass: t(`pet.sizeClass.${growth.sizeClass}`) })}
      </p>
    </div>
  );
}
