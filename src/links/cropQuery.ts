/**
 * The crop calculator's query string: a public, stable contract so a link reproduces a calculation.
 * `crop` (crop id), `w` (kg, dot decimal, 0.000001 to 1000000), `qty`, `boost` (percent), `variant`, `m` (comma-separated
 * mutation ids), `target` (the reverse calculator's wanted price per fruit, whole Sheckles, every digit kept, when the
 * player typed one).
 * Example: /?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen,shocked&target=1000000
 * Shared: the calculator reads and writes it, the value list reads its fruit, the wiki and the formula page link to it.
 * Reading checks names against the crops and the mutation data it is given; writing needs neither, so a page that only
 * links to the calculator loads no game data.
 */
// From the engine's modules, not its index: a module that imports the index is bundled with the game's data (see
// scripts/homeChunks.ts), and every page that links to the calculator would load it.
import type { MutationChange, VariantId } from '../game';
import { defaultWeightOf, FRIEND_BOOST_OPTIONS } from '../game/formula';
import { requireCrop, type CropLookup } from '../game/inputs';
import type { MutationLookups } from '../game/mutationRules';
import type { Language } from '../i18n/languages';
import { plainDecimal } from '../lib/format';
import { localizePath, PAGE_PATHS, SAVED_STATE_KEYS } from '../lib/paths';
import {
  decodeParams,
  linkId,
  numberParam,
  shortened,
  WHOLE,
  type Decoded,
  type DroppedValue,
  type ParamReader,
  type StateLocation,
  type UrlStateCodec,
} from './urlState';

export const CROP_QUERY_KEYS = ['crop', 'w', 'qty', 'boost', 'variant', 'm', 'target'] as const;
export type CropQueryKey = (typeof CROP_QUERY_KEYS)[number];

/** Sanity limits of the calculator's inputs (the game itself has none this low). */
export const MAX_WEIGHT_KG = 1_000_000;
/**
 * The lightest weight taken, by a link's `w` and the weight field alike (which says so, naming it): a micro-kilogram,
 * the finest step the calculator writes a weight in (its presets, slider and reverse answer are rounded to it). Every
 * weight this light sells at the crop's price floor anyway.
 */
export const MIN_WEIGHT_KG = 0.000_001;
export const MAX_QUANTITY = 1_000_000;

/** The game's first seed-shop crop: what the calculator shows before anyone picks (a test checks it exists). */
export const DEFAULT_CROP_ID = 'carrot';

export interface CropQueryState {
  cropId: string;
  /** Null for a crop whose weight is unknown: it is valued at its base weight, and the link has no `w`. */
  weightKg: number | null;
  quantity: number;
  boostPercent: number;
  variantId: VariantId;
  mutationIds: readonly string[];
  /** The reverse calculator's wanted price per fruit, exact, when the player typed one (older links have none). */
  targetPerFruit?: bigint;
}

export function isValidWeight(value: number): boolean {
  return Number.isFinite(value) && value >= MIN_WEIGHT_KG && value <= MAX_WEIGHT_KG;
}

export function isValidQuantity(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_QUANTITY;
}

/**
 * A wanted price: whole Sheckles, at least 1, and no more than a number can hold, as the field takes it (how high a
 * weight can reach is the engine's answer, not the link's).
 */
export function isValidTarget(value: bigint): boolean {
  return value >= 1n && Number.isFinite(Number(value));
}

export function isValidBoost(value: number): boolean {
  return (FRIEND_BOOST_OPTIONS as readonly number[]).includes(value);
}

/**
 * A link's list of mutation ids, read id by id so one unknown id does not cost the others (`drop` is told of it). An id
 * given twice is kept once and not reported: a fruit has each mutation at most once, so the link means the same fruit
 * either way and nothing it asked for is lost. Empty entries ("frozen,,wet") are no ids.
 */
