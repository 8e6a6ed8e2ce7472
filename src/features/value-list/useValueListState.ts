/* The value list's settings, tied to the address and the saved copy like every page's (see useUrlState). */
import { useMemo } from 'react';
import type { VariantId } from '../../game';
import type { CropFilter } from '../../lib/cropFilter';
import { loadCode } from '../../lib/loadCode';
import type { DroppedValue } from '../../links/urlState/codec';
import { useUrlState, type PageStateModel } from '../../links/urlState/useUrlState';
import { valueListCodec, type Sort, type ValueListState } from '../../links/valueListQuery';

export type ValueListEngine = typeof import('./valueListEngine');

/**
 * The engine, with every crop and mutation: the default list comes with the page, so it loads only for another fruit,
 * and for a link whose fruit or category must be checked against the game data.
 */
export const loadValueListEngine = (): Promise<ValueListEngine> => loadCode(import('./valueListEngine'));

export interface ValueListPageState {
  list: ValueListState;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
}

export type ValueListAction =
  | { type: 'filter'; patch: Partial<CropFilter> }
  | { type: 'clearFilters' }
  | { type: 'sort'; sort: Sort }
  | { type: 'fruit'; variantId: VariantId; mutationIds: readonly string[]; maxSet: boolean }
  | { type: 'variant'; variantId: VariantId }
  | { type: 'dismissLinkNotice' };

function reduce(state: ValueListPageState, action: ValueListAction): ValueListPageState {
  const list = state.list;
  switch (action.type) {
    case 'filter':
      return { ...state, list: { ...list, ...action.patch } };
    case 'clearFilters':
      return { ...state, list: { ...list, query: '', tier: '', category: '', obtainable: '' } };
    case 'sort':
      return { ...state, list: { ...list, sort: action.sort } };
    case 'fruit':
      return { ...state, list: { ...list, variantId: action.variantId, mutationIds: action.mutationIds, maxSet: action.maxSet } };
    case 'variant':
      // A variant picked by hand leaves the per-crop max set, keeping the mutations chosen before it.
      return { ...state, list: { ...list, variantId: action.variantId, maxSet: false } };
    case 'dismissLinkNotice':
      return { ...state, dropped: [] };
  }
}

const model: PageStateModel<ValueListState, never, ValueListPageState, ValueListAction> = {
  init: ({ state, report }) => ({ list: state, dropped: report?.dropped ?? [] }),
  reduce,
  addressed: (state) => state.list,
};

/** The list's state, read with the engine the page opened with (its load() loads it for a link that needs it). */
export function useValueListState(engine: ValueListEngine | null): [ValueListPageState, (action: ValueListAction) => void] {
  const codec = useMemo(() => valueListCodec(engine), [engine]);
  return useUrlState(codec, model);
}
