import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { PetSummary } from '../../game/petRoster';
import { useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
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

type HatchVerdict = { kind: 'normal' | 'huge' | 'unknown'; text: string };

/** Whether this age-1 weight is a normal or a Huge hatch of this pet, judged only by the pet's own range. */
function hatchVerdict(pet: PetSummary, growth: PetGrowth, data: PetsModule, t: TFunction, language: Language): HatchVerdict {
  const hatch = data.petHatch(pet);
  // Another pet's range, or the one every egg had in 2025, would be a guess: a pet without its own range is not judged.
  if (!hatch.known) return { kind: 'unknown', text: t('pet.facts.hatchUnknown', { pet: pet.name }) };
  const kg = (value: number) => formatPetKg(value, language);
  // For a pet that does not grow with age the engine's age-1 weight is its weight now, which eating may have raised
  // since it hatched: above the normal range it may have hatched Huge or eaten since, and the page says both.
  const ageOneKg = growth.hatchKg;
  const [min, max] = hatch.ageOneRangeKg;
  const kind = data.petHatchKind(hatch, ageOneKg);
  if (kind === 'normal')
    return { kind, text: t('pet.facts.hatchNormal', { pet: pet.name, hatch: kg(ageOneKg), min: kg(min), max: kg(max) }) };
  if (!pet.growsWithAge) return { kind, text: t('pet.facts.hatchAboveNormal', { pet: pet.name, hatch: kg(ageOneKg), max: kg(max) }) };
  const huge = t('pet.facts.hatchHuge', { pet: pet.name, hatch: kg(ageOneKg), max: kg(max) });
  const oneIn =
    hatch.hugeHatchOneIn === null ? '' : ` ${t('pet.facts.hugeOneIn', { oneIn: formatNumber(hatch.hugeHatchOneIn, language) })}`;
  return { kind, text: `${huge}${oneIn}` };
}

/** What the chosen pet adds to the numbers: whether it grows with age, and whether its hatch was normal or Huge. */
export function PetFacts({ pet, growth, data }: PetFactsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const hatch = hatchVerdict(pet, growth, data, t, language);
  return (
    <div className="pet-chosen" data-testid="pet-facts" data-pet={pet.id} data-grows={String(pet.growsWithAge)} data-hatch={hatch.kind}>
      <p className="pet-chosen__name">{t('pet.facts.chosen', { pet: pet.name, rarity: tierLabel(t, pet.rarity) })}</p>
      {pet.growsWithAge ? null : <p className="pet-note">{t('pet.facts.noGrowth', { pet: pet.name })}</p>}
      <p>
        {hatch.text}
        {/* The size class is that of the age-1 weight, which for a pet that eats its way up is not known. */}
        {pet.growsWithAge ? ` ${t('pet.facts.sizeClass', { sizeClass: t(`pet.sizeClass.${growth.sizeClass}`) })}` : null}
      </p>
    </div>
  );
}
