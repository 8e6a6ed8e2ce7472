/*
 * The value list's state, tied to the address and the saved copy like every page's (see useUrlState); its quick choices
 * of the fruit every crop is valued as; and the rows it gives: every crop valued as the chosen fruit (by the engine, see
 * valueListEngine.ts), filtered and sorted.
 */
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { TIERS, type MutationChange, type VariantId } from '../../game';
import { filterCrops, obtainableNow, type CropFilter } from '../../lib/cropFilter';
import { loadCode } from '../../lib/loadCode';
import { sortByName } from '../../lib/sortByName';
import { useUrlState, type DroppedValue, type PageStateModel } from '../../links/urlState';
import { valueListCodec, type Sort, type SortColumn, type ValueListState } from '../../links/valueListQuery';
import type { ValueListCrop } from './valueListData';

export type ValueListEngine = typeof import('./valueListEngine');

/**
 * The engine, with every crop and mutation: the default list comes with the page, so it loads only for another fruit,
 * and for a link whose fruit or category must be checked against the game data.
 */
export const loadValueListEngine = (): Promise<ValueListEngine> => loadCode(import('./valueListEngine'));

export interface ValueListPageState {
  list: ValueListState;
  /** Link values that could not be used, until the notice is dismissed. */
  dropped: readonly DroppedValue[];
  /** What the game's rules made of the link's mutations (Wet and Chilled → Frozen), until the notice is dismissed. */
  linkChanges: readonly MutationChange[];
}

export type ValueListAction =
  | { type: 'filter'; patch: Partial<CropFilter> }
  | { type: 'clearFilters' }
  | { type: 'sort'; sort: Sort }
  | { type: 'fruit'; variantId: VariantId; mutationIds: readonly string[]; maxSet: boolean }
  | { type: 'variant'; variantId: VariantId }
  | { type: 'dismissLinkNotice' };

/** The page's state after an action: what the address and the page keep, and what a choice shows at once (ValueListPage). */
export function reduceValueList(state: ValueListPageState, action: ValueListAction): ValueListPageState {
  const list = state.list;
  switch (action.type) {
    case 'filter':
      return { ...state, list: { ...list, ...action.patch } };
    case 'clearFilters':
      return { ...state, list: { ...list, query: '', tier: '', category: '', obtainable: '' } };
    case 'sort':
      return { ...state, list: { ...list, sort: action.sort } };
    case 'fruit':
      return { ...state, list: { ...list, variantId: action.variantId, mutationIds: action.mutationIds, maxSet: action.maxSet } };
    case 'variant':
      // A variant picked by hand leaves the per-crop max set, keeping the mutations chosen before it.
      return { ...state, list: { ...list, variantId: action.variantId, maxSet: false } };
    case 'dismissLinkNotice':
      return { ...state, dropped: [], linkChanges: [] };
  }
}

const model: PageStateModel<ValueListState, MutationChange, ValueListPageState, ValueListAction> = {
  init: ({ state, report }) => ({ list: state, dropped: report?.dropped ?? [], linkChanges: report?.changes ?? [] }),
  reduce: reduceValueList,
  addressed: (state) => state.list,
};

/** The list's state, read with the engine the page opened with (its load() loads it for a link that needs it). */
export function useValueListState(engine: ValueListEngine | null): [ValueListPageState, (action: ValueListAction) => void] {
  const codec = useMemo(() => valueListCodec(engine), [engine]);
  return useUrlState(codec, model);
}

// The quick choices of the fruit

export type GameName = (id: string) => string;

export interface FruitPreset {
  id: string;
  label: (t: TFunction, gameName: GameName) => string;
  /** Whether the label is the game's words (its variants' and mutations' names), which stay English in every language. */
  gameWords: boolean;
  fruit: { variantId: VariantId; mutationIds: readonly string[]; maxSet: boolean };
}

/** A quick choice's label, and whether it is the game's words. */
type PresetLabel = Pick<FruitPreset, 'label' | 'gameWords'>;

const variantName = (variantId: VariantId): PresetLabel => ({ gameWords: true, label: (_t, gameName) => gameName(variantId) });
const mutationNames = (ids: readonly string[]): PresetLabel => ({
  gameWords: true,
  label: (_t, gameName) => ids.map(gameName).join(' + '),
});
const siteWords = (key: 'values.fruit.none' | 'values.fruit.max'): PresetLabel => ({ gameWords: false, label: (t) => t(key) });

