/*
 * The calculator's state and every change to it, as a pure reducer. `inputs` always holds the last valid value of
 * each field (so the results never show a broken number); the texts hold what the player typed, valid or not.
 * Mutation changes go through the engine's rules, so the state only ever holds a set a fruit can really have.
 */
import {
  FRIEND_BOOST_OPTIONS,
  getCrop,
  maxMutationSet,
  previewAddMutation,
  resolveMutations,
  type MaxMutationResult,
  type MutationChange,
  type MutationPreview,
  type VariantId,
} from '../../game';
import { CROP_QUERY_KEYS, decodeCropQuery, type CropQueryState, type DroppedParam } from '../../lib/cropQuery';
import type { EarlyEdit } from './earlyEdits';
import { checkQuantity, checkWeight } from './fieldChecks';

export type CalculatorInputs = CropQueryState;

/** The game's first seed-shop crop: what the page shows before anyone picks (a test checks it exists). */
export const DEFAULT_CROP_ID = 'carrot';

export function defaultInputs(): CalculatorInputs {
  return {
    cropId: DEFAULT_CROP_ID,
    weightKg: getCrop(DEFAULT_CROP_ID).baseWeight,
    quantity: 1,
    boostPercent: FRIEND_BOOST_OPTIONS[0] ?? 0,
    variantId: 'normal',
    mutationIds: [],
  };
}

export function sameInputs(a: CalculatorInputs, b: CalculatorInputs): boolean {
  return (
    a.cropId === b.cropId &&
    a.weightKg === b.weightKg &&
    a.quantity === b.quantity &&
    a.boostPercent === b.boostPercent &&
    a.variantId === b.variantId &&
    a.mutationIds.length === b.mutationIds.length &&
    a.mutationIds.every((id, index) => b.mutationIds[index] === id)
  );
}

/** Something the game's rules did to the mutations, shown to the player as it happens. */
export type MutationEvent =
  | { kind: 'added'; preview: MutationPreview }
  | { kind: 'resolved'; changes: readonly MutationChange[] }
  | { kind: 'max'; result: MaxMutationResult };

/** What reading a shared link changed or left out. */
export interface LinkReport {
  dropped: readonly DroppedParam[];
  changes: readonly MutationChange[];
}

export interface CalculatorState {
  inputs: CalculatorInputs;
  weightText: string;
  quantityText: string;
  mutationEvent: MutationEvent | null;
  linkReport: LinkReport | null;
  /**
   * Bumped by Reset so the pickers' own state (search texts, filter) starts over too, and when edits made before
   * hydration are applied, so that their fields are drawn afresh from the state.
   */
  resetCount: number;
  /** False until the linked or saved calculation has been read (after hydration). */
  restored: boolean;
}

export type CalculatorAction =
  | { type: 'selectCrop'; cropId: string }
  | { type: 'typeWeight'; text: string }
  | { type: 'setWeight'; kg: number }
  | { type: 'typeQuantity'; text: string }
  | { type: 'setBoost'; percent: number }
  | { type: 'setVariant'; variantId: VariantId }
  | { type: 'toggleMutation'; mutationId: string }
  | { type: 'clearMutations' }
  | { type: 'maxMutation' }
  | { type: 'dismissMutationEvent' }
  | { type: 'dismissLinkReport' }
  | { type: 'reset' }
  | { type: 'restore'; inputs: CalculatorInputs; linkReport: LinkReport | null; earlyEdits?: readonly EarlyEdit[] };

/** Writes a number back into a field in the page's language (e.g. "14,25" in French). */
export type FieldFormatter = (value: number) => string;

export function initialState(format: FieldFormatter, inputs: CalculatorInputs = defaultInputs()): CalculatorState {
  return {
    inputs,
    weightText: format(inputs.weightKg),
    quantityText: format(inputs.quantity),
    mutationEvent: null,
    linkReport: null,
    resetCount: 0,
    restored: false,
  };
}

function withInputs(state: CalculatorState, changes: Partial<CalculatorInputs>): CalculatorState {
  return { ...state, inputs: { ...state.inputs, ...changes } };
}

function toggleMutation(state: CalculatorState, mutationId: string): CalculatorState {
  const current = state.inputs.mutationIds;
  if (current.includes(mutationId)) {
    const resolved = resolveMutations(current.filter((id) => id !== mutationId));
    return {
      ...withInputs(state, { mutationIds: resolved.mutationIds }),
      mutationEvent: resolved.changes.length > 0 ? { kind: 'resolved', changes: resolved.changes } : null,
    };
  }
  const preview = previewAddMutation(current, mutationId);
  return {
    ...withInputs(state, { mutationIds: preview.mutationIds }),
    mutationEvent: preview.effect === 'changes' ? { kind: 'added', preview } : null,
  };
}

