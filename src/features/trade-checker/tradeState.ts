/*
 * The trade checker's state and every change to it, as a pure reducer, and the hook that ties it to the address and
 * the saved copy like every page's (see useUrlState). Each entry keeps its item's last valid values (so the totals
 * never show a broken number) beside what the player typed; a fruit's changes go through the engine's rules, as on the
 * calculator, through the fruit code the state holds once it holds a fruit (fruitEntries.ts, loaded by
 * loadFruitEntries below).
 */
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { MAX_TRADE_ITEMS, type TradeBand, type TradeItem, type VariantId } from '../../game';
import { loadTexts } from '../../i18n/i18n';
import type { Language } from '../../i18n/languages';
import { formatForInput } from '../../lib/format';
import { loadCode, loadCrops } from '../../lib/loadCode';
import { parseAmount, type AmountProblem } from '../../lib/parseNumber';
import { undoableClear, type Undo, type UndoableState } from '../../lib/undoableClear';
import {
  EMPTY_TRADE,
  isValidTypedSheckles,
  TRADE_SIDES,
  tradeQueryCodec,
  type AddedToTrade,
  type TradeLinkChange,
  type TradeQueryState,
  type TradeSide,
} from '../../links/tradeQuery';
import { useUrlState, type DroppedValue, type OpenedState, type PageStateModel } from '../../links/urlState';
import type { MutationEvent } from '../../ui/fruit/mutationEdits';

// Reading a value a player types in Sheckles: a whole amount, grouped or shortened ("2,500,000", "2.5M", "2,5 jt") as
// the game and the page's language write it (lib/parseNumber.ts).

/** `negative`: below 0, which no item is worth. */
export type ShecklesProblem = AmountProblem | 'negative' | 'too-large';
export type ShecklesCheck = { ok: true; value: bigint } | { ok: false; problem: ShecklesProblem };

export function checkSheckles(text: string, language: Language): ShecklesCheck {
  const parsed = parseAmount(text, language);
  if (!parsed.ok) return { ok: false, problem: parsed.reason };
  if (parsed.value < 0n) return { ok: false, problem: 'negative' };
  return isValidTypedSheckles(parsed.value) ? { ok: true, value: parsed.value } : { ok: false, problem: 'too-large' };
}

// The trade checker's fruit code (fruitEntries.ts, with the crop data a link's fruits are read against): a first visit shows
// an empty trade, and a trade of typed values needs none of it. The page's load() gets it for a link or saved trade
// naming a fruit; "Add fruit" gets it on the click. Either way the page holds it as a value (TradePageState.fruitCode).

export type FruitCode = typeof import('./fruitEntries');

/** The fruit code in one language: the code, the crop table, and the calculator's texts its pickers speak in. */
export function loadFruitEntries(language: Language): Promise<FruitCode> {
  return Promise.all([loadCode(import('./fruitEntries')), loadCrops(), loadTexts(language, 'crop')]).then(([code]) => code);
}

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
  /** The press (AskedByPress) that opened that editor; 0 for one opened otherwise. */
  editorPress: number;
  /** The press of the last New trade: what a press before it asked for was for the trade it cleared. */
  clearedAtPress: number;
  nextKey: number;
  linkReport: TradeLinkReport | null;
  /** The code that values, describes and edits fruits: there once a fruit came from the link or "Add fruit". */
  fruitCode: FruitCode | null;
  /** The calculator's "Add to a trade" opened the page: said until dismissed or the trade is cleared. */
  arrival: Arrival | null;
}

