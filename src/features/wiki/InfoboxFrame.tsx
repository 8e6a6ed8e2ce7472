import type { ReactNode } from 'react';

/** The box of facts beside a wiki article (a crop's, a pet's, a mutation's). */
export function InfoboxFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <aside className="infobox" aria-labelledby="infobox-title" data-testid="infobox">
      <h2 id="infobox-title" className="infobox__title">
        {title}
      </h2>
      {children}
    </aside>
  );
}
