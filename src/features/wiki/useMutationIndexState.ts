/* The mutation index's filters, tied to the address and the saved copy like every page's (see useUrlState). */
import { DEFAULT_MUTATION_INDEX, mutationIndexCodec, type MutationIndexState } from '../../links/mutationIndexQuery';
import { useUrlState, type DroppedValue, type PageStateModel } from '../../links/urlState';

export interface MutationIndexPageState {
  list: MutationIndexState;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
}

export type MutationIndexAction =
  { type: 'change'; patch: Partial<MutationIndexState> } | { type: 'clearFilters' } | { type: 'dismissLinkNotice' };

function reduce(state: MutationIndexPageState, action: MutationIndexAction): MutationIndexPageState {
  switch (action.type) {
    case 'change':
      return { ...state, list: { ...state.list, ...action.patch } };
    case 'clearFilters':
      // The order is not a filter: it stays.
      return { ...state, list: { ...state.list, query: DEFAULT_MUTATION_INDEX.query, group: DEFAULT_MUTATION_INDEX.group } };
    case 'dismissLinkNotice':
      return { ...state, dropped: [] };
  }
}

const model: PageStateModel<MutationIndexState, never, MutationIndexPageState, MutationIndexAction> = {
  init: ({ state, report }) => ({ list: state, dropped: report?.dropped ?? [] }),
  reduce,
  addressed: (state) => state.list,
};

export function useMutationIndexState(): [MutationIndexPageState, (action: MutationIndexAction) => void] {
  return useUrlState(mutationIndexCodec, model);
}
