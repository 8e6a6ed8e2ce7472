/* Texts built from engine numbers, shared by the page, its FAQ and its head. */
import type { TFunction } from 'i18next';
import {
  A_PET_THAT_GROWS,
  hatchWeight,
  PET_LEVEL_CAP,
  PET_LIKELY_LEVEL_CAP,
  PET_MAX_AGE,
  PET_SIZE_CLASS_MIN_KG,
  PET_SIZE_CLASSES,
  petWeightAtAge,
  type PetSizeClass,
} from '../../game';
import type { Tier } from '../../game/types';
import type { Language } from '../../i18n/languages';
import { formatList, formatNumber } from '../../lib/format';
import { tierLabel } from '../../lib/gameText';
import type { FaqEntry } from '../../ui/Faq';
import { formatPetKg } from './petFormat';

/** How many times its age-1 weight a pet that grows weighs at the confirmed level cap (10 by formulas.md §3). */
export const CAP_AGE_RATIO = petWeightAtAge(A_PET_THAT_GROWS, 1, PET_LEVEL_CAP);

/** The worked example of the FAQ: a pet that grows, as the FAQ's answers are about growth. */
const FAQ_EXAMPLE = { age: 50, weightKg: 6 } as const;

/** The highest age the calculator accepts. */
export const maxAgeText = (language: Language) => formatNumber(PET_MAX_AGE, language);
/** The level cap the game files confirm. */
export const capAgeText = (language: Language) => formatNumber(PET_LEVEL_CAP, language);

/** That ages past the confirmed cap follow the same rule, and the higher cap the game most likely has now. */
export function capNoteText(t: TFunction, language: Language): string {
  return t('pet.capNote', { cap: capAgeText(language), likely: formatNumber(PET_LIKELY_LEVEL_CAP, language) });
}

/** A pet's rarity in words; a pet the data gives none says "rarity unknown", not a bare "unknown" after its name. */
export function petRarityText(t: TFunction, rarity: Tier | null): string {
  return rarity === null ? t('pet.rarityUnknown') : tierLabel(t, rarity);
}

function lowerBound(sizeClass: PetSizeClass): number | undefined {
  return sizeClass === 'small' ? undefined : PET_SIZE_CLASS_MIN_KG[sizeClass];
}

/** "Small: under 1 kg", "Normal: 1 kg to under 3 kg", … "Godly: 10 kg or more", in the engine's order. */
export function sizeClassRanges(t: TFunction, language: Language): { sizeClass: PetSizeClass; text: string }[] {
  return PET_SIZE_CLASSES.map((sizeClass, index) => {
    const name = t(`pet.sizeClass.${sizeClass}`);
    const min = lowerBound(sizeClass);
    const next = PET_SIZE_CLASSES[index + 1];
    const max = next === undefined ? undefined : lowerBound(next);
    let text: string;
    if (min === undefined) text = t('pet.sizeRange.below', { name, max: formatPetKg(max ?? 0, language) });
    else if (max === undefined) text = t('pet.sizeRange.atLeast', { name, min: formatPetKg(min, language) });
    else text = t('pet.sizeRange.between', { name, min: formatPetKg(min, language), max: formatPetKg(max, language) });
    return { sizeClass, text };
  });
}

export function petFaqEntries(t: TFunction, language: Language): FaqEntry[] {
  const maxAge = capAgeText(language);
  const ratio = formatNumber(CAP_AGE_RATIO, language, 2);
  const exampleHatch = hatchWeight(A_PET_THAT_GROWS, FAQ_EXAMPLE);
  const hatch = formatPetKg(exampleHatch, language);
  const classes = formatList(
    sizeClassRanges(t, language).map((range) => range.text),
    language,
  );
  return [
    {
      question: t('pet.faq.hatchQuestion'),
      answer: t('pet.faq.hatchAnswer', {
        kg: formatPetKg(FAQ_EXAMPLE.weightKg, language),
        age: formatNumber(FAQ_EXAMPLE.age, language),
        hatch,
      }),
    },
    {
      question: t('pet.faq.maxQuestion', { maxAge }),
      answer: t('pet.faq.maxAnswer', {
        ratio,
        hatch,
        max: formatPetKg(petWeightAtAge(A_PET_THAT_GROWS, exampleHatch, PET_LEVEL_CAP), language),
        maxAge,
      }),
    },
    {
      question: t('pet.faq.sizeQuestion', {
        small: t('pet.sizeClass.small'),
        huge: t('pet.sizeClass.huge'),
        titanic: t('pet.sizeClass.titanic'),
        godly: t('pet.sizeClass.godly'),
      }),
      answer: t('pet.faq.sizeAnswer', { classes }),
    },
    { question: t('pet.faq.allPetsQuestion'), answer: t('pet.faq.allPetsAnswer') },
  ];
}