export function knownMutationIds(
  parts: readonly string[],
  findMutation: MutationLookups['findMutation'],
  drop: (id: string) => void,
): string[] {
  const ids: string[] = [];
  for (const id of parts.map((part) => linkId(part.trim())).filter(Boolean)) {
    if (!findMutation(id)) drop(id);
    else if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

/**
 * The fruit's `variant` and `m` (comma-separated mutation ids), read against the mutation data the same way by every
 * page that takes them (the calculator, the value list).
 */
export const fruitReaders = ({
  findVariant,
  findMutation,
}: MutationLookups): Record<'variant' | 'm', ParamReader<Pick<CropQueryState, 'variantId' | 'mutationIds'>>> => ({
  variant: (value, state) => {
    const variant = findVariant(linkId(value));
    if (!variant) return false;
    state.variantId = variant.id;
    return true;
  },
  m: (value, state, dropPart) => {
    state.mutationIds = knownMutationIds(value.split(','), findMutation, dropPart);
    return true;
  },
});

function readersWith(crops: CropLookup, mutations: MutationLookups): Record<CropQueryKey, ParamReader<CropQueryState>> {
  return {
    crop: (value, state) => {
      const crop = crops(linkId(value));
      if (!crop) return false;
      state.cropId = crop.id;
      return true;
    },
    w: numberParam('decimal', 'weightKg', isValidWeight),
    qty: numberParam('whole', 'quantity', isValidQuantity),
    boost: numberParam('whole', 'boostPercent', isValidBoost),
    ...fruitReaders(mutations),
    target: (value, state) => {
      const target = WHOLE.test(value) ? BigInt(value) : null;
      if (target === null || !isValidTarget(target)) return false;
      state.targetPerFruit = target;
      return true;
    },
  };
}

/**
 * Reads a link's query against the crops at hand (a crop they do not have is dropped as unknown) and the mutation data.
 * Anything unknown or invalid is dropped and listed, never thrown.
 */
export function decodeCropQuery(search: string | URLSearchParams, crops: CropLookup, mutations: MutationLookups): Decoded<CropQueryState> {
  const params = new URLSearchParams(search);
  const decoded = decodeParams(params, readersWith(crops, mutations), true);
  const { weightKg, ...rest } = decoded.state;
  // A weight is the named crop's: with that crop dropped it would weigh the default crop, a fruit the link never meant
  // (2 kg of a Carrot that cannot grow so heavy). A crop whose weight is unknown is valued at its base weight only.
  // Either way the weight given is not used, and said so (weightUnusedBecauseCropDropped tells which).
  const cropDropped = params.has('crop') && rest.cropId === undefined;
  if (weightKg === undefined || (!cropDropped && crops(rest.cropId ?? DEFAULT_CROP_ID)?.weights !== null)) return decoded;
  return { state: rest, dropped: [...decoded.dropped, { key: 'w', reason: 'unused', value: shortened(params.get('w') ?? '') }] };
}

/** The link's weight went unused because its crop was dropped (not because the crop's weight is unknown). */
export const weightUnusedBecauseCropDropped = (dropped: readonly DroppedValue[]): boolean =>
  dropped.some((entry) => entry.key === 'crop' && entry.reason === 'invalid');

/** The calculator before anyone picks: the default crop (which every set of crops a page holds includes) at its base weight. */
export function defaultCropQueryState(crops: CropLookup): CropQueryState {
  return {
    cropId: DEFAULT_CROP_ID,
    weightKg: defaultWeightOf(requireCrop(crops, DEFAULT_CROP_ID)),
    quantity: 1,
    boostPercent: FRIEND_BOOST_OPTIONS[0] ?? 0,
    variantId: 'normal',
    mutationIds: [],
  };
}

/** Writes the fruit's `variant` and `m` as the calculator writes them (no `m` without mutations). */
export function setFruitParams(params: URLSearchParams, fruit: Partial<Pick<CropQueryState, 'variantId' | 'mutationIds'>>): void {
  if (fruit.variantId !== undefined) params.set('variant', fruit.variantId);
  if (fruit.mutationIds !== undefined && fruit.mutationIds.length > 0) params.set('m', fruit.mutationIds.join(','));
}

/** Writes a calculation as the contract's query string (without "?"), keys in contract order. */
export function encodeCropQuery(state: Partial<CropQueryState>): string {
  const params = new URLSearchParams();
  if (state.cropId !== undefined) params.set('crop', state.cropId);
  if (state.weightKg !== undefined && state.weightKg !== null) params.set('w', plainDecimal(state.weightKg));
  if (state.quantity !== undefined) params.set('qty', String(state.quantity));
  if (state.boostPercent !== undefined) params.set('boost', String(state.boostPercent));
  setFruitParams(params, state);
  if (state.targetPerFruit !== undefined) params.set('target', String(state.targetPerFruit));
  // Commas in the mutation list stay readable: ids never contain characters that need escaping.
  return params.toString().replace(/%2C/g, ',');
}

/** A link to the crop calculator in the page's language with this state prefilled. */
export function calculatorHref(language: Language, state: Partial<CropQueryState>): string {
  const query = encodeCropQuery(state);
  const path = localizePath(language, PAGE_PATHS.cropCalculator);
  return query ? `${path}?${query}` : path;
}

export function sameCropQueryState(a: CropQueryState, b: CropQueryState): boolean {
  return encodeCropQuery(a) === encodeCropQuery(b);
}

/** Where the calculator keeps its state: what its load() reads to know which crop a link or saved copy names. */
export const CROP_QUERY_LOCATION: StateLocation = { keys: CROP_QUERY_KEYS, storageKey: SAVED_STATE_KEYS[PAGE_PATHS.cropCalculator] };

/** The crop a link or saved calculation names, if it names one (whether it exists is for the crops at hand to say). */
export const cropNamedBy = (params: URLSearchParams | null): string | null => {
  const named = params?.get('crop');
  return named == null ? null : linkId(named.trim());
};

/** The calculator's link contract, read against the crops the page holds and the mutation data. */
export const cropQueryCodec = (crops: CropLookup, mutations: MutationLookups): UrlStateCodec<CropQueryState, MutationChange> => ({
  ...CROP_QUERY_LOCATION,
  reportsUnknownKeys: true,
  decode: (params) => decodeCropQuery(params, crops, mutations),
  // Missing fields take their defaults, the weight the crop's base weight; the mutations as the game resolves them.
  // A crop whose weight is unknown can only be valued at its base weight (decode reports a `w` given for it).
  complete: (named) => {
    const defaults = defaultCropQueryState(crops);
    const crop = requireCrop(crops, named.cropId ?? defaults.cropId);
    const resolved = mutations.resolveMutations(named.mutationIds ?? []);
    return {
      state: {
        cropId: crop.id,
        weightKg: crop.weights === null ? null : (named.weightKg ?? crop.weights.baseWeight),
        quantity: named.quantity ?? defaults.quantity,
        boostPercent: named.boostPercent ?? defaults.boostPercent,
        variantId: named.variantId ?? defaults.variantId,
        mutationIds: resolved.mutationIds,
        ...(named.targetPerFruit === undefined ? {} : { targetPerFruit: named.targetPerFruit }),
      },
      changes: resolved.changes,
    };
  },
  encode: (state) => (sameCropQueryState(state, defaultCropQueryState(crops)) ? '' : encodeCropQuery(state)),
});
