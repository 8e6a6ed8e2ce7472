/*
 * The wiki's value table: one fruit at its base weight in each shown variant, for a few common mutation sets and the
 * max set. Every number comes from the engine (valueTableRows.ts, at build time); the cells carry the calculator state
 * that reproduces them.
 */
import type { VariantId } from '../../game';
import type { CropQueryState } from '../../links/cropQuery';

export const TABLE_VARIANTS = ['normal', 'gold', 'rainbow'] as const satisfies readonly VariantId[];

/** Sets players meet most often, in the order the table lists them (before the max set). */
export const COMMON_MUTATION_SETS: readonly (readonly string[])[] = [[], ['wet'], ['frozen'], ['shocked'], ['shocked', 'frozen']];

/** Key of the row without mutations (the plain value of each variant) and of the max-set row. */
export const NO_MUTATION_ROW = 'none';
export const MAX_SET_ROW = 'max';

export interface ValueCell {
  readonly variantId: VariantId;
  /** Rounded per-fruit value in Sheckles, as the calculator shows it. */
  readonly value: number;
  /** The calculator state for this cell (one fruit, no friend boost). */
  readonly state: CropQueryState;
}

export interface ValueRow {
  /** Stable key: the mutation ids joined, `none`, or `max`. */
  readonly key: string;
  readonly isMaxSet: boolean;
  /** The mutations as requested (the row's label and the link's `m`). */
  readonly mutationIds: readonly string[];
  /** MutMulti of the mutations the fruit really holds. */
  readonly mutationMultiplier: number;
  readonly cells: readonly ValueCell[];
  /** The max set's row: the mutations left out because the data does not know how they combine (empty on others). */
  readonly leftOutUnknownRules: readonly string[];
}

/** A row by key; the table always has the common rows, so a miss is a programming error. */
export function rowOf(rows: readonly ValueRow[], key: string): ValueRow {
  const row = rows.find((candidate) => candidate.key === key);
  if (!row) throw new Error(`The value table has no row "${key}"`);
  return row;
}

export function cellOf(row: ValueRow, variantId: (typeof TABLE_VARIANTS)[number]): ValueCell {
  const cell = row.cells.find((candidate) => candidate.variantId === variantId);
  if (!cell) throw new Error(`The value table has no ${variantId} cell`);
  return cell;
}
