/* The crop index's filters, tied to the address and the saved copy like every page's (see useUrlState). */
import { useMemo } from 'react';
import { cropIndexCodec, DEFAULT_CROP_INDEX, type CropIndexState } from '../../links/cropIndexQuery';
import { useUrlState, type DroppedValue, type PageStateModel } from '../../links/urlState';

export interface CropIndexPageState {
  filter: CropIndexState;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
}

export type CropIndexAction = { type: 'change'; patch: Partial<CropIndexState> } | { type: 'clearFilters' } | { type: 'dismissLinkNotice' };

function reduce(state: CropIndexPageState, action: CropIndexAction): CropIndexPageState {
  switch (action.type) {
    case 'change':
      return { ...state, filter: { ...state.filter, ...action.patch } };
    case 'clearFilters':
      return { ...state, filter: DEFAULT_CROP_INDEX };
    case 'dismissLinkNotice':
      return { ...state, dropped: [] };
  }
}

const model: PageStateModel<CropIndexState, never, CropIndexPageState, CropIndexAction> = {
  init: ({ state, report }) => ({ filter: state, dropped: report?.dropped ?? [] }),
  reduce,
  addressed: (state) => state.filter,
};

/** `crops`: the crops the index lists, whose categories a link's `category` is read against. */
export function useCropIndexState(crops: readonly { category: string }[]): [CropIndexPageState, (action: CropIndexAction) => void] {
  const codec = useMemo(() => cropIndexCodec([...new Set(crops.map((crop) => crop.category))]), [crops]);
  return useUrlState(codec, model);
}
