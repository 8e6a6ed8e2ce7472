import { describe, expect, it } from 'vitest';
import { undoableClear } from './undoableClear';

type Action = { type: 'type'; text: string } | { type: 'clear' } | { type: 'fill' } | { type: 'dismiss' } | { type: 'nothing' };
interface State {
  text: string;
  dismissed?: boolean;
}
function plainReduce(state: State, action: Action): State {
  if (action.type === 'nothing') return state;
  if (action.type === 'dismiss') return { ...state, dismissed: true };
  if (action.type === 'type') return { ...state, text: action.text };
  return { text: action.type === 'fill' ? 'every mutation' : '' };
}
const reduce = undoableClear<State, Action>(plainReduce, ['clear', 'fill'], ['dismiss']);

describe('a clear that can be undone', () => {
  const entered = reduce({ text: '' }, { type: 'type', text: 'Moon Mango' });

  it('gives back the state it cleared, once, and nothing before a clear', () => {
    expect(reduce(entered, { type: 'undo' })).toBe(entered);
    const cleared = reduce(entered, { type: 'clear' });
    expect(cleared.text).toBe('');
    const undone = reduce(cleared, { type: 'undo' });
    expect(undone).toEqual(entered);
    expect(undone.cleared).toBeUndefined();
  });

  // Max mutation replaced three chosen mutations with 105, and Remove all cleared them, with no way back.
  it('says which of its clearing actions cleared; after another kind, Undo gives back the state before that one', () => {
    const filled = reduce(entered, { type: 'fill' });
    expect(filled.clearedBy).toBe('fill');
    const thenCleared = reduce(filled, { type: 'clear' });
    expect(thenCleared.clearedBy).toBe('clear');
    // Not what the fill replaced: that would give back more than the clear took.
    const undone = reduce(thenCleared, { type: 'undo' });
    expect(undone.text).toBe('every mutation');
    expect(undone.clearedBy).toBe('fill');
    expect(reduce(undone, { type: 'undo' })).toEqual(entered);
    expect(reduce(thenCleared, { type: 'type', text: 'Carrot' }).clearedBy).toBeUndefined();
  });

  it('gives back what the first of two clears in a row cleared', () => {
    const twice = reduce(reduce(entered, { type: 'clear' }), { type: 'clear' });
    expect(reduce(twice, { type: 'undo' })).toEqual(entered);
  });

  // A fruit asked for before New trade, whose code came after it, took the trade's Undo away while adding nothing.
  it('keeps what it cleared through an action that changes nothing', () => {
    const cleared = reduce(entered, { type: 'clear' });
    expect(reduce(cleared, { type: 'nothing' })).toBe(cleared);
    expect(reduce(reduce(cleared, { type: 'nothing' }), { type: 'undo' })).toEqual(entered);
  });

  // Dismissing Max mutation's message, beside its Undo, took the Undo away.
  it('keeps what it cleared through an action that changes nothing the player entered', () => {
    const cleared = reduce(entered, { type: 'fill' });
    const dismissed = reduce(cleared, { type: 'dismiss' });
    expect(dismissed.dismissed).toBe(true);
    expect(dismissed.clearedBy).toBe('fill');
    expect(reduce(dismissed, { type: 'undo' })).toEqual(entered);
  });

  // The trade checker's items' edits are one action type ('entry') holding the edit: an item's Max mutation had no Undo.
  it('tells actions apart by the kind it is given', () => {
    type Nested = { type: 'entry'; edit: Action };
    const nested = undoableClear<State, Nested, Action['type']>(
      (state, action) => plainReduce(state, action.edit),
      ['clear', 'fill'],
      ['dismiss'],
      (action) => action.edit.type,
    );
    const filled = nested(entered, { type: 'entry', edit: { type: 'fill' } });
    expect(filled.clearedBy).toBe('fill');
    const dismissed = nested(filled, { type: 'entry', edit: { type: 'dismiss' } });
    expect(nested(dismissed, { type: 'undo' })).toEqual(entered);
    expect(nested(filled, { type: 'entry', edit: { type: 'type', text: 'Carrot' } }).cleared).toBeUndefined();
  });

  it('forgets what it cleared at any other action', () => {
    const cleared = reduce(entered, { type: 'clear' });
    const changed = reduce(cleared, { type: 'type', text: 'Carrot' });
    expect(changed.cleared).toBeUndefined();
    expect(reduce(changed, { type: 'undo' })).toBe(changed);
  });
});
