import './scrollTable.css';
import type { ReactNode } from 'react';

interface ScrollTableProps {
  /** Names the scrolling box for screen readers, e.g. "Published values (scrolls sideways)". */
  label: string;
  caption: ReactNode;
  children: ReactNode;
  testId?: string;
}

/**
 * A table wider than a phone scrolls sideways inside its own box, never the page. The box can take focus, so a
 * keyboard can scroll it too.
 */
export function ScrollTable({ label, caption, children, testId }: ScrollTableProps) {
  return (
    <div className="scroll-table" role="region" aria-label={label} tabIndex={0}>
      <table className="scroll-table__table" data-testid={testId}>
        <caption>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
