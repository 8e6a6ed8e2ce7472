import './scrollShadows.css';
import './scrollTable.css';
import type { ReactNode } from 'react';

export interface ScrollTableColumn {
  label: string;
  /** A column of numbers, aligned to the end. */
  numeric?: boolean;
}

interface ScrollTableProps {
  /** Names the scrolling box for screen readers, e.g. "Published values (scrolls sideways)". */
  label: string;
  caption: ReactNode;
  columns: readonly ScrollTableColumn[];
  /** The table's body or bodies. */
  children: ReactNode;
  testId?: string;
  /** The table's id, for a control elsewhere that changes it (aria-controls). */
  tableId?: string;
  /**
   * Each row's name (its first cell, a row header) stays in view as the table scrolls sideways, on the page's
   * background: for a table much wider than a phone and not on a panel of another colour.
   */
  stickyRowNames?: boolean;
}

/** The class of a cell holding a number (aligned to the end, never wrapped). */
export const NUMBER_CELL = 'scroll-table__number';

/**
 * The class of a cell holding a number long enough to make a phone's table scroll (1,250,000,000): it may go on to the
 * next line after a digit group (BreakableNumbers), so the column can be as narrow as its heading's longest word.
 */
export const LONG_NUMBER_CELL = 'scroll-table__number scroll-table__number--breaks';

/** The class of a cell holding a sentence or two (a row's data note): wide enough not to make its row a tower of words. */
export const NOTE_CELL = 'scroll-table__note';

/**
 * A table wider than a phone scrolls sideways inside its own box, never the page. The box can take focus, so a
 * keyboard can scroll it too.
 */
export function ScrollTable({ label, caption, columns, children, testId, tableId, stickyRowNames = false }: ScrollTableProps) {
  return (
    <div className="scroll-table scroll-shadows" role="region" aria-label={label} tabIndex={0}>
      <table
        className={stickyRowNames ? 'scroll-table__table scroll-table__table--sticky-names' : 'scroll-table__table'}
        id={tableId}
        data-testid={testId}
      >
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={column.numeric ? NUMBER_CELL : undefined}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
