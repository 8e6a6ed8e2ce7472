import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_TRADE_ITEMS, maxMutationSet } from '../../game';
import { getCrop } from '../../game/crops';
import { UNWEIGHED_CROP_ID } from '../../game/test-support/unweighedTable';
import { DEFAULT_CROP_ID } from '../../links/cropQuery';
import { encodeTradeQuery, tradeQueryCodec } from '../../links/tradeQuery';
import { openState } from '../../links/urlState';
import {
  addressedTrade,
  createTradeReducer,
  entryIsStale,
  initialTradeState,
  loadFruitEntries,
  type FruitCode,
  type TradeAction,
  type TradePageState,
} from './tradeState';

// The trade's fruit code reads the crop table itself: here, the table with a crop whose weight is unknown.
vi.mock('../../game/crops', async (actual) => (await import('../../game/test-support/unweighedTable')).tableWithUnweighed(await actual()));

// A trade with a fruit holds its fruit code (from the page's load for a link, or from "Add fruit"), as on the page.
let fruitCode: FruitCode;
beforeAll(async () => {
  fruitCode = await loadFruitEntries('en');
});

// A page whose decimal sign is a comma, as the fields are written here.
const language = 'es';
const format = (value: number) => String(value).replace('.', ',');
const reducer = createTradeReducer(format, language);
const run = (state: TradePageState, ...actions: TradeAction[]) => actions.reduce(reducer, state);
const empty = () => initialTradeState(format, null);
const open = (search: string) => initialTradeState(format, fruitCode, openState(tradeQueryCodec(fruitCode.fruitData), search, undefined));
const query = (state: TradePageState) => encodeTradeQuery(addressedTrade(state));

