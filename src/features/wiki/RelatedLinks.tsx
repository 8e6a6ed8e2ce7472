import type { ReactNode } from 'react';

/** The list of related pages at the end of a pet's or a mutation's page; its items are the page's own links. */
export function RelatedLinks({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className="wiki-related" aria-labelledby={`${testId}-title`}>
      <h2 id={`${testId}-title`}>{title}</h2>
      <ul className="pet-links" data-testid={testId}>
        {children}
      </ul>
    </section>
  );
}
