/*
 * The trade checker's state and every change to it, as a pure reducer. Each entry keeps its item's last valid values
 * (so the totals never show a broken number) beside what the player typed; a fruit's changes go through the engine's
 * rules, as on the calculator, through the fruit code the state holds once it holds a fruit (fruitEntries.ts).
 */
import { MAX_TRADE_ITEMS, type TradeBand, type TradeItem, type VariantId } from '../../game';
import { EMPTY_TRADE, TRADE_SIDES, type TradeLinkChange, type TradeQueryState, type TradeSide } from '../../links/tradeQuery';
import type { DroppedValue, OpenedState } from '../../links/urlState/codec';
import type { MutationEvent } from '../../ui/fruit/mutationEdits';
import type { FruitCode } from './loadFruitEntries';
import { checkSheckles } from './typedValue';

export interface TradeEntry {
  /** Stable for the entry's life: React's key and what "edit" points at. */
  key: number;
  item: TradeItem;
  weightText: string;
  quantityText: string;
  shecklesText: string;
  mutationQuery: string;
  mutationEvent: MutationEvent | null;
}

export interface TradeLinkReport {
  dropped: readonly DroppedValue[];
  changes: readonly TradeLinkChange[];
}

export interface TradePageState {
  give: readonly TradeEntry[];
  get: readonly TradeEntry[];
  band: TradeBand;
  /** The entry whose editor is open. */
  editing: number | null;
  nextKey: number;
  linkReport: TradeLinkReport | null;
  /** The code that values, describes and edits fruits: there once a fruit came from the link or "Add fruit". */
  fruitCode: FruitCode | null;
}

/** A change to one entry's item, from its editor. */
export type EntryEdit =
  | { type: 'selectCrop'; cropId: string }
  | { type: 'typeWeight'; text: string }
  | { type: 'typeQuantity'; text: string }
  | { type: 'setVariant'; variantId: VariantId }
  | { type: 'toggleMutation'; mutationId: string }
  | { type: 'clearMutations' }
  | { type: 'maxMutation' }
  | { type: 'searchMutations'; query: string }
  | { type: 'dismissMutationEvent' }
  | { type: 'typeSheckles'; text: string };

export type TradeAction =
  /** A new item; a fruit is made by the fruit code's defaultFruit, loaded first and handed over with it. */
  | { type: 'add'; side: TradeSide; item: TradeItem; fruitCode?: FruitCode }
  | { type: 'remove'; key: number }
  | { type: 'move'; key: number }
  | { type: 'edit'; key: number | null }
  | { type: 'swap' }
  | { type: 'clear' }
  | { type: 'setBand'; band: TradeBand }
  | { type: 'dismissLinkReport' }
  | { type: 'entry'; key: number; edit: EntryEdit };

/** Writes a number back into a field in the page's language (e.g. "0,275" in French). */
export type FieldFormatter = (value: number) => string;

export const otherSide = (side: TradeSide): TradeSide => (side === 'give' ? 'get' : 'give');

function newEntry(key: number, item: TradeItem, format: FieldFormatter, fruitCode: FruitCode | null): TradeEntry {
  return {
    key,
    item,
    ...(item.kind === 'fruit' && fruitCode ? fruitCode.fruitFieldTexts(item, format) : { weightText: '', quantityText: '' }),
    shecklesText: item.kind === 'custom' ? item.sheckles.toString() : '',
    mutationQuery: '',
    mutationEvent: null,
  };
}

export function initialTradeState(
  format: FieldFormatter,
  fruitCode: FruitCode | null,
  opened?: OpenedState<TradeQueryState, TradeLinkChange>,
): TradePageState {
  const { give, get, band } = opened?.state ?? EMPTY_TRADE;
  return {
    give: give.map((item, index) => newEntry(index, item, format, fruitCode)),
    get: get.map((item, index) => newEntry(give.length + index, item, format, fruitCode)),
    band,
    editing: null,
    nextKey: give.length + get.length,
    linkReport: opened?.report ?? null,
    fruitCode,
  };
}

export function addressedTrade(state: TradePageState): TradeQueryState {
  return { give: state.give.map((entry) => entry.item), get: state.get.map((entry) => entry.item), band: state.band };
}

export function sideOf(state: TradePageState, key: number): TradeSide | undefined {
  return TRADE_SIDES.find((side) => state[side].some((entry) => entry.key === key));
}

function editEntry(entry: TradeEntry, edit: EntryEdit, format: FieldFormatter, fruitCode: FruitCode | null): TradeEntry {
  if (entry.item.kind === 'fruit') return fruitCode ? fruitCode.editFruit(entry, entry.item, edit, format) : entry;
  if (edit.type !== 'typeSheckles') return entry;
  const check = checkSheckles(edit.text);
  return { ...entry, item: check.ok ? { kind: 'custom', sheckles: check.value } : entry.item, shecklesText: edit.text };
}

function mapEntry(state: TradePageState, key: number, change: (entry: TradeEntry) => TradeEntry): TradePageState {
  const side = sideOf(state, key);
  if (!side) return state;
  return { ...state, [side]: state[side].map((entry) => (entry.key === key ? change(entry) : entry)) };
}

export function createTradeReducer(format: FieldFormatter) {
  return function tradeReducer(state: TradePageState, action: TradeAction): TradePageState {
    switch (action.type) {
      case 'add': {
        if (state[action.side].length >= MAX_TRADE_ITEMS) return state;
        const fruitCode = action.fruitCode ?? state.fruitCode;
        // A new typed value starts empty, not at 0: the player is asked for a number.
        const entry = { ...newEntry(state.nextKey, action.item, format, fruitCode), shecklesText: '' };
        return { ...state, [action.side]: [...state[action.side], entry], editing: entry.key, nextKey: state.nextKey + 1, fruitCode };
      }
      case 'remove': {
        const side = sideOf(state, action.key);
        if (!side) return state;
        return {
          ...state,
          [side]: state[side].filter((entry) => entry.key !== action.key),
          editing: state.editing === action.key ? null : state.editing,
        };
      }
      case 'move': {
        const side = sideOf(state, action.key);
        const entry = side && state[side].find((each) => each.key === action.key);
        if (!side || !entry || state[otherSide(side)].length >= MAX_TRADE_ITEMS) return state;
        const target = otherSide(side);
        return { ...state, [side]: state[side].filter((each) => each !== entry), [target]: [...state[target], entry] };
      }
      case 'edit':
        return { ...state, editing: action.key };
      case 'swap':
        return { ...state, give: state.get, get: state.give };
      case 'clear':
        return { ...state, give: [], get: [], editing: null, linkReport: null };
      case 'setBand':
        return { ...state, band: action.band };
      case 'dismissLinkReport':
        return { ...state, linkReport: null };
      case 'entry':
        return mapEntry(state, action.key, (entry) => editEntry(entry, action.edit, format, state.fruitCode));
    }
  };
}

/** A field of the entry holds an invalid entry, so the item counts with its last valid value. */
export function entryIsStale(entry: TradeEntry, fruitCode: FruitCode | null): boolean {
  if (entry.item.kind === 'custom') return !checkSheckles(entry.shecklesText).ok;
  return fruitCode?.fruitIsStale(entry, entry.item) ?? false;
}
