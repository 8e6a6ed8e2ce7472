/**
 * The pet index's query string, a public contract so a link reproduces the list, written like the mutation index's:
 * `sort` (`name`, or `-rarity` for rarest first), `q` (a pet search), `rarity` (a rarity some pet has, or `unknown`)
 * and `egg` (an egg some pet hatches from, by the id the game's name gives: `primal-egg`).
 * Example: /wiki/grow-a-garden-pets?sort=-rarity&rarity=mythical&egg=primal-egg
 */
import { idOf } from '../game/ids';
import { TIERS, type Tier } from '../game/types';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { choiceParam, searchParam } from './listParams';
import { decodeParams, linkId, type Decoded, type ParamReader, type UrlStateCodec } from './urlState';

export const PET_INDEX_QUERY_KEYS = ['sort', 'q', 'rarity', 'egg'] as const;

/** `name`: A to Z (a search keeps its best-first order); `rarity`: rarest first, then by name. */
export type PetIndexSort = 'name' | 'rarity';

/** How each order is written: rarest first is the largest rarity first, so `-` as every list writes it. */
const SORT_PARAMS: Record<PetIndexSort, string> = { name: 'name', rarity: '-rarity' };
/** Every `sort` a link may give. */
export const PET_INDEX_SORT_PARAMS = Object.values(SORT_PARAMS);

/** The rarity filter's value for the pets whose rarity no source gives. */
export const UNKNOWN_RARITY = 'unknown';
export type PetRarityFilter = Tier | typeof UNKNOWN_RARITY | '';

export interface PetIndexState {
  sort: PetIndexSort;
  query: string;
  /** Empty for every rarity. */
  rarity: PetRarityFilter;
  /** An egg's name as the game writes it (as the pet data does); empty for every egg. */
  egg: string;
}

export const DEFAULT_PET_INDEX: PetIndexState = { sort: 'name', query: '', rarity: '', egg: '' };

export const isDefaultPetIndex = (state: PetIndexState): boolean =>
  (Object.keys(DEFAULT_PET_INDEX) as (keyof PetIndexState)[]).every((key) => state[key] === DEFAULT_PET_INDEX[key]);

/** What the index offers to filter by, from the pets it lists: a link is read against these. */
export interface PetIndexChoices {
  /** The rarities some pet has, commonest first. */
  rarities: readonly Tier[];
  /** Every egg some pet hatches from, by name, in the order the egg filter lists them. */
  eggs: readonly string[];
}

export function petIndexChoices(pets: readonly { rarity: Tier | null; eggs: readonly string[] }[]): PetIndexChoices {
  return {
    rarities: TIERS.filter((tier) => pets.some((pet) => pet.rarity === tier)),
    eggs: [...new Set(pets.flatMap((pet) => pet.eggs))].sort(),
  };
}

function readersFor(choices: PetIndexChoices): Record<(typeof PET_INDEX_QUERY_KEYS)[number], ParamReader<PetIndexState>> {
  return {
    sort: (value, state) => {
      const sort = (Object.keys(SORT_PARAMS) as PetIndexSort[]).find((candidate) => SORT_PARAMS[candidate] === linkId(value));
      if (!sort) return false;
      state.sort = sort;
      return true;
    },
    q: searchParam('query'),
    rarity: choiceParam(
      'rarity',
      (value): value is PetRarityFilter => value === UNKNOWN_RARITY || (choices.rarities as readonly string[]).includes(value),
    ),
    egg: (value, state) => {
      const egg = choices.eggs.find((name) => idOf(name) === linkId(value));
      if (!egg) return false;
      state.egg = egg;
      return true;
    },
  };
}

export function decodePetIndexQuery(search: string | URLSearchParams, choices: PetIndexChoices): Decoded<PetIndexState> {
  return decodeParams(new URLSearchParams(search), readersFor(choices), true);
}

/** Writes what differs from the defaults, keys in contract order. */
export function encodePetIndexQuery(state: PetIndexState): string {
  const params = new URLSearchParams();
  if (state.sort !== DEFAULT_PET_INDEX.sort) params.set('sort', SORT_PARAMS[state.sort]);
  if (state.query.trim() !== '') params.set('q', state.query);
  if (state.rarity !== '') params.set('rarity', state.rarity);
  if (state.egg !== '') params.set('egg', idOf(state.egg));
  return params.toString();
}

/** The contract read against the rarities and eggs of the pets the index lists. */
export function petIndexCodec(choices: PetIndexChoices): UrlStateCodec<PetIndexState> {
  return {
    keys: PET_INDEX_QUERY_KEYS,
    storageKey: SAVED_STATE_KEYS[PAGE_PATHS.petIndex],
    reportsUnknownKeys: true,
    decode: (params) => decodePetIndexQuery(params, choices),
    complete: (named) => ({ state: { ...DEFAULT_PET_INDEX, ...named }, changes: [] }),
    encode: encodePetIndexQuery,
  };
}
