import type { ReactNode } from 'react';
import { useIsClientRender } from '../lib/useIsClientRender';

/**
 * A polite status region that exists once the page is live, for what is said only after the page opened (a changed
 * answer, a message, an Undo offer): a prerendered page carries no empty region (home's first round trip has bytes to
 * spare only by the dozen), and added at hydration it is in place long before anything is said in it, as screen readers
 * need. Its own component, so that going live draws it alone, not the component around it.
 */
export function StatusRegion({ className, testId, children }: { className?: string; testId?: string; children?: ReactNode }) {
  return useIsClientRender() ? (
    <div className={className} role="status" data-testid={testId}>
      {children}
    </div>
  ) : null;
}
