import { useFullyHydrated } from '../../ui/HydrateLater';
import { formatForInput } from '../../lib/format';
/*
 * The calculator's state, tied to the address bar and to localStorage. The first render (the prerender and its
 * hydration) always shows the defaults; the link or the saved calculation is read in an effect afterwards, with
 * whatever the player changed on the page before it was live on top (earlyEdits.ts). From then on every change is
 * written to the query string (replacing the history entry) and saved.
 */
import { useEffect, useMemo, useReducer, useState, type RefObject } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { VariantId } from '../../game';
import type { Language } from '../../i18n/languages';
import { encodeCropQuery } from '../../lib/cropQuery';
import { readStored, writeStored } from '../../lib/storage';
import {
  createCalculatorReducer,
  defaultInputs,
  initialState,
  restoreCalculation,
  sameInputs,
  type CalculatorState,
} from './calculatorState';
import { readEarlyEdits } from './earlyEdits';

/**
 * Typing changes the state on every key; the address and the saved copy follow once typing pauses (or focus leaves
 * the field, e.g. for the Copy link button), because replacing the history entry is slow in browsers.
 */
export const SYNC_DELAY_MS = 250;

/** Holds the last calculation as its query string, so it is validated exactly like a link when read back. */
export const STORAGE_KEY = 'crop-calculator:last';

const readSaved = () => readStored(STORAGE_KEY, (value) => (typeof value === 'string' ? value : undefined));

export interface CalculatorActions {
  selectCrop: (cropId: string) => void;
  typeWeight: (text: string) => void;
  setWeight: (kg: number) => void;
  typeQuantity: (text: string) => void;
  setBoost: (percent: number) => void;
  setVariant: (variantId: VariantId) => void;
  toggleMutation: (mutationId: string) => void;
  clearMutations: () => void;
  maxMutation: () => void;
  dismissMutationEvent: () => void;
  dismissLinkReport: () => void;
  reset: () => void;
}

/** `fields` holds the calculator's fields, where edits made before hydration are read back from. */
export function useCalculatorState(
  language: Language,
  fields: RefObject<HTMLElement | null>,
): { state: CalculatorState; actions: CalculatorActions } {
  const reducer = useMemo(() => createCalculatorReducer((value) => formatForInput(value, language)), [language]);
  const [state, dispatch] = useReducer(reducer, undefined, () =>
    initialState((value) => formatForInput(value, language)),
  );
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  // The address the page was opened with; only applied once the whole page is hydrated, so every part is
  // hydrated with the default calculation it was prerendered with.
  const [openedWith] = useState(search);
  const hydrated = useFullyHydrated();
  // Only a prerendered page, hydrated, can hold edits its handlers never saw.
  const [wasPrerendered] = useState(!hydrated);

  useEffect(() => {
    if (!hydrated) return;
    const earlyEdits = wasPrerendered && fields.current ? readEarlyEdits(fields.current) : [];
    dispatch({ type: 'restore', ...restoreCalculation(openedWith, readSaved()), earlyEdits });
  }, [hydrated, openedWith, wasPrerendered, fields]);

  useEffect(() => {
    if (!state.restored) return;
    // The default calculation keeps the bare address, so the home page stays "/".
    const query = sameInputs(state.inputs, defaultInputs()) ? '' : encodeCropQuery(state.inputs);
    const wanted = query ? `?${query}` : '';
    let done = false;
    const sync = () => {
      if (done) return;
      done = true;
      writeStored(STORAGE_KEY, query);
      if (search !== wanted) void navigate({ pathname, search: wanted, hash }, { replace: true, preventScrollReset: true });
    };
    const timer = setTimeout(sync, SYNC_DELAY_MS);
    document.addEventListener('focusout', sync);
    window.addEventListener('pagehide', sync);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('focusout', sync);
      window.removeEventListener('pagehide', sync);
    };
  }, [state.inputs, state.restored, navigate, pathname, search, hash]);

  const actions = useMemo<CalculatorActions>(
    () => ({
      selectCrop: (cropId) => dispatch({ type: 'selectCrop', cropId }),
      typeWeight: (text) => dispatch({ type: 'typeWeight', text }),
      setWeight: (kg) => dispatch({ type: 'setWeight', kg }),
      typeQuantity: (text) => dispatch({ type: 'typeQuantity', text }),
      setBoost: (percent) => dispatch({ type: 'setBoost', percent }),
      setVariant: (variantId) => dispatch({ type: 'setVariant', variantId }),
      toggleMutation: (mutationId) => dispatch({ type: 'toggleMutation', mutationId }),
      clearMutations: () => dispatch({ type: 'clearMutations' }),
      maxMutation: () => dispatch({ type: 'maxMutation' }),
      dismissMutationEvent: () => dispatch({ type: 'dismissMutationEvent' }),
      dismissLinkReport: () => dispatch({ type: 'dismissLinkReport' }),
      reset: () => dispatch({ type: 'reset' }),
    }),
    [],
  );

  return { state, actions };
}
