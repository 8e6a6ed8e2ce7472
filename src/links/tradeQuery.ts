/**
 * The trade checker's query string: a public, stable contract so a link reproduces a trade exactly.
 * `give` and `get` repeated, one item each: a fruit is `crop_weight_variant_mutations_qty` with the mutations joined by
 * `~` (empty when none), a typed value `custom_<whole Sheckles>`; `band` is 2, 5 or 10.
 * Example: /grow-a-garden-trade-calculator?give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10
 * Shared: the trade checker reads and writes it, the crop calculator's "Add to a trade" writes it.
 */
import { DEFAULT_TRADE_BAND, isTradeBand, MAX_TRADE_ITEMS, type MutationChange, type TradeBand, type TradeItem } from '../game';
import { plainDecimal } from '../lib/format';
import { loadCode } from '../lib/loadCode';
import { PAGE_PATHS } from '../lib/paths';
import { decodeParams, numberParam, SAVED_STATE_KEYS, type Decoded, type ParamReader, type UrlStateCodec } from './urlState/codec';

export const TRADE_SIDES = ['give', 'get'] as const;
export type TradeSide = (typeof TRADE_SIDES)[number];
export const TRADE_QUERY_KEYS = [...TRADE_SIDES, 'band'] as const;

export interface TradeQueryState {
  give: readonly TradeItem[];
  get: readonly TradeItem[];
  band: TradeBand;
}

export const EMPTY_TRADE: TradeQueryState = { give: [], get: [], band: DEFAULT_TRADE_BAND };

/** The largest value a player may type: far past any fruit, well inside what a link can carry. */
export const MAX_TYPED_SHECKLES = 10n ** 18n;

/** What opening a link changed in the trade it names, worth telling the player. */
export type TradeLinkChange =
  | { kind: 'overLimit'; side: TradeSide; left: number }
  | { kind: 'mutations'; side: TradeSide; position: number; changes: readonly MutationChange[] };

const PART = '_';
const MUTATION_SEPARATOR = '~';
const CUSTOM = 'custom';
const WHOLE = /^\d+$/;

/** What reads a link's fruit against the crop and mutation data (tradeFruitLink.ts); without it, a fruit is not read. */
export type TradeFruitReader = Pick<typeof import('./tradeFruitLink'), 'readTradeFruit' | 'completeTradeFruit'>;

/** The fruit reader, with the crop table it reads against: loaded only for a trade that names a fruit. */
export const loadTradeFruitReader = (): Promise<TradeFruitReader> => loadCode(import('./tradeFruitLink'));

/** An item written as a typed value (valid or not), which reading needs no game data for. */
const isTypedValueText = (parts: readonly string[]) => parts[0] === CUSTOM;

/** Whether a link (or saved trade) names an item that is not a typed value: reading it needs the fruit reader. */
export function queryNamesFruit(params: URLSearchParams | null): boolean {
  if (params === null) return false;
  // Trimmed as decodeParams trims every value before reading it.
  return TRADE_SIDES.some((side) => params.getAll(side).some((value) => !isTypedValueText(value.trim().split(PART))));
}

export function isValidTypedSheckles(value: bigint): boolean {
  return value >= 0n && value <= MAX_TYPED_SHECKLES;
}

export function encodeTradeItem(item: TradeItem): string {
  if (item.kind === 'custom') return `${CUSTOM}${PART}${item.sheckles}`;
  const weight = item.weightKg === null ? '' : plainDecimal(item.weightKg);
  return [item.cropId, weight, item.variantId, item.mutationIds.join(MUTATION_SEPARATOR), item.quantity].join(PART);
}

/** One item as a link writes it, or undefined when any part of it is not something the contract allows (or is a fruit and there is no reader). */
export function decodeTradeItem(text: string, reader: TradeFruitReader | null): TradeItem | undefined {
  const parts = text.split(PART);
  if (isTypedValueText(parts)) {
    const value = parts[1];
    if (parts.length !== 2 || value === undefined || !WHOLE.test(value) || value.length > 20) return undefined;
    const sheckles = BigInt(value);
    return isValidTypedSheckles(sheckles) ? { kind: 'custom', sheckles } : undefined;
  }
  return reader?.readTradeFruit(parts, MUTATION_SEPARATOR);
}

