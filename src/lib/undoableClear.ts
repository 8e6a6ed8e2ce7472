/**
 * A click that clears or replaces what the player entered (the calculator's Reset, Remove all and Max mutation, the
 * trade checker's New trade, and Remove all and Max mutation in a trade item's editor) can be undone: the page's state
 * keeps what the click cleared and which click it was, and Undo gives it back, until anything else changes the page.
 * Only the page's state changes, so the address and the saved copy follow Undo as they follow any change (see
 * useUrlState).
 */
export type UndoableState<S, T extends string = string> = S & { readonly cleared?: S; readonly clearedBy?: T };

export interface Undo {
  type: 'undo';
}

/**
 * The page's reducer, with what its `clearing` actions cleared kept for Undo. `keeping`: actions that change the page's
 * state but nothing the player entered (a message dismissed, a list searched), which leave Undo offered. Actions are
 * told apart by `kindOf` (their type unless given): the trade checker tells its items' edits apart by the edit's kind,
 * so that an item's Max mutation can be undone as the calculator's can.
 */
export function undoableClear<S extends object, A extends { type: string }, K extends string = A['type']>(
  reduce: (state: S, action: A) => S,
  clearing: readonly NoInfer<K>[],
  keeping: readonly NoInfer<K>[] = [],
  kindOf: (action: A) => K = (action) => action.type as K,
): (state: UndoableState<S, K>, action: A | Undo) => UndoableState<S, K> {
  return (state, action) => {
    if (action.type === 'undo') return state.cleared ?? state;
    const next = reduce(state, action as A);
    // An action that changed nothing (one asked for before the clear, say) leaves Undo offered.
    if (next === state) return state;
    const kind = kindOf(action as A);
    if (keeping.includes(kind)) return { ...next, cleared: state.cleared, clearedBy: state.clearedBy };
    if (!clearing.includes(kind)) return { ...next, cleared: undefined, clearedBy: undefined };
    // The same clear twice keeps what the first cleared: nothing was entered since, so that is what the player lost.
    // Another kind keeps the state before it, with that one's Undo: Max mutation after Reset gives back Reset's state.
    return { ...next, cleared: state.clearedBy === kind ? (state.cleared ?? state) : state, clearedBy: kind };
  };
}
