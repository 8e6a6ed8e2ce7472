/* The pet index's filters, tied to the address and the saved copy like every page's (see useUrlState). */
import { DEFAULT_PET_INDEX, type PetIndexState } from '../../links/petIndexQuery';
import { useUrlState, type DroppedValue, type PageStateModel, type UrlStateCodec } from '../../links/urlState';

export interface PetIndexPageState {
  list: PetIndexState;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
}

export type PetIndexAction = { type: 'change'; patch: Partial<PetIndexState> } | { type: 'clearFilters' } | { type: 'dismissLinkNotice' };

function reduce(state: PetIndexPageState, action: PetIndexAction): PetIndexPageState {
  switch (action.type) {
    case 'change':
      return { ...state, list: { ...state.list, ...action.patch } };
    case 'clearFilters':
      // The order is not a filter: it stays, as on the mutation index.
      return { ...state, list: { ...DEFAULT_PET_INDEX, sort: state.list.sort } };
    case 'dismissLinkNotice':
      return { ...state, dropped: [] };
  }
}

const model: PageStateModel<PetIndexState, never, PetIndexPageState, PetIndexAction> = {
  init: ({ state, report }) => ({ list: state, dropped: report?.dropped ?? [] }),
  reduce,
  addressed: (state) => state.list,
};

/** `codec`: the pet index's contract, read against the pets the page lists (petIndexCodec). */
export function usePetIndexState(codec: UrlStateCodec<PetIndexState>): [PetIndexPageState, (action: PetIndexAction) => void] {
  return useUrlState(codec, model);
}
