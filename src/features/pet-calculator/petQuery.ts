/**
 * The pet calculator's query string, a public contract so a link reproduces a calculation:
 * `age` (whole number 1–PET_MAX_AGE), `kg` (dot decimal above 0), `all=1` when every age is listed.
 * Example: /grow-a-garden-pet-age-calculator?age=50&kg=6&all=1
 */
import { PET_MAX_AGE } from '../../game';
import { plainDecimal } from '../../lib/plainDecimal';

export const PET_QUERY_KEYS = ['age', 'kg', 'all'] as const;
export type PetQueryKey = (typeof PET_QUERY_KEYS)[number];

/** Sanity limit of the weight field; real pets stay far below it, and it keeps every result finite. */
export const MAX_PET_KG = 10_000;

export interface PetState {
  age: number;
  kg: number;
  /** Every age listed rather than the milestones. */
  all: boolean;
}

export interface DroppedPetParam {
  key: PetQueryKey;
  reason: 'invalid' | 'repeated';
  /** The rejected value, cut short; shown only through React, which escapes it. */
  value: string;
}

export interface DecodedPetQuery {
  state: Partial<PetState>;
  dropped: DroppedPetParam[];
}

export function isValidPetAge(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= PET_MAX_AGE;
}

export function isValidPetKg(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= MAX_PET_KG;
}

const WHOLE = /^\d+$/;
const DECIMAL = /^\d+(\.\d+)?$/;
const SHOW_ALL = '1';
const SHOW_MILESTONES = '0';
const MAX_SHOWN_VALUE = 40;
const shorten = (value: string) => (value.length > MAX_SHOWN_VALUE ? `${value.slice(0, MAX_SHOWN_VALUE)}…` : value);

/** Reads a link's query. Invalid or repeated pet keys are dropped and listed; other keys are not ours and ignored. */
export function decodePetQuery(params: URLSearchParams): DecodedPetQuery {
  const state: Partial<PetState> = {};
  const dropped: DroppedPetParam[] = [];
  const seen = new Set<PetQueryKey>();
  for (const [key, raw] of params) {
    if (!(PET_QUERY_KEYS as readonly string[]).includes(key)) continue;
    const queryKey = key as PetQueryKey;
    const value = raw.trim();
    // A repeated key is ambiguous: the first one counts and the rest are reported.
    if (seen.has(queryKey)) dropped.push({ key: queryKey, reason: 'repeated', value: shorten(raw) });
    else if (!accept(queryKey, value, state)) dropped.push({ key: queryKey, reason: 'invalid', value: shorten(raw) });
    seen.add(queryKey);
  }
  return { state, dropped };
}

function accept(key: PetQueryKey, value: string, state: Partial<PetState>): boolean {
  switch (key) {
    case 'age': {
      const age = Number(value);
      if (!WHOLE.test(value) || !isValidPetAge(age)) return false;
      state.age = age;
      return true;
    }
    case 'kg': {
      const kg = Number(value);
      if (!DECIMAL.test(value) || !isValidPetKg(kg)) return false;
      state.kg = kg;
      return true;
    }
    case 'all':
      if (value !== SHOW_ALL && value !== SHOW_MILESTONES) return false;
      state.all = value === SHOW_ALL;
      return true;
  }
}

/** Writes the query (without "?"), keys in contract order; `all` only when every age is listed. */
export function encodePetQuery(state: Partial<PetState>): string {
  const params = new URLSearchParams();
  if (state.age !== undefined) params.set('age', String(state.age));
  if (state.kg !== undefined) params.set('kg', plainDecimal(state.kg));
  if (state.all) params.set('all', SHOW_ALL);
  return params.toString();
}

/** localStorage holds the last complete, valid inputs; anything else read back is ignored. */
export function validStoredPetState(value: unknown): PetState | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { age, kg, all } = value as Record<string, unknown>;
  if (!isValidPetAge(age) || !isValidPetKg(kg) || typeof all !== 'boolean') return undefined;
  return { age, kg, all };
}