describe('trade state', () => {
  it('opens on a link’s items, each with its fields written in the page’s language', () => {
    const state = open('give=carrot_0.275_normal__10&get=custom_500&band=10');
    expect(state.band).toBe(10);
    expect(state.give[0]).toMatchObject({ weightText: '0,275', quantityText: '10' });
    expect(state.get[0]).toMatchObject({ shecklesText: '500' });
    expect(new Set([...state.give, ...state.get].map((entry) => entry.key)).size).toBe(2);
    expect(query(state)).toBe('give=carrot_0.275_normal__10&get=custom_500&band=10');
  });

  it('adds a fruit as the calculator’s default fruit and opens its editor', async () => {
    const state = run(empty(), { type: 'add', side: 'give', item: fruitCode.defaultFruit(), fruitCode });
    const crop = getCrop(DEFAULT_CROP_ID);
    expect(state.give).toHaveLength(1);
    expect(state.give[0]?.item).toEqual({
      kind: 'fruit',
      cropId: crop.id,
      weightKg: crop.weights!.baseWeight,
      variantId: 'normal',
      mutationIds: [],
      quantity: 1,
    });
    expect(state.editing).toBe(state.give[0]?.key);
  });

  // A fruit whose code came in while the player typed in a typed value's editor, opened after it, closed that editor.
  describe('a new item’s or an Edit’s editor, whose code came in after the press', () => {
    const value = { kind: 'custom', sheckles: 0n } as const;
    const fruit = (press: number, side: 'give' | 'get' = 'give') =>
      ({ type: 'add', side, item: fruitCode.defaultFruit(), fruitCode, press }) as const;

    it('gives way to an editor a later press opened during its wait: the item comes without it', () => {
      // «Add a fruit» (press 1) waits; «Add a typed value» (press 2) opens at once; then the fruit code comes in.
      const typing = run(empty(), { type: 'add', side: 'give', item: value, press: 2 });
      const withFruit = run(typing, fruit(1));
      expect(withFruit.give).toHaveLength(2);
      expect(withFruit.editing).toBe(typing.editing);
      // Edit (press 1) waited, and the player opened an item's editor again since (press 3): it stays.
      const reopened = run(typing, { type: 'edit', key: null }, { type: 'edit', key: typing.give[0]!.key, press: 3 });
      expect(run(reopened, { type: 'add', side: 'get', item: value, press: 1 }).editing).toBe(typing.give[0]!.key);
    });

    // A fruit asked for before New trade came into the new trade once its code was in.
    it('is dropped, with its editor, when New trade was pressed after it', () => {
      const withItem = run(empty(), { type: 'add', side: 'give', item: value });
      const cleared = run(withItem, { type: 'clear', press: 2 });
      expect(run(cleared, fruit(1))).toBe(cleared);
      expect(run(cleared, { type: 'edit', key: withItem.give[0]!.key, press: 1 })).toBe(cleared);
      expect(run(cleared, fruit(3)).give).toHaveLength(1);
    });

    it('takes the place of an editor an earlier press opened, so the last press wins, on either side', () => {
      // Both sides' «Add a fruit» waited for the same code: the second press's editor is the one left open.
      const both = run(empty(), fruit(1, 'give'), fruit(2, 'get'));
      expect(both.editing).toBe(both.get[0]!.key);
      // Edit (press 1) and «Add a typed value» (press 2) waited for the editor's code: the typed value's opens.
      const withItem = run(empty(), { type: 'add', side: 'give', item: value });
      const edited = run(
        withItem,
        { type: 'edit', key: withItem.give[0]!.key, press: 1 },
        { type: 'add', side: 'give', item: value, press: 2 },
      );
      expect(edited.editing).toBe(edited.give[1]!.key);
      // An editor opened otherwise (press 0) gives way to any press; none open, any press opens.
      expect(run(withItem, fruit(1)).editing).toBe(run(withItem, fruit(1)).give[1]!.key);
      expect(run(empty(), fruit(5)).editing).not.toBeNull();
    });
  });

  it('adds a typed value that waits for its number, counted as 0 meanwhile', () => {
    const state = run(empty(), { type: 'add', side: 'get', item: { kind: 'custom', sheckles: 0n } });
    const entry = state.get[0]!;
    expect(entry).toMatchObject({ item: { kind: 'custom', sheckles: 0n }, shecklesText: '' });
    // No last valid value to count in its place: nothing says it is counted from one.
    expect(entryIsStale(entry, fruitCode, language)).toBe(false);
    const cleared = run(
      state,
      { type: 'entry', key: entry.key, edit: { type: 'typeSheckles', text: '1000' } },
      { type: 'entry', key: entry.key, edit: { type: 'typeSheckles', text: '' } },
    );
    expect(entryIsStale(cleared.get[0]!, fruitCode, language)).toBe(true);
    const typed = run(state, { type: 'entry', key: entry.key, edit: { type: 'typeSheckles', text: '2.500.000' } });
    expect(typed.get[0]?.item).toEqual({ kind: 'custom', sheckles: 2_500_000n });
    expect(entryIsStale(typed.get[0]!, fruitCode, language)).toBe(false);
  });

  it('keeps the last valid weight while the field holds an invalid entry', () => {
    const state = open('give=carrot_1_normal__1');
    const key = state.give[0]!.key;
    const typed = run(
      state,
      { type: 'entry', key, edit: { type: 'typeWeight', text: '2,5' } },
      { type: 'entry', key, edit: { type: 'typeWeight', text: '2,5x' } },
    );
    expect(typed.give[0]).toMatchObject({ weightText: '2,5x', item: { weightKg: 2.5 } });
    expect(entryIsStale(typed.give[0]!, fruitCode, language)).toBe(true);
  });

  it('reads a fruit’s weight and a typed value with the page’s separators, never a thousand times off', () => {
    const state = open('give=carrot_1_normal__1&get=custom_5');
    const fruitKey = state.give[0]!.key;
    const valueKey = state.get[0]!.key;
    const typed = run(
      state,
      { type: 'entry', key: fruitKey, edit: { type: 'typeWeight', text: '1.000,5' } },
      { type: 'entry', key: valueKey, edit: { type: 'typeSheckles', text: '1,5 M' } },
    );
    expect(typed.give[0]?.item).toMatchObject({ weightKg: 1000.5 });
    expect(typed.get[0]?.item).toEqual({ kind: 'custom', sheckles: 1_500_000n });
  });

  it('changes mutations by the game’s rules and max mutation sets the crop’s best set', () => {
    const state = open('give=carrot_1_normal_wet_1');
    const key = state.give[0]!.key;
    const chilled = run(state, { type: 'entry', key, edit: { type: 'toggleMutation', mutationId: 'chilled' } });
    expect(chilled.give[0]?.item).toMatchObject({ mutationIds: ['frozen'] });
    expect(chilled.give[0]?.mutationEvent?.kind).toBe('added');
    const max = run(state, { type: 'entry', key, edit: { type: 'maxMutation' } });
    const best = maxMutationSet(getCrop('carrot'));
    expect(max.give[0]?.item).toMatchObject({ mutationIds: best.mutationIds, variantId: best.variantId });
  });

  it('choosing another crop puts its base weight in', () => {
    const state = open('give=carrot_1_normal__1');
    const key = state.give[0]!.key;
    const moonMango = getCrop('moon-mango');
    const chosen = run(state, { type: 'entry', key, edit: { type: 'selectCrop', cropId: 'moon-mango' } });
    expect(chosen.give[0]).toMatchObject({
      item: { cropId: 'moon-mango', weightKg: moonMango.weights!.baseWeight },
      weightText: format(moonMango.weights!.baseWeight),
    });
  });

  it('choosing a crop whose weight is unknown leaves no weight to type, and the item is not stale', () => {
    const state = open('give=carrot_1_normal__1');
    const key = state.give[0]!.key;
    const chosen = run(state, { type: 'entry', key, edit: { type: 'selectCrop', cropId: UNWEIGHED_CROP_ID } });
    expect(chosen.give[0]).toMatchObject({ item: { cropId: UNWEIGHED_CROP_ID, weightKg: null }, weightText: '' });
    expect(entryIsStale(chosen.give[0]!, fruitCode, language)).toBe(false);
    expect(query(chosen)).toBe('give=unweighed-flower__normal__1');
  });

  it('moves an item across, swaps the sides and removes an item', () => {
    const state = open('give=custom_1&give=custom_2&get=custom_3');
    const moved = run(state, { type: 'move', key: state.give[0]!.key });
    expect(query(moved)).toBe('give=custom_2&get=custom_3&get=custom_1');
    expect(query(run(moved, { type: 'swap' }))).toBe('give=custom_3&give=custom_1&get=custom_2');
    const editing = run(moved, { type: 'edit', key: moved.give[0]!.key });
    const removed = run(editing, { type: 'remove', key: moved.give[0]!.key });
    expect(query(removed)).toBe('get=custom_3&get=custom_1');
    expect(removed.editing).toBeNull();
  });

  it('never holds more than 12 items a side', () => {
    const full = open(Array.from({ length: MAX_TRADE_ITEMS }, (_, index) => `give=custom_${index}`).join('&') + '&get=custom_99');
    expect(run(full, { type: 'add', side: 'give', item: { kind: 'custom', sheckles: 0n } })).toBe(full);
    expect(run(full, { type: 'move', key: full.get[0]!.key })).toBe(full);
  });

  it('a new trade empties both sides, keeps the band and forgets the link’s notice', () => {
    const opened = open('give=custom_1&get=custom_2&get=nope&band=2');
    expect(opened.linkReport).not.toBeNull();
    const state = run(opened, { type: 'clear' });
    expect(addressedTrade(state)).toEqual({ give: [], get: [], band: 2 });
    expect(state.linkReport).toBeNull();
  });

  it('ignores fruit edits on a typed value and an edit of an entry that is gone', () => {
    const state = open('give=custom_7');
    const key = state.give[0]!.key;
    expect(run(state, { type: 'entry', key, edit: { type: 'typeWeight', text: '3' } })).toEqual(state);
    expect(run(state, { type: 'entry', key: 999, edit: { type: 'typeSheckles', text: '3' } })).toBe(state);
  });
});
