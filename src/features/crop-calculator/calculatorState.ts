/*
 * The calculator's state and every change to it, as a pure reducer. `inputs` always holds the last valid value of
 * each field (so the results never show a broken number); the texts hold what the player typed, valid or not.
 * Mutation changes go through the engine's rules, so the state only ever holds a set a fruit can really have.
 */
import { defaultWeightOf, maxMutationSet, requireCrop, type Crop, type CropLookup, type MutationChange, type VariantId } from '../../game';
import type { Language } from '../../i18n/languages';
import { defaultCropQueryState, type CropQueryState } from '../../links/cropQuery';
import type { DroppedValue, OpenedState } from '../../links/urlState';
import { checkQuantity, checkTarget, checkWeight, weightFieldText } from '../../ui/fruit/fieldChecks';
import { toggleMutation, type MutationEvent } from '../../ui/fruit/mutationEdits';

export type CalculatorInputs = CropQueryState;

/** What reading a shared link changed or left out. */
export interface LinkReport {
  dropped: readonly DroppedValue[];
  changes: readonly MutationChange[];
}

export interface CalculatorState {
  inputs: CalculatorInputs;
  /** The crop of `inputs.cropId`. */
  crop: Crop;
  weightText: string;
  quantityText: string;
  /** The mutation list's search. */
  mutationQuery: string;
  /** The reverse calculator's wanted price per fruit. */
  targetText: string;
  mutationEvent: MutationEvent | null;
  linkReport: LinkReport | null;
}

export type CalculatorAction =
  | { type: 'selectCrop'; crop: Crop }
  | { type: 'typeWeight'; text: string }
  | { type: 'setWeight'; kg: number }
  | { type: 'typeQuantity'; text: string }
  | { type: 'setBoost'; percent: number }
  | { type: 'setVariant'; variantId: VariantId }
  | { type: 'toggleMutation'; mutationId: string }
  | { type: 'clearMutations' }
  | { type: 'maxMutation' }
  | { type: 'searchMutations'; query: string }
  | { type: 'typeTarget'; text: string }
  | { type: 'dismissMutationEvent' }
  | { type: 'dismissLinkReport' }
  | { type: 'reset' };

/** Writes a number back into a field in the page's language (e.g. "14,25" in French). */
export type FieldFormatter = (value: number) => string;

/**
 * The calculator as it opens on a link, the saved calculation or the defaults. `crops` are the page's (see route.tsx):
 * they have every crop the opening names.
 */
export function initialState(
  format: FieldFormatter,
  crops: CropLookup,
  opened?: OpenedState<CalculatorInputs, MutationChange>,
): CalculatorState {
  const inputs = opened?.state ?? defaultCropQueryState(crops);
  return {
    inputs,
    crop: requireCrop(crops, inputs.cropId),
    weightText: weightFieldText(inputs.weightKg, format),
    quantityText: format(inputs.quantity),
    mutationQuery: '',
    // Its digits as they are: every language's field reads them, and a number would round a long one.
    targetText: inputs.targetPerFruit === undefined ? '' : String(inputs.targetPerFruit),
    mutationEvent: null,
    linkReport: opened?.report ?? null,
  };
}

function withInputs(state: CalculatorState, changes: Partial<CalculatorInputs>): CalculatorState {
  return { ...state, inputs: { ...state.inputs, ...changes } };
}

/** `language` is the page's: what the player types is read with its number signs. */
export function createCalculatorReducer(format: FieldFormatter, crops: CropLookup, language: Language) {
  return function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
    switch (action.type) {
      case 'selectCrop': {
        const { crop } = action;
        const weightKg = defaultWeightOf(crop);
        return { ...withInputs(state, { cropId: crop.id, weightKg }), crop, weightText: weightFieldText(weightKg, format) };
      }
      case 'typeWeight': {
        const check = checkWeight(action.text, language);
        const next = { ...state, weightText: action.text };
        return check.ok ? withInputs(next, { weightKg: check.value }) : next;
      }
      case 'setWeight':
        return { ...withInputs(state, { weightKg: action.kg }), weightText: format(action.kg) };
      case 'typeQuantity': {
        const check = checkQuantity(action.text, language);
        const next = { ...state, quantityText: action.text };
        return check.ok ? withInputs(next, { quantity: check.value }) : next;
      }
      case 'setBoost':
        return withInputs(state, { boostPercent: action.percent });
      case 'setVariant':
        return withInputs(state, { variantId: action.variantId });
      case 'toggleMutation': {
        const edit = toggleMutation(state.inputs.mutationIds, action.mutationId);
        return { ...withInputs(state, { mutationIds: edit.mutationIds }), mutationEvent: edit.event };
      }
      case 'clearMutations':
        return { ...withInputs(state, { mutationIds: [] }), mutationEvent: null };
      case 'maxMutation': {
        const result = maxMutationSet(state.crop);
        return {
          ...withInputs(state, { mutationIds: result.mutationIds, variantId: result.variantId }),
          mutationEvent: { kind: 'max', result },
        };
      }
      case 'searchMutations':
        return { ...state, mutationQuery: action.query };
      case 'typeTarget': {
        // An emptied field asks nothing any more; a text being typed into shape keeps the last price it held.
        const next = { ...state, targetText: action.text };
        if (action.text.trim() === '') return withInputs(next, { targetPerFruit: undefined });
        const check = checkTarget(action.text, language);
        return check.ok ? withInputs(next, { targetPerFruit: check.value }) : next;
      }
      case 'dismissMutationEvent':
        return { ...state, mutationEvent: null };
      case 'dismissLinkReport':
        return { ...state, linkReport: null };
      case 'reset':
        return initialState(format, crops);
    }
  };
}
