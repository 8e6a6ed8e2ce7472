import { chanceWithinHour, expectedWaitSeconds } from '../../game/restock';
import type { ShopClock, StockItem } from './stockData';

/** A stock table's columns of figures, in their order, each named by its heading's key (`stock.table.*`). */
export const FIGURE_COLUMNS = ['rarity', 'price', 'amount', 'field', 'perRestock', 'withinHour', 'wait'] as const;
export type FigureColumn = (typeof FIGURE_COLUMNS)[number];

type Clock = Pick<ShopClock, 'intervalSeconds'>;

/** Whether a row's figure in a column is known (else the cell reads "unknown"). */
const KNOWN: Readonly<Record<FigureColumn, (item: StockItem, clock: Clock) => boolean>> = {
  rarity: (item) => item.rarity !== null,
  price: (item) => item.price !== null,
  amount: (item) => item.stockAmount !== null,
  field: (item) => item.stockChance !== null,
  perRestock: (item) => item.chancePerRestock !== null,
  withinHour: (item, clock) => chanceWithinHour(item.chancePerRestock, clock) !== null,
  wait: (item, clock) => expectedWaitSeconds(item.chancePerRestock, clock) !== null,
};

/** An item's data note: the date of its newest source and how sure it is. */
export type ItemNote = Pick<StockItem, 'asOf' | 'confidence'>;

const noteKey = ({ asOf, confidence }: ItemNote) => `${asOf ?? ''}\n${confidence}`;

/**
 * The note most of `items` have (the first of those tied), said once for them, and the items whose note differs, which
 * keep their own; no note for no items.
 */
function sharedNote(items: readonly StockItem[]): { note: ItemNote | null; differing: ReadonlySet<StockItem> } {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(noteKey(item), (counts.get(noteKey(item)) ?? 0) + 1);
  let shared: StockItem | undefined;
  for (const item of items) if (shared === undefined || counts.get(noteKey(item))! > counts.get(noteKey(shared))!) shared = item;
  if (shared === undefined) return { note: null, differing: new Set() };
  const key = noteKey(shared);
  return { note: { asOf: shared.asOf, confidence: shared.confidence }, differing: new Set(items.filter((item) => noteKey(item) !== key)) };
}

/** How a shop's items are shown: the rows of its table and their columns, and the items listed by name after it. */
export interface StockTableParts {
  /** The items with a figure known, one row each. */
  rows: readonly StockItem[];
  /** The figure columns known in at least one row, in their order. */
  columns: readonly FigureColumn[];
  /** The figure columns unknown in every row: left out, and named once beside the table. */
  unknownColumns: readonly FigureColumn[];
  /** The rows' data note, said once by the table; null without rows. */
  rowsNote: ItemNote | null;
  /** The rows whose note is not `rowsNote`: a Data column gives theirs, and only theirs. */
  rowsWithOwnNote: ReadonlySet<StockItem>;
  /** The items the data knows by name only (every figure unknown), listed after the table. */
  nameOnly: readonly StockItem[];
  /** The name-only items' data note, said once with their list; null without them. */
  nameOnlyNote: ItemNote | null;
  /** The name-only items whose note is not `nameOnlyNote`: each gives its own beside its name. */
  nameOnlyWithOwnNote: ReadonlySet<StockItem>;
}

/**
 * A shop's items as its table shows them. A row whose every cell but its name read "unknown", and a column "unknown" in
 * every row, said nothing a row or a column must: each seed known by name only repeated seven unknowns and its note,
 * and the eggs' table had five columns unknown in every row. Those items are listed by name after the table and those
 * columns named once beside it; nothing known is left out. A note every row shares (the date and confidence of its data)
 * is said once too, and a row keeps its own only where it differs.
 */
export function stockTableParts(items: readonly StockItem[], clock: Clock): StockTableParts {
  const anyKnown = (item: StockItem) => FIGURE_COLUMNS.some((column) => KNOWN[column](item, clock));
  const isNameOnly = (item: StockItem) => item.notes.some((note) => note.kind === 'nameOnly') && !anyKnown(item);
  const rows = items.filter((item) => !isNameOnly(item));
  const nameOnly = items.filter(isNameOnly);
  const known = (column: FigureColumn) => rows.some((item) => KNOWN[column](item, clock));
  const rowsShared = sharedNote(rows);
  const nameOnlyShared = sharedNote(nameOnly);
  return {
    rows,
    columns: FIGURE_COLUMNS.filter(known),
    unknownColumns: rows.length === 0 ? [] : FIGURE_COLUMNS.filter((column) => !known(column)),
    rowsNote: rowsShared.note,
    rowsWithOwnNote: rowsShared.differing,
    nameOnly,
    nameOnlyNote: nameOnlyShared.note,
    nameOnlyWithOwnNote: nameOnlyShared.differing,
  };
}
