/* The pet calculator's inputs, tied to the address and the saved copy like every page's (see useUrlState). */
import { useMemo } from 'react';
import type { Language } from '../../i18n/languages';
import { DEFAULT_PET, petQueryCodec, type PetState } from '../../links/petQuery';
import { shortened, useUrlState, type DroppedValue, type PageStateModel } from '../../links/urlState';
import { addressedAfter, inputTextOf, type PetInputText } from './petInputs';

export interface PetPageState {
  inputs: PetInputText;
  /** What the address and the saved copy hold (addressedAfter). */
  addressed: Partial<PetState>;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
  /** The page opened on a link (not the saved copy): a pet it names that the data lacks is the link's to report. */
  fromLink: boolean;
}

export type PetPageAction =
  | { type: 'edit'; patch: Partial<PetInputText> }
  | { type: 'dismissLinkNotice' }
  /**
   * The pet data is in and has no pet of the chosen id: it is dropped, and named in the link notice when a link named
   * it (a saved copy's, from before a data update renamed or removed the pet, goes silently, as a saved copy's values do).
   */
  | { type: 'unknownPet'; petId: string };

export function usePetInputs(language: Language): [PetPageState, (action: PetPageAction) => void] {
  const model = useMemo<PageStateModel<Partial<PetState>, never, PetPageState, PetPageAction>>(
    () => ({
      init: ({ state, report, fromLink }) => ({
        inputs: inputTextOf({ ...DEFAULT_PET, ...state }, language),
        addressed: state,
        dropped: report?.dropped ?? [],
        fromLink: fromLink === true,
      }),
      // Once the user types, their text is the truth: it may be half-written ("2,") and is not reformatted.
      reduce: (state, action) => {
        switch (action.type) {
          case 'edit': {
            const inputs = { ...state.inputs, ...action.patch };
            return { ...state, inputs, addressed: addressedAfter(state.addressed, inputs, language) };
          }
          case 'dismissLinkNotice':
            return { ...state, dropped: [] };
          case 'unknownPet':
            return {
              ...state,
              inputs: { ...state.inputs, petId: null },
              addressed: addressedAfter(state.addressed, { ...state.inputs, petId: null }, language),
              dropped: state.fromLink
                ? [...state.dropped, { key: 'pet', reason: 'invalid', value: shortened(action.petId) }]
                : state.dropped,
            };
        }
      },
      addressed: (state) => state.addressed,
    }),
    [language],
  );
  return useUrlState(petQueryCodec, model);
}
