/* The calculator's text fields: what the user typed, read into checked numbers or a reason to show by the field. */
import type { Language } from '../../i18n/languages';
import { checkNumberField, checkWeightField, type FieldCheck } from '../../lib/fieldCheck';
import { formatForInput } from '../../lib/format';
import { isValidPetAge, isValidPetKg, type PetState } from '../../links/petQuery';

export interface PetInputText {
  ageText: string;
  kgText: string;
  all: boolean;
  /** The chosen pet's id, or null. */
  petId: string | null;
  /** The weight of "at what age will it weigh…"; empty until the player asks. */
  targetText: string;
}

const inRange = (isValid: (value: number) => boolean) => (value: number) => (isValid(value) ? null : 'out-of-range');

/** What the player typed, read with the page's number signs. */
export const readAge = (text: string, language: Language): FieldCheck => checkNumberField(text, language, inRange(isValidPetAge), 'whole');
export const readKg = (text: string, language: Language): FieldCheck => checkWeightField(text, language, inRange(isValidPetKg));
/** The target of "at what age will it weigh…": any weight the kg field would accept. */
export const readTargetKg = readKg;

/** A number as the user would type it in this language: its decimal mark, no grouping, every digit it has. */
export function inputText(value: number, language: Language): string {
  return formatForInput(value, language);
}

export function inputTextOf(state: PetState, language: Language): PetInputText {
  return {
    ageText: inputText(state.age, language),
    kgText: inputText(state.kg, language),
    all: state.all,
    petId: state.pet ?? null,
    targetText: state.target === undefined ? '' : inputText(state.target, language),
  };
}

/**
 * What the link holds after an edit: each field's value where what was typed is valid, else the one the link held (a
 * field being edited into shape, say an age of 999, keeps the last valid age rather than reopening at age 1); a
 * target the player emptied is none.
 */
export function addressedAfter(previous: Partial<PetState>, inputs: PetInputText, language: Language): Partial<PetState> {
  const valid = validPartsOf(inputs, language);
  const kept = (key: 'age' | 'kg' | 'target') => (valid[key] === undefined && previous[key] !== undefined ? { [key]: previous[key] } : {});
  return { ...valid, ...kept('age'), ...kept('kg'), ...(inputs.targetText.trim() === '' ? {} : kept('target')) };
}

/** The valid parts of what was typed; a field being edited into shape is left out. */
export function validPartsOf(inputs: PetInputText, language: Language): Partial<PetState> {
  const age = readAge(inputs.ageText, language);
  const kg = readKg(inputs.kgText, language);
  const target = readTargetKg(inputs.targetText, language);
  return {
    ...(age.ok ? { age: age.value } : {}),
    ...(kg.ok ? { kg: kg.value } : {}),
    all: inputs.all,
    ...(inputs.petId === null ? {} : { pet: inputs.petId }),
    ...(target.ok ? { target: target.value } : {}),
  };
}
