/**
 * The pet calculator's query string, a public contract so a link reproduces a calculation:
 * `age` (whole number 1–PET_MAX_AGE), `kg` (dot decimal above 0), `all=1` when every age is listed, `pet` (a pet's id)
 * when the player chose which pet it is, `target` (dot decimal above 0) when the player asked at what age it weighs that.
 * Example: /grow-a-garden-pet-age-calculator?age=50&kg=6&all=1&pet=raccoon&target=10
 */
import { PET_MAX_AGE } from '../game';
import { plainDecimal } from '../lib/format';
import { PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import { decodeParams, linkId, numberParam, shortened, type Decoded, type ParamReader, type UrlStateCodec } from './urlState';

export const PET_QUERY_KEYS = ['age', 'kg', 'all', 'pet', 'target'] as const;
export type PetQueryKey = (typeof PET_QUERY_KEYS)[number];

/** Sanity limit of the weight field; real pets stay far below it, and it keeps every result finite. */
export const MAX_PET_KG = 10_000;

export interface PetState {
  age: number;
  kg: number;
  /** Every age listed rather than the milestones. */
  all: boolean;
  /** The pet's id, when the player chose one. It is checked against the pets once their data is in (see usePets). */
  pet?: string;
  /** The weight of "at what age will it weigh…", when the player asked. */
  target?: number;
}

/** An id as the pet data writes them; whether a pet has it is known only once the pet data is loaded. */
const PET_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_PET_ID_LENGTH = 60;

export function isValidPetAge(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PET_MAX_AGE;
}

export function isValidPetKg(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_PET_KG;
}

const SHOW_ALL = '1';
const SHOW_MILESTONES = '0';

const readers: Record<PetQueryKey, ParamReader<PetState>> = {
  age: numberParam('whole', 'age', isValidPetAge),
  kg: numberParam('decimal', 'kg', isValidPetKg),
  all: (value, state) => {
    if (value !== SHOW_ALL && value !== SHOW_MILESTONES) return false;
    state.all = value === SHOW_ALL;
    return true;
  },
  pet: (value, state) => {
    const id = linkId(value);
    if (id.length > MAX_PET_ID_LENGTH || !PET_ID.test(id)) return false;
    state.pet = id;
    return true;
  },
  // Read as a required field: the state is partial anyway, and numberParam names only fields that are numbers.
  target: numberParam<Required<PetState>>('decimal', 'target', isValidPetKg),
};

/** The two keys that say one weighing: a weight at an age. */
const WEIGHING_KEYS = ['age', 'kg'] as const;

/**
 * Reads a link's query. Invalid or repeated pet keys are dropped and listed; other keys are not ours and ignored. An age
 * and a weight are one weighing: with one of them dropped or left out (a link cut short, `?age=50&k`), the other would
 * be read with the default in its place (1.5 kg at age 100, a pet lighter than any hatches), a pet the link never
 * meant, so it is not used either, and said so.
 */
export function decodePetQuery(params: URLSearchParams): Decoded<PetState> {
  const decoded = decodeParams(params, readers, false);
  const [alone, other] = WEIGHING_KEYS.filter((key) => decoded.state[key] !== undefined);
  if (alone === undefined || other !== undefined) return decoded;
  const state = { ...decoded.state };
  delete state[alone];
  return { state, dropped: [...decoded.dropped, { key: alone, reason: 'unused', value: shortened(params.get(alone) ?? '') }] };
}

/** Writes the query (without "?"), keys in contract order; `all` only when every age is listed. */
export function encodePetQuery(state: Partial<PetState>): string {
  const params = new URLSearchParams();
  if (state.age !== undefined) params.set('age', String(state.age));
  if (state.kg !== undefined) params.set('kg', plainDecimal(state.kg));
  if (state.all) params.set('all', SHOW_ALL);
  if (state.pet !== undefined) params.set('pet', state.pet);
  if (state.target !== undefined) params.set('target', plainDecimal(state.target));
  return params.toString();
}

/** Shown with no link and nothing saved: a freshly hatched pet of an ordinary weight, so the page is never empty. */
export const DEFAULT_PET: PetState = { age: 1, kg: 1.5, all: false };

/**
 * The pet page's address holds what is valid of what was typed: a field being edited into shape keeps its last valid
 * value (addressedAfter).
 */
export const petQueryCodec: UrlStateCodec<Partial<PetState>> = {
  keys: PET_QUERY_KEYS,
  storageKey: SAVED_STATE_KEYS[PAGE_PATHS.petCalculator],
  reportsUnknownKeys: false,
  decode: decodePetQuery,
  complete: (named) => ({ state: { ...DEFAULT_PET, ...named }, changes: [] }),
  encode: (state) =>
    state.age === DEFAULT_PET.age && state.kg === DEFAULT_PET.kg && !state.all && state.pet === undefined && state.target === undefined
      ? ''
      : encodePetQuery(state),
};
