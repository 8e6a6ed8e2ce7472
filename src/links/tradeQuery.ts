/**
 * The trade checker's query string: a public, stable contract so a link reproduces a trade exactly.
 * `give` and `get` repeated, one item each: a fruit is `crop_weight_variant_mutations_qty` with the mutations joined by
 * `~` (empty when none), a typed value `custom_<whole Sheckles>`; `band` is 2, 5 or 10.
 * Example: /grow-a-garden-trade-calculator?give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10
 * Shared: the trade checker reads and writes it, the crop calculator's "Add to a trade" writes it.
 */
import {
  DEFAULT_TRADE_BAND,
  isTradeBand,
  MAX_TRADE_ITEMS,
  type CropLookup,
  type MutationChange,
  type MutationLookups,
  type TradeBand,
  type TradeItem,
} from '../game';
import { plainDecimal } from '../lib/format';
import { loadCode, loadCrops } from '../lib/loadCode';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { isValidQuantity, isValidWeight, knownMutationIds } from './cropQuery';
import { DECIMAL, decodeParams, linkId, numberParam, WHOLE, type Decoded, type ParamReader, type UrlStateCodec } from './urlState';

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

/** The game data a link's fruit is read against; without it, a fruit is not read. A trade of typed values needs none. */
export interface TradeFruitData extends MutationLookups {
  readonly findCrop: CropLookup;
}

/** The crop table and the mutation data, loaded for a trade that names a fruit. */
export const loadTradeFruitData = (): Promise<TradeFruitData> =>
  Promise.all([loadCrops(), loadCode(import('../game/mutationRules'))]).then(([{ findCrop }, { mutationLookups }]) => ({
    findCrop,
    ...mutationLookups,
  }));

/** An item's parts as a link writes them (`_` between them), its ids read as ids (linkId), so `Carrot` is `carrot`. */
const itemParts = (text: string): string[] => linkId(text).split(PART);

/** An item written as a typed value (valid or not), which reading needs no game data for. */
const isTypedValueText = (parts: readonly string[]) => parts[0] === CUSTOM;

/** Whether a link (or saved trade) names an item that is not a typed value: reading it needs the game data. */
export function queryNamesFruit(params: URLSearchParams | null): boolean {
  if (params === null) return false;
  // Trimmed as decodeParams trims every value before reading it.
  return TRADE_SIDES.some((side) => params.getAll(side).some((value) => !isTypedValueText(itemParts(value.trim()))));
}

export function isValidTypedSheckles(value: bigint): boolean {
  return value >= 0n && value <= MAX_TYPED_SHECKLES;
}

export function encodeTradeItem(item: TradeItem): string {
  if (item.kind === 'custom') return `${CUSTOM}${PART}${item.sheckles}`;
  const weight = item.weightKg === null ? '' : plainDecimal(item.weightKg);
  return [item.cropId, weight, item.variantId, item.mutationIds.join(MUTATION_SEPARATOR), item.quantity].join(PART);
}

/**
 * What is wrong with an item a link names, the first wrong part in the contract's order: `shape`, neither a fruit's five
 * parts nor a typed value's two; `crop`, no crop has the id; `weight`, not a plain decimal from MIN_WEIGHT_KG to
 * MAX_WEIGHT_KG; `unweighedWeight`, a weight given for a crop whose weight is unknown (written with an empty weight);
 * `variant`, no variant has the id; `quantity`, not a whole number from 1 to MAX_QUANTITY; `typedDigits`, a typed value
 * not written in digits only (`10.4m`, `1e9`, `-5`); `typedMax`, a typed value over MAX_TYPED_SHECKLES.
 */
export type TradeItemFault = 'shape' | 'crop' | 'weight' | 'unweighedWeight' | 'variant' | 'quantity' | 'typedDigits' | 'typedMax';

/**
 * An item read from a link: the item, or what is wrong with it. A fruit read without the game data has no fault named:
 * nothing past its shape can be told.
 */
export type TradeItemReading = { ok: true; item: TradeItem } | { ok: false; fault?: TradeItemFault };

const FRUIT_PARTS = 5;
const TYPED_VALUE_PARTS = 2;
/** The digits of a typed value at most (10^18 and one leading zero), checked before it is read as a number. */
const MAX_TYPED_DIGITS = 20;

const fault = (why: TradeItemFault): TradeItemReading => ({ ok: false, fault: why });

/**
 * A fruit written `crop_weight_variant_mutations_qty` (already split at `_`, five parts), read against the data. Its
 * mutations are read as the calculator's link reads them (knownMutationIds): an unknown one costs only itself
 * (`dropMutation`).
 */
function readTradeFruit(parts: readonly string[], data: TradeFruitData, dropMutation: (id: string) => void): TradeItemReading {
  const [cropId = '', weight = '', variantId = '', mutationList = '', quantity = ''] = parts;
  const crop = data.findCrop(cropId);
  if (!crop) return fault('crop');
  // A crop whose weight is unknown is written with an empty weight (its base weight); a weight given for it is refused.
  if (crop.weights === null && weight !== '') return fault('unweighedWeight');
  const weightKg = crop.weights === null ? null : Number(weight);
  if (weightKg !== null && (!DECIMAL.test(weight) || !isValidWeight(weightKg))) return fault('weight');
  const variant = data.findVariant(variantId);
  if (!variant) return fault('variant');
  const count = Number(quantity);
  if (!WHOLE.test(quantity) || !isValidQuantity(count)) return fault('quantity');
  const mutationIds = knownMutationIds(mutationList.split(MUTATION_SEPARATOR), data.findMutation, dropMutation);
  return { ok: true, item: { kind: 'fruit', cropId, weightKg, variantId: variant.id, mutationIds, quantity: count } };
}

