import type { TFunction } from 'i18next';
import { growthKnown, petWeightAtAge } from '../../game';
import type { PetHatchKind, PetSummary } from '../../game/petRoster';
import { useI18n, useLanguage } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatList, formatNumber } from '../../lib/format';
import { formatPetKg } from './petFormat';
import type { PetGrowth } from './petGrowth';
import { petRarityText } from './petTexts';
import type { PetsModule } from './usePets';

interface PetFactsProps {
  pet: PetSummary;
  growth: PetGrowth;
  data: PetsModule;
}

type HatchVerdict = { kind: PetHatchKind | 'unknown'; text: string };

/** Where this age-1 weight sits against the pet's own hatch range, and what that can mean. */
function hatchVerdict(pet: PetSummary, growth: PetGrowth, data: PetsModule, t: TFunction, language: Language): HatchVerdict {
  const hatch = data.petHatch(pet);
  // Another pet's range, or the one every egg had in 2025, would be a guess: a pet without its own range is not judged.
  if (!hatch.known) return { kind: 'unknown', text: t('pet.facts.hatchUnknown', { pet: pet.name }) };
  const kg = (value: number) => formatPetKg(value, language);
  // For a pet that does not grow with age the engine's age-1 weight is its weight now, which eating may have raised
  // since it hatched.
  const ageOneKg = growth.hatchKg;
  const [min, max] = hatch.ageOneRangeKg;
  const kind = data.petHatchKind(hatch, ageOneKg);
  if (kind === 'normal')
    return { kind, text: t('pet.facts.hatchNormal', { pet: pet.name, hatch: kg(ageOneKg), min: kg(min), max: kg(max) }) };
  if (kind === 'below') {
    // Said at the age entered, where the player reads the weight: Dog at age 100 is 8.8 kg even from its lightest hatch.
    const lightest = kg(petWeightAtAge(growth, min, growth.age));
    const values = { pet: pet.name, weight: kg(growth.kg), age: formatNumber(growth.age, language), lightest, min: kg(min), max: kg(max) };
    return { kind, text: t('pet.facts.hatchBelow', values) };
  }
  const boosters = formatList(
    data.baseWeightBoosters.map((booster) => booster.name),
    language,
  );
  if (!growth.growsWithAge)
    return { kind, text: t('pet.facts.hatchAboveNormal', { pet: pet.name, hatch: kg(ageOneKg), max: kg(max), boosters }) };
  const above = t('pet.facts.hatchAbove', { pet: pet.name, hatch: kg(ageOneKg), max: kg(max), boosters });
  const oneIn =
    hatch.hugeHatchOneIn === null ? '' : ` ${t('pet.facts.hugeOneIn', { oneIn: formatNumber(hatch.hugeHatchOneIn, language) })}`;
  return { kind, text: `${above}${oneIn}` };
}

/**
 * What the chosen pet adds to the numbers: whether it grows with age (where the data does not say, that the weights are
 * those of a pet that grows), and how its weight sits against its hatch range.
 */
export function PetFacts({ pet, growth, data }: PetFactsProps) {
  const { t } = useI18n();
  const language = useLanguage();
  const hatch = hatchVerdict(pet, growth, data, t, language);
  return (
    <div className="pet-chosen" data-testid="pet-facts" data-pet={pet.id} data-grows={String(pet.growsWithAge)} data-hatch={hatch.kind}>
      <p className="pet-chosen__name">{t('pet.facts.chosen', { pet: pet.name, rarity: petRarityText(t, pet.rarity) })}</p>
      {pet.growsWithAge ? null : (
        <p className="pet-note">{t(growthKnown(pet) ? 'pet.facts.noGrowth' : 'pet.facts.growthUnknown', { pet: pet.name })}</p>
      )}
      {/* No players' size class here: beside "a Huge hatch", or a range this page cannot judge, a class such as Good or
          Huge read as a second verdict on the same hatch. The summary and the results give it, named as players' term. */}
      <p>{hatch.text}</p>
    </div>
  );
}
