/**
 * A click that clears or replaces what the player entered (the calculator's Reset, Remove all and Max mutation, the
 * trade checker's New trade) can be undone: the page's state keeps what the click cleared and which click it was, and
 * Undo gives it back, until anything else changes the page. Only the page's state changes, so the address and the saved
 * copy follow Undo as they follow any change (see useUrlState).
 */
export type UndoableState<S, T extends string = string> = S & { readonly cleared?: S; readonly clearedBy?: T };

export interface Undo {
  type: 'undo';
}

/**
 * The page's reducer, with what its `clearing` actions cleared kept for Undo. `keeping`: actions that change the page's
 * state but nothing the player entered (a message dismissed, a list searched), which leave Undo offered.
 */
export function undoableClear<S extends object, A extends { type: string }>(
  reduce: (state: S, action: A) => S,
  clearing: readonly A['type'][],
  keeping: readonly A['type'][] = [],
): (state: UndoableState<S, A['type']>, action: A | Undo) => UndoableState<S, A['type']> {
  return (state, action) => {
    if (action.type === 'undo') return state.cleared ?? state;
    const next = reduce(state, action as A);
    // An action that changed nothing (one asked for before the clear, say) leaves Undo offered.
    if (next === state) return state;
    if (keeping.includes(action.type)) return { ...next, cleared: state.cleared, clearedBy: state.clearedBy };
    if (!clearing.includes(action.type)) return { ...next, cleared: undefined, clearedBy: undefined };
    // The same clear twice keeps what the first cleared: nothing was entered since, so that is what the player lost.
    // Another kind keeps the state before it, with that one's Undo: Max mutation after Reset gives back Reset's state.
    return { ...next, cleared: state.clearedBy === action.type ? (state.cleared ?? state) : state, clearedBy: action.type };
  };
}
