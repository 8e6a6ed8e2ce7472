/* A list page's state (the wiki's indexes): its filters and order in the address, and the link values it could not use. */
import type { DroppedValue, PageStateModel } from './urlState';

export interface ListPageState<S> {
  list: S;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
}

export type ListAction<S> = { type: 'change'; patch: Partial<S> } | { type: 'clearFilters' } | { type: 'dismissLinkNotice' };

/**
 * The model useUrlState runs a list page with. `cleared`: the list with its filters cleared; a list with an order keeps
 * it (the order is no filter).
 */
export function listStateModel<S>(cleared: (list: S) => S): PageStateModel<S, never, ListPageState<S>, ListAction<S>> {
  return {
    init: ({ state, report }) => ({ list: state, dropped: report?.dropped ?? [] }),
    reduce: (state, action) => {
      switch (action.type) {
        case 'change':
          return { ...state, list: { ...state.list, ...action.patch } };
        case 'clearFilters':
          return { ...state, list: cleared(state.list) };
        case 'dismissLinkNotice':
          return { ...state, dropped: [] };
      }
    },
    addressed: (state) => state.list,
  };
}
