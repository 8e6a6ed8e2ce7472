/**
 * A click that clears what the player entered (the calculator's Reset, the trade checker's New trade) can be undone:
 * the page's state keeps what the click cleared, and Undo gives it back, until anything else changes the page. Only
 * the page's state changes, so the address and the saved copy follow Undo as they follow any change (see useUrlState).
 */
export type UndoableState<S> = S & { readonly cleared?: S };

export interface Undo {
  type: 'undo';
}

/** The page's reducer, with what its `clearing` action cleared kept for Undo. */
export function undoableClear<S extends object, A extends { type: string }>(
  reduce: (state: S, action: A) => S,
  clearing: A['type'],
): (state: UndoableState<S>, action: A | Undo) => UndoableState<S> {
  return (state, action) => {
    if (action.type === 'undo') return state.cleared ?? state;
    const next = reduce(state, action as A);
    // An action that changed nothing (one asked for before the clear, say) leaves Undo offered.
    if (next === state) return state;
    // A second clear keeps what the first cleared: nothing was entered since, so that is what the player lost.
    return { ...next, cleared: action.type === clearing ? (state.cleared ?? state) : undefined };
  };
}