function preset(
  id: string,
  { label, gameWords }: PresetLabel,
  variantId: VariantId,
  mutationIds: readonly string[],
  maxSet = false,
): FruitPreset {
  return { id, label, gameWords, fruit: { variantId, mutationIds, maxSet } };
}

export const FRUIT_PRESETS: readonly FruitPreset[] = [
  preset('none', siteWords('values.fruit.none'), 'normal', []),
  preset('gold', variantName('gold'), 'gold', []),
  preset('rainbow', variantName('rainbow'), 'rainbow', []),
  preset('frozen', mutationNames(['frozen']), 'normal', ['frozen']),
  preset('shocked-frozen', mutationNames(['shocked', 'frozen']), 'normal', ['shocked', 'frozen']),
  preset('max', siteWords('values.fruit.max'), 'normal', [], true),
];

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The quick choice the list's fruit is, if it is one. */
export function presetOf(list: Pick<ValueListState, 'variantId' | 'mutationIds' | 'maxSet'>): FruitPreset | undefined {
  if (list.maxSet) return FRUIT_PRESETS.find((candidate) => candidate.fruit.maxSet);
  return FRUIT_PRESETS.find(
    ({ fruit }) => !fruit.maxSet && fruit.variantId === list.variantId && sameSet(fruit.mutationIds, list.mutationIds),
  );
}

// The rows

export interface ValueRow {
  crop: ValueListCrop;
  /** The engine's per-fruit value at the crop's base weight, in Sheckles. */
  value: number;
  variantId: VariantId;
  mutationIds: readonly string[];
}

export interface FruitChoice {
  variantId: VariantId;
  mutationIds: readonly string[];
  maxSet: boolean;
}

/** The fruit every crop is valued as when nothing else is chosen: the value the page's data carries. */
export function isDefaultFruit(fruit: FruitChoice): boolean {
  return !fruit.maxSet && fruit.variantId === 'normal' && fruit.mutationIds.length === 0;
}

/** Every crop as the default fruit, with the value the build worked out. */
export function defaultRows(items: readonly ValueListCrop[]): ValueRow[] {
  return items.map((crop) => ({ crop, value: crop.value, variantId: 'normal', mutationIds: [] }));
}

type SortKey = (row: ValueRow) => number | string | null;

function sortKeys(categoryLabel: (category: string) => string): Record<SortColumn, SortKey> {
  return {
    name: () => 0, // Rows start in name order, and ties keep it.
    tier: ({ crop }) => (crop.tier === null ? null : TIERS.indexOf(crop.tier)),
    category: ({ crop }) => categoryLabel(crop.category).toLowerCase(),
    obtainable: ({ crop }) => {
      const obtainable = obtainableNow(crop);
      return obtainable === null ? null : Number(obtainable);
    },
    base: ({ crop }) => crop.baseValue,
    weight: ({ crop }) => crop.baseWeight,
    floor: ({ crop }) => crop.priceFloorValue,
    value: (row) => row.value,
    firstSeen: ({ crop }) => crop.firstSeen,
  };
}

/**
 * The rows in the chosen order; ties, and every row for the name column, in name order (reversed for a descending
 * name sort). What the data does not know sorts last either way. Text compares by code point, so the prerendered
 * order and every browser's agree.
 */
export function sortRows(rows: readonly ValueRow[], sort: Sort, categoryLabel: (category: string) => string): ValueRow[] {
  const byName = sortByName(rows.map((row) => ({ name: row.crop.name, row }))).map(({ row }) => row);
  if (sort.column === 'name') return sort.descending ? byName.reverse() : byName;
  const keyOf = sortKeys(categoryLabel)[sort.column];
  const direction = sort.descending ? -1 : 1;
  const keyed = byName.map((row, index) => ({ row, index, key: keyOf(row) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? a.index - b.index : a.key === null ? 1 : -1;
    if (a.key !== b.key) return (a.key < b.key ? -1 : 1) * direction;
    return a.index - b.index;
  });
  return keyed.map(({ row }) => row);
}

/**
 * The rows the filter lets through, in the chosen column's order, a search too: the table is sorted by the column its
 * heading shows (a player sorting by value wants value order), so a search only narrows it.
 */
export function filterAndSortRows(
  rows: readonly ValueRow[],
  list: CropFilter & { sort: Sort },
  categoryLabel: (category: string) => string,
): ValueRow[] {
  const passing = new Set(
    filterCrops(
      rows.map((row) => row.crop),
      list,
    ),
  );
  return sortRows(
    rows.filter((row) => passing.has(row.crop)),
    list.sort,
    categoryLabel,
  );
}
