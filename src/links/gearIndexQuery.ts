/**
 * The gear index's query string, a public contract so a link reproduces the list, written as the other lists write
 * theirs: `q` (a gear search), `rarity` (a rarity some gear has) and `sold` (where it is sold, as gearSale names it:
 * `gear-shop`, `event`, `merchant`, `pet-shop`, `pet-shop-tier-2-2026`, `not-sold` or `unknown`).
 * Example: /wiki/grow-a-garden-gear?rarity=divine&sold=gear-shop
 */
import { GEAR_SALES, type GearSale } from '../game/gearSale';
import { TIERS, type Tier } from '../game/types';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { choiceParam, searchParam } from './listParams';
import { listStateModel } from './listState';
import { decodeParams, type Decoded, type ParamReader, type UrlStateCodec } from './urlState';

export const GEAR_INDEX_QUERY_KEYS = ['q', 'rarity', 'sold'] as const;

export interface GearIndexState {
  query: string;
  /** Empty for every rarity. */
  rarity: Tier | '';
  /** Empty wherever it is sold, or not. */
  sold: GearSale | '';
}

export const DEFAULT_GEAR_INDEX: GearIndexState = { query: '', rarity: '', sold: '' };

/** What the index offers to filter by, from the gear it lists: a link is read against these. */
export interface GearIndexChoices {
  /** The rarities some gear has, commonest first. */
  rarities: readonly Tier[];
  /** Where some gear is sold, the Gear Shop first. */
  sales: readonly GearSale[];
}

export function gearIndexChoices(gear: readonly { tier: Tier; sale: GearSale }[]): GearIndexChoices {
  return {
    rarities: TIERS.filter((tier) => gear.some((item) => item.tier === tier)),
    sales: GEAR_SALES.filter((sale) => gear.some((item) => item.sale === sale)),
  };
}

function readersFor(choices: GearIndexChoices): Record<(typeof GEAR_INDEX_QUERY_KEYS)[number], ParamReader<GearIndexState>> {
  return {
    q: searchParam('query'),
    rarity: choiceParam('rarity', (value): value is Tier => (choices.rarities as readonly string[]).includes(value)),
    sold: choiceParam('sold', (value): value is GearSale => (choices.sales as readonly string[]).includes(value)),
  };
}

export function decodeGearIndexQuery(search: string | URLSearchParams, choices: GearIndexChoices): Decoded<GearIndexState> {
  return decodeParams(new URLSearchParams(search), readersFor(choices), true);
}

/** Writes what differs from the defaults, keys in contract order. */
export function encodeGearIndexQuery(state: GearIndexState): string {
  const params = new URLSearchParams();
  if (state.query.trim() !== '') params.set('q', state.query);
  if (state.rarity !== '') params.set('rarity', state.rarity);
  if (state.sold !== '') params.set('sold', state.sold);
  return params.toString();
}

/** The contract read against the rarities and shops of the gear the index lists. */
export function gearIndexCodec(choices: GearIndexChoices): UrlStateCodec<GearIndexState> {
  return {
    keys: GEAR_INDEX_QUERY_KEYS,
    storageKey: SAVED_STATE_KEYS[PAGE_PATHS.gearIndex],
    reportsUnknownKeys: true,
    decode: (params) => decodeGearIndexQuery(params, choices),
    complete: (named) => ({ state: { ...DEFAULT_GEAR_INDEX, ...named }, changes: [] }),
    encode: encodeGearIndexQuery,
  };
}

/** Clearing the list's filters clears all three: it has no order to keep. */
export const gearIndexModel = listStateModel<GearIndexState>(() => DEFAULT_GEAR_INDEX);