const itemsReader =
  (side: TradeSide, reader: TradeFruitReader | null): ParamReader<TradeQueryState> =>
  (value, state) => {
    const item = decodeTradeItem(value, reader);
    if (!item) return false;
    state[side] = [...(state[side] ?? []), item];
    return true;
  };

/** Reads a link's query, its fruits with the reader. A bad item is dropped and listed, never thrown. */
export function decodeTradeQuery(search: string | URLSearchParams, reader: TradeFruitReader | null): Decoded<TradeQueryState> {
  const readers: Record<(typeof TRADE_QUERY_KEYS)[number], ParamReader<TradeQueryState>> = {
    give: itemsReader('give', reader),
    get: itemsReader('get', reader),
    band: numberParam('whole', 'band', isTradeBand),
  };
  return decodeParams(new URLSearchParams(search), readers, true, TRADE_SIDES);
}

/** Writes a trade as the contract's query string (without "?"); empty for an empty trade with the default band. */
export function encodeTradeQuery(state: TradeQueryState): string {
  const params = new URLSearchParams();
  for (const side of TRADE_SIDES) for (const item of state[side]) params.append(side, encodeTradeItem(item));
  if (state.band !== DEFAULT_TRADE_BAND) params.set('band', String(state.band));
  // Mutation lists stay readable: `~` needs no escaping, and ids never hold anything that does.
  return params.toString().replace(/%7E/gi, MUTATION_SEPARATOR);
}

/** A side as the trade holds it: at most MAX_TRADE_ITEMS, each fruit with the mutations the game would keep. */
function completeSide(
  side: TradeSide,
  items: readonly TradeItem[],
  reader: TradeFruitReader | null,
  changes: TradeLinkChange[],
): TradeItem[] {
  if (items.length > MAX_TRADE_ITEMS) changes.push({ kind: 'overLimit', side, left: items.length - MAX_TRADE_ITEMS });
  return items.slice(0, MAX_TRADE_ITEMS).map((item, position) => {
    // A fruit was read with the reader, so it is there to complete it.
    if (item.kind === 'custom' || reader === null) return item;
    const completed = reader.completeTradeFruit(item);
    if (completed.changes.length > 0) changes.push({ kind: 'mutations', side, position, changes: completed.changes });
    return completed.fruit;
  });
}

export function completeTrade(
  named: Partial<TradeQueryState>,
  reader: TradeFruitReader | null,
): { state: TradeQueryState; changes: TradeLinkChange[] } {
  const changes: TradeLinkChange[] = [];
  const give = completeSide('give', named.give ?? [], reader, changes);
  const get = completeSide('get', named.get ?? [], reader, changes);
  return { state: { give, get, band: named.band ?? DEFAULT_TRADE_BAND }, changes };
}

/** Where the trade checker keeps its query: what its page's load() reads before it has a codec. */
export const TRADE_STATE = { keys: TRADE_QUERY_KEYS, storageKey: SAVED_STATE_KEYS[PAGE_PATHS.tradeChecker] } as const;

/** The trade link's contract, its fruits read with the reader when the page has it (see queryNamesFruit). */
export function tradeQueryCodec(reader: TradeFruitReader | null): UrlStateCodec<TradeQueryState, TradeLinkChange> {
  return {
    ...TRADE_STATE,
    reportsUnknownKeys: true,
    decode: (params) => decodeTradeQuery(params, reader),
    complete: (named) => completeTrade(named, reader),
    encode: encodeTradeQuery,
  };
}

/**
 * The trade checker's query for the last trade (as saved in this browser) with one more item on a side, or null when
 * that side is already full (the link would keep the first 12 and drop the new item).
 */
export async function tradeQueryWith(saved: string | undefined, side: TradeSide, item: TradeItem): Promise<string | null> {
  const reader = await loadTradeFruitReader();
  const { state } = completeTrade(saved ? decodeTradeQuery(saved, reader).state : {}, reader);
  if (state[side].length >= MAX_TRADE_ITEMS) return null;
  return encodeTradeQuery({ ...state, [side]: [...state[side], item] });
}
