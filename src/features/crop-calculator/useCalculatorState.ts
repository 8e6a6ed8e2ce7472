/* The crop calculator's state, tied to the address and the saved copy like every page's (see useUrlState). */
import { useMemo } from 'react';
import { mutationLookups, type Crop, type CropLookup, type MutationChange, type VariantId } from '../../game';
import type { Language } from '../../i18n/languages';
import { formatForInput } from '../../lib/format';
import { undoableClear, type Undo, type UndoableState } from '../../lib/undoableClear';
import { cropQueryCodec } from '../../links/cropQuery';
import { useUrlState, type PageStateModel } from '../../links/urlState';
import {
  createCalculatorReducer,
  initialState,
  type CalculatorAction,
  type CalculatorInputs,
  type CalculatorState,
} from './calculatorState';

export interface CalculatorActions {
  selectCrop: (crop: Crop) => void;
  typeWeight: (text: string) => void;
  setWeight: (kg: number) => void;
  typeQuantity: (text: string) => void;
  setBoost: (percent: number) => void;
  setVariant: (variantId: VariantId) => void;
  toggleMutation: (mutationId: string) => void;
  clearMutations: () => void;
  maxMutation: () => void;
  searchMutations: (query: string) => void;
  typeTarget: (text: string) => void;
  dismissMutationEvent: () => void;
  dismissLinkReport: () => void;
  reset: () => void;
  /** Gives back what Reset, Remove all or Max mutation cleared (while `state.cleared` holds it; `clearedBy` says which). */
  undo: () => void;
}

/**
 * `crops` are the page's (see route.tsx); a crop picked later comes with its pick. Reset, Remove all and Max mutation can
 * be undone (undoableClear).
 */
export function useCalculatorState(
  language: Language,
  crops: CropLookup,
): { state: UndoableState<CalculatorState, CalculatorAction['type']>; actions: CalculatorActions } {
  const model = useMemo<
    PageStateModel<CalculatorInputs, MutationChange, UndoableState<CalculatorState, CalculatorAction['type']>, CalculatorAction | Undo>
  >(() => {
    const format = (value: number) => formatForInput(value, language);
    return {
      init: (opened) => initialState(format, crops, opened),
      // Searching the mutations or dismissing a message enters nothing: an Undo beside them stays.
      reduce: undoableClear(
        createCalculatorReducer(format, crops, language),
        ['reset', 'clearMutations', 'maxMutation'],
        ['searchMutations', 'dismissMutationEvent', 'dismissLinkReport'],
      ),
      addressed: (state) => state.inputs,
    };
  }, [language, crops]);
  const codec = useMemo(() => cropQueryCodec(crops, mutationLookups), [crops]);
  const [state, dispatch] = useUrlState(codec, model);

  const actions = useMemo<CalculatorActions>(
    () => ({
      selectCrop: (crop) => dispatch({ type: 'selectCrop', crop }),
      typeWeight: (text) => dispatch({ type: 'typeWeight', text }),
      setWeight: (kg) => dispatch({ type: 'setWeight', kg }),
      typeQuantity: (text) => dispatch({ type: 'typeQuantity', text }),
      setBoost: (percent) => dispatch({ type: 'setBoost', percent }),
      setVariant: (variantId) => dispatch({ type: 'setVariant', variantId }),
      toggleMutation: (mutationId) => dispatch({ type: 'toggleMutation', mutationId }),
      clearMutations: () => dispatch({ type: 'clearMutations' }),
      maxMutation: () => dispatch({ type: 'maxMutation' }),
      searchMutations: (query) => dispatch({ type: 'searchMutations', query }),
      typeTarget: (text) => dispatch({ type: 'typeTarget', text }),
      dismissMutationEvent: () => dispatch({ type: 'dismissMutationEvent' }),
      dismissLinkReport: () => dispatch({ type: 'dismissLinkReport' }),
      reset: () => dispatch({ type: 'reset' }),
      undo: () => dispatch({ type: 'undo' }),
    }),
    [dispatch],
  );
  return { state, actions };
}