/** A typed value's Sheckles as a link writes them: whole, in digits only, and at most MAX_TYPED_SHECKLES. */
function readTypedValue(value: string): TradeItemReading {
  if (!WHOLE.test(value)) return fault('typedDigits');
  if (value.length > MAX_TYPED_DIGITS) return fault('typedMax');
  const sheckles = BigInt(value);
  return isValidTypedSheckles(sheckles) ? { ok: true, item: { kind: 'custom', sheckles } } : fault('typedMax');
}

/**
 * One item as a link writes it, or what is wrong with it (see TradeItemFault); a fruit is read against the data (none:
 * it is not read), and its unknown mutation is only left out, through `dropMutation`.
 */
export function readTradeItem(
  text: string,
  data: TradeFruitData | null,
  dropMutation: (id: string) => void = () => undefined,
): TradeItemReading {
  const parts = itemParts(text);
  if (isTypedValueText(parts)) return parts.length === TYPED_VALUE_PARTS ? readTypedValue(parts[1] ?? '') : fault('shape');
  if (parts.length !== FRUIT_PARTS) return fault('shape');
  return data ? readTradeFruit(parts, data, dropMutation) : { ok: false };
}

/**
 * One item as a link writes it, or undefined when a part of it is not something the contract allows (or it is a fruit
 * and there is no data to read it against); a fruit's unknown mutation is only left out, through `dropMutation`.
 */
export function decodeTradeItem(
  text: string,
  data: TradeFruitData | null,
  dropMutation: (id: string) => void = () => undefined,
): TradeItem | undefined {
  const reading = readTradeItem(text, data, dropMutation);
  return reading.ok ? reading.item : undefined;
}

const itemsReader =
  (side: TradeSide, data: TradeFruitData | null): ParamReader<TradeQueryState> =>
  (value, state, dropPart) => {
    const reading = readTradeItem(value, data, dropPart);
    if (!reading.ok) return reading.fault ? { why: reading.fault } : false;
    state[side] = [...(state[side] ?? []), reading.item];
    return true;
  };

/** Reads a link's query, its fruits against the data. A bad item is dropped and listed, never thrown. */
export function decodeTradeQuery(search: string | URLSearchParams, data: TradeFruitData | null): Decoded<TradeQueryState> {
  const readers: Record<(typeof TRADE_QUERY_KEYS)[number], ParamReader<TradeQueryState>> = {
    give: itemsReader('give', data),
    get: itemsReader('get', data),
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
function completeSide(side: TradeSide, items: readonly TradeItem[], data: TradeFruitData | null, changes: TradeLinkChange[]): TradeItem[] {
  if (items.length > MAX_TRADE_ITEMS) changes.push({ kind: 'overLimit', side, left: items.length - MAX_TRADE_ITEMS });
  return items.slice(0, MAX_TRADE_ITEMS).map((item, position) => {
    // A fruit was read against the data, so it is there to complete it.
    if (item.kind === 'custom' || data === null) return item;
    const resolved = data.resolveMutations(item.mutationIds);
    // A set the game keeps as it is stays in the link's order, so opening a link never rewrites it.
    if (resolved.changes.length === 0) return item;
    changes.push({ kind: 'mutations', side, position, changes: resolved.changes });
    return { ...item, mutationIds: resolved.mutationIds };
  });
}

export function completeTrade(
  named: Partial<TradeQueryState>,
  data: TradeFruitData | null,
): { state: TradeQueryState; changes: TradeLinkChange[] } {
  const changes: TradeLinkChange[] = [];
  const give = completeSide('give', named.give ?? [], data, changes);
  const get = completeSide('get', named.get ?? [], data, changes);
  return { state: { give, get, band: named.band ?? DEFAULT_TRADE_BAND }, changes };
}

/**
 * The history entry's state when the crop calculator's "Add to a trade" opened the trade checker, which then says what
 * was added to which trade. Router state, not a query key: no part of the link contract. The trade checker takes it off
 * the entry once read, so a reload or a return to the entry does not say it again as if just added. (A type only: the
 * calculator's code, precached for offline use, carries no more than the object it writes.)
 */
export interface AddedToTrade {
  addedToTrade: true;
}

/** Where the trade checker keeps its query: what its page's load() reads before it has a codec. */
export const TRADE_STATE = { keys: TRADE_QUERY_KEYS, storageKey: SAVED_STATE_KEYS[PAGE_PATHS.tradeChecker] } as const;

/** The trade link's contract, its fruits read against the game data when the page has it (see queryNamesFruit). */
export function tradeQueryCodec(data: TradeFruitData | null): UrlStateCodec<TradeQueryState, TradeLinkChange> {
  return {
    ...TRADE_STATE,
    reportsUnknownKeys: true,
    decode: (params) => decodeTradeQuery(params, data),
    complete: (named) => completeTrade(named, data),
    encode: encodeTradeQuery,
  };
}

/**
 * The trade checker's query for the last trade (as saved in this browser) with one more item on a side, or null when
 * that side is already full (the link would keep the first 12 and drop the new item).
 */
export async function tradeQueryWith(saved: string | undefined, side: TradeSide, item: TradeItem): Promise<string | null> {
  const data = await loadTradeFruitData();
  const { state } = completeTrade(saved ? decodeTradeQuery(saved, data).state : {}, data);
  if (state[side].length >= MAX_TRADE_ITEMS) return null;
  return encodeTradeQuery({ ...state, [side]: [...state[side], item] });
}
