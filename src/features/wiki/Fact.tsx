import type { ReactNode } from 'react';

/** One row of an infobox's facts (a pet's, a mutation's), styled like the crop facts. */
export function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="crop-facts__row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