/** What the calculator's "Add to a trade" did: the fruit it added (the last of "you give") beside the items kept. */
export interface Arrival {
  /** The fruit's entry, and its crop as added. */
  key: number;
  cropId: string;
  /** How many items the last trade had already, on both sides; 0 when there was none (or it was empty). */
  kept: number;
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

/**
 * The press, numbered in the order the player made them across the page, of an action whose code loaded first. Its
 * editor opens only if none is open or the open one came from an earlier press: one opened by a later press (a typed
 * value's, say, the player typing in it) stays theirs, and the action's item comes without its editor.
 */
interface AskedByPress {
  press?: number;
}

export type TradeAction =
  /** A new item, with its editor open; a fruit is made by the fruit code's defaultFruit, loaded first and handed over with it. */
  | ({ type: 'add'; side: TradeSide; item: TradeItem; fruitCode?: FruitCode } & AskedByPress)
  | { type: 'remove'; key: number }
  | { type: 'move'; key: number }
  | ({ type: 'edit'; key: number | null } & AskedByPress)
  | { type: 'swap' }
  /** A new trade: empty, or of the one item `keep` (the fruit the calculator just added). */
  | ({ type: 'clear'; keep?: number } & AskedByPress)
  | { type: 'dismissArrival' }
  | { type: 'setBand'; band: TradeBand }
  | { type: 'dismissLinkReport' }
  | { type: 'entry'; key: number; edit: EntryEdit };

/**
 * What undoableClear tells the page's actions apart by: an item's edit by its own kind (no action's type is an edit's),
 * so that Remove all and Max mutation in an item's editor can be undone as New trade can.
 */
export type TradeActionKind = Exclude<TradeAction['type'], 'entry'> | EntryEdit['type'];

const kindOf = (action: TradeAction): TradeActionKind => (action.type === 'entry' ? action.edit.type : action.type);

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
  addedFromCalculator = false,
): TradePageState {
  const { give, get, band } = opened?.state ?? EMPTY_TRADE;
  const added = addedFromCalculator ? give.at(-1) : undefined;
  return {
    give: give.map((item, index) => newEntry(index, item, format, fruitCode)),
    get: get.map((item, index) => newEntry(give.length + index, item, format, fruitCode)),
    band,
    editing: null,
    editorPress: 0,
    clearedAtPress: 0,
    nextKey: give.length + get.length,
    linkReport: opened?.report ?? null,
    fruitCode,
    arrival: added?.kind === 'fruit' ? { key: give.length - 1, cropId: added.cropId, kept: give.length - 1 + get.length } : null,
  };
}

export function addressedTrade(state: TradePageState): TradeQueryState {
  return { give: state.give.map((entry) => entry.item), get: state.get.map((entry) => entry.item), band: state.band };
}

export function sideOf(state: TradePageState, key: number): TradeSide | undefined {
  return TRADE_SIDES.find((side) => state[side].some((entry) => entry.key === key));
}

function editEntry(
  entry: TradeEntry,
  edit: EntryEdit,
  format: FieldFormatter,
  language: Language,
  fruitCode: FruitCode | null,
): TradeEntry {
  if (entry.item.kind === 'fruit') return fruitCode ? fruitCode.editFruit(entry, entry.item, edit, format, language) : entry;
  if (edit.type !== 'typeSheckles') return entry;
  const check = checkSheckles(edit.text, language);
  return { ...entry, item: check.ok ? { kind: 'custom', sheckles: check.value } : entry.item, shecklesText: edit.text };
}

/** Whether the action was asked for before the last New trade, for the trade that cleared (AskedByPress). */
function askedBeforeClear(state: TradePageState, { press }: AskedByPress): boolean {
  return press !== undefined && press < state.clearedAtPress;
}

/** Whether the action's editor may open (AskedByPress). */
function mayOpenEditor(state: TradePageState, { press }: AskedByPress): boolean {
  return press === undefined || state.editing === null || state.editorPress < press;
}

function mapEntry(state: TradePageState, key: number, change: (entry: TradeEntry) => TradeEntry): TradePageState {
  const side = sideOf(state, key);
  if (!side) return state;
  return { ...state, [side]: state[side].map((entry) => (entry.key === key ? change(entry) : entry)) };
}