export function createCalculatorReducer(format: FieldFormatter) {
  return function calculatorReducer(state: CalculatorState, action: CalculatorAction): CalculatorState {
    switch (action.type) {
      case 'selectCrop': {
        const crop = getCrop(action.cropId);
        return { ...withInputs(state, { cropId: crop.id, weightKg: crop.baseWeight }), weightText: format(crop.baseWeight) };
      }
      case 'typeWeight': {
        const check = checkWeight(action.text);
        const next = { ...state, weightText: action.text };
        return check.ok ? withInputs(next, { weightKg: check.value }) : next;
      }
      case 'setWeight':
        return { ...withInputs(state, { weightKg: action.kg }), weightText: format(action.kg) };
      case 'typeQuantity': {
        const check = checkQuantity(action.text);
        const next = { ...state, quantityText: action.text };
        return check.ok ? withInputs(next, { quantity: check.value }) : next;
      }
      case 'setBoost':
        return withInputs(state, { boostPercent: action.percent });
      case 'setVariant':
        return withInputs(state, { variantId: action.variantId });
      case 'toggleMutation':
        return toggleMutation(state, action.mutationId);
      case 'clearMutations':
        return { ...withInputs(state, { mutationIds: [] }), mutationEvent: null };
      case 'maxMutation': {
        const result = maxMutationSet(state.inputs.cropId);
        return {
          ...withInputs(state, { mutationIds: result.mutationIds, variantId: result.variantId }),
          mutationEvent: { kind: 'max', result },
        };
      }
      case 'dismissMutationEvent':
        return { ...state, mutationEvent: null };
      case 'dismissLinkReport':
        return { ...state, linkReport: null };
      case 'reset':
        return { ...initialState(format), resetCount: state.resetCount + 1, restored: true };
      case 'restore': {
        // Nothing linked or saved: the page keeps the very same inputs, so nothing computed from them is redone.
        const restored = sameInputs(state.inputs, action.inputs)
          ? { ...state, linkReport: action.linkReport, restored: true }
          : { ...initialState(format, action.inputs), linkReport: action.linkReport, resetCount: state.resetCount, restored: true };
        const edits = action.earlyEdits ?? [];
        if (edits.length === 0) return restored;
        // What the player changed on the page before it was live goes over the linked or saved calculation.
        const edited = edits.reduce((current, edit) => {
          const change = actionFor(edit, current);
          return change ? calculatorReducer(current, change) : current;
        }, restored);
        return { ...edited, resetCount: edited.resetCount + 1 };
      }
    }
  };
}

/** The change an edit made before hydration stands for, on the calculation as it now is (null: none). */
function actionFor(edit: EarlyEdit, state: CalculatorState): CalculatorAction | null {
  switch (edit.field) {
    case 'weight':
      return { type: 'typeWeight', text: edit.text };
    case 'quantity':
      return { type: 'typeQuantity', text: edit.text };
    case 'boost':
      return { type: 'setBoost', percent: edit.percent };
    case 'variant':
      return { type: 'setVariant', variantId: edit.variantId };
    case 'mutation':
      // Ticked or cleared: only a mutation not already as wanted is toggled.
      return edit.checked === state.inputs.mutationIds.includes(edit.mutationId)
        ? null
        : { type: 'toggleMutation', mutationId: edit.mutationId };
  }
}

export interface RestoredCalculation {
  inputs: CalculatorInputs;
  /** Null when nothing needs telling (no link, or a link that was used exactly as written). */
  linkReport: LinkReport | null;
}

/**
 * The calculation to show after hydration. A link that names any calculator field decides it (missing fields take
 * their defaults, the weight the crop's base weight); otherwise the saved calculation does; otherwise the defaults.
 * Unusable parts of a link are reported, and a link's mutations are shown as the game would resolve them.
 */
export function restoreCalculation(search: string, stored: string | undefined): RestoredCalculation {
  const params = new URLSearchParams(search);
  const link = decodeCropQuery(params);
  const linkNamesField = [...params.keys()].some((key) => (CROP_QUERY_KEYS as readonly string[]).includes(key));
  const chosen = linkNamesField ? link.state : stored ? decodeCropQuery(stored).state : {};

  const defaults = defaultInputs();
  const crop = getCrop(chosen.cropId ?? defaults.cropId);
  const resolved = resolveMutations(chosen.mutationIds ?? []);
  const inputs: CalculatorInputs = {
    cropId: crop.id,
    weightKg: chosen.weightKg ?? crop.baseWeight,
    quantity: chosen.quantity ?? defaults.quantity,
    boostPercent: chosen.boostPercent ?? defaults.boostPercent,
    variantId: chosen.variantId ?? defaults.variantId,
    mutationIds: resolved.mutationIds,
  };
  const changes = linkNamesField ? resolved.changes : [];
  const report = link.dropped.length > 0 || changes.length > 0 ? { dropped: link.dropped, changes } : null;
  return { inputs, linkReport: report };
}
