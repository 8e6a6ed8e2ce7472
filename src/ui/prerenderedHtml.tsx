/*
 * How a page shows the HTML the prerender wrote while it goes live: parts kept as written until they change, and the
 * part a link or saved calculation will change, hidden until the page has opened on it.
 */
import { createContext, Suspense, use, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n';
import { useIsClientRender } from '../lib/useIsClientRender';

/**
 * True when the app takes over HTML the prerender wrote (start-up provides it when it hydrates). The server's render
 * and a page rendered afresh have nothing to keep.
 */
export const TakingOverPrerenderedHtml = createContext(false);

/** Never settles: what reads it while the page hydrates stays as the prerender wrote it. */
const asWritten = new Promise<never>(() => undefined);

function KeepWhileHydrating({ children }: { children: ReactNode }) {
  const takingOver = use(TakingOverPrerenderedHtml);
  const clientRender = useIsClientRender();
  if (takingOver && !clientRender) use(asWritten);
  return children;
}

/**
 * A part of a page that does nothing until it changes (a table's rows, a closed menu's contents): while `unchanged`,
 * the prerendered HTML stays in the page as the browser parsed it, and React neither walks nor owns it, so hydrating
 * the page does not cost a pass over it. Its links and text work as plain HTML. The first time it changes, React
 * renders it afresh and owns it from then on. A page not prerendered (reached by a link inside the site) renders it
 * at once. While unchanged, it shows what it was first given.
 */
export function PrerenderedUntilChanged({ unchanged, children }: { unchanged: boolean; children: ReactNode }) {
  const [changed, setChanged] = useState(false);
  if (!unchanged && !changed) setChanged(true);
  // The same element on every render: a boundary hydration left as written stays so only while nothing above hands
  // it new props. Once changed, the element differs, and React removes the written HTML and renders the part.
  const [asWrittenElement] = useState(() => (
    <Suspense fallback={null}>
      <KeepWhileHydrating>{children}</KeepWhileHydrating>
    </Suspense>
  ));
  return changed ? children : asWrittenElement;
}

/**
 * The part of a page computed from its address or saved state. While a page opened on a link or a saved calculation
 * is not live yet, CSS hides it behind "loading your calculation", so the prerendered defaults never pass for the
 * answer (see the boot script). If the app cannot start (the page's loader marks it, scripts/prerender/bootScripts.ts),
 * CSS shows instead that the page could not be loaded, with a plain link to the same address, which works without the
 * app; with scripts off, the page says its defaults are what it shows. `restores`: what the page opens on, which the
 * message names; a list wraps only its filters, as its prerendered rows (every item) stay readable while they are
 * narrowed.
 */
export function Restorable({ children, restores = 'calculation' }: { children: ReactNode; restores?: 'calculation' | 'filters' }) {
  const { t } = useI18n();
  return (
    <div className="restorable">
      <noscript>
        <p>{t('ui.needsScript')}</p>
      </noscript>
      <p className="restorable__loading" data-testid="restoring">
        {restores === 'filters' ? t('ui.restoringFilters') : t('ui.restoring')}
      </p>
      <p className="restorable__failed">
        {t('chunkError.title')}
        <br />
        <a href="">{t('chunkError.retry')}</a>
      </p>
      <div className="restorable__body">{children}</div>
    </div>
  );
}