/** `language` is the page's: what the player types is read with its number signs. */
export function createTradeReducer(format: FieldFormatter, language: Language) {
  return function tradeReducer(state: TradePageState, action: TradeAction): TradePageState {
    switch (action.type) {
      case 'add': {
        if (state[action.side].length >= MAX_TRADE_ITEMS || askedBeforeClear(state, action)) return state;
        const fruitCode = action.fruitCode ?? state.fruitCode;
        // A new typed value starts empty, not at 0: the player is asked for a number.
        const entry = { ...newEntry(state.nextKey, action.item, format, fruitCode), shecklesText: '' };
        const opens = mayOpenEditor(state, action);
        return {
          ...state,
          [action.side]: [...state[action.side], entry],
          editing: opens ? entry.key : state.editing,
          editorPress: opens ? (action.press ?? 0) : state.editorPress,
          nextKey: state.nextKey + 1,
          fruitCode,
        };
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
        if (askedBeforeClear(state, action) || !mayOpenEditor(state, action)) return state;
        return { ...state, editing: action.key, editorPress: action.press ?? 0 };
      case 'swap':
        // An open editor would open again on the other side, its typed field taking the focus from the Swap button.
        return { ...state, give: state.get, get: state.give, editing: null };
      case 'clear': {
        const keptOn = action.keep === undefined ? undefined : sideOf(state, action.keep);
        const left = (side: TradeSide) => (side === keptOn ? state[side].filter((entry) => entry.key === action.keep) : []);
        // The notice that offered the new trade of the added fruit alone stays: its Undo is there.
        return {
          ...state,
          give: left('give'),
          get: left('get'),
          editing: null,
          linkReport: null,
          arrival: keptOn ? state.arrival : null,
          clearedAtPress: action.press ?? state.clearedAtPress,
        };
      }
      case 'dismissArrival':
        return { ...state, arrival: null };
      case 'setBand':
        return { ...state, band: action.band };
      case 'dismissLinkReport':
        return { ...state, linkReport: null };
      case 'entry':
        return mapEntry(state, action.key, (entry) => editEntry(entry, action.edit, format, language, state.fruitCode));
    }
  };
}

/** A typed value left empty since it was added: it counts 0, but says nothing of the trade yet (a typed 0 does). */
export function saysNothingYet(entry: TradeEntry): boolean {
  return entry.item.kind === 'custom' && entry.shecklesText.trim() === '' && entry.item.sheckles === 0n;
}

/**
 * A field of the entry holds an invalid entry, so the item counts with its last valid value. A typed value left empty
 * since it was added has no such value (it counts 0, as it says nothing yet): it is not stale.
 */
export function entryIsStale(entry: TradeEntry, fruitCode: FruitCode | null, language: Language): boolean {
  if (entry.item.kind === 'custom') return !saysNothingYet(entry) && !checkSheckles(entry.shecklesText, language).ok;
  return fruitCode?.fruitIsStale(entry, entry.item, language) ?? false;
}

/**
 * The trade, read with the fruit code the page opened with (its load() loads it for a link naming a fruit). New trade,
 * the new trade of the added fruit alone, and Remove all and Max mutation in an item's editor can be undone
 * (undoableClear), until anything else changes the trade: an item's Undo is its open editor's, as opening or closing an
 * editor takes it away.
 */
export function useTradeState(
  language: Language,
  openedWith: FruitCode | null,
): [UndoableState<TradePageState, TradeActionKind>, (action: TradeAction | Undo) => void] {
  const navigate = useNavigate();
  const { pathname, search, hash, state: entryState } = useLocation();
  const marked = (entryState as Partial<AddedToTrade> | null)?.addedToTrade === true;
  // Read as the page opens, before the entry is unmarked below.
  const [addedFromCalculator] = useState(marked);
  const model = useMemo<
    PageStateModel<TradeQueryState, TradeLinkChange, UndoableState<TradePageState, TradeActionKind>, TradeAction | Undo>
  >(() => {
    const format = (value: number) => formatForInput(value, language);
    return {
      init: (opened) => initialTradeState(format, openedWith, opened, addedFromCalculator),
      // Searching an item's mutations or dismissing its message enters nothing: the Undo beside them stays.
      reduce: undoableClear(
        createTradeReducer(format, language),
        ['clear', 'clearMutations', 'maxMutation'],
        ['searchMutations', 'dismissMutationEvent'],
        kindOf,
      ),
      addressed: addressedTrade,
    };
  }, [language, openedWith, addedFromCalculator]);
  const codec = useMemo(() => tradeQueryCodec(openedWith?.fruitData ?? null), [openedWith]);
  useEffect(() => {
    // Said once: a reload, or Back and Forward to this entry, is no new addition.
    if (marked) void navigate({ pathname, search, hash }, { replace: true, preventScrollReset: true });
  }, [marked, navigate, pathname, search, hash]);
  return useUrlState(codec, model);
}
