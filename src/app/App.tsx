import { useEffect, useState } from 'react';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';
import { isPageReady, loadPage } from './pages';
import { matchPage } from './routes';

/**
 * The routes, shown at the current address once the page there can render: a navigation to a page
 * whose code or texts are not in yet keeps the current page on screen until they are, instead of
 * flashing an empty one. If they fail to load, the page shows its error panel.
 */
export function App({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const target = matchPage(routes, location.pathname);
  const ready = target.page === null || isPageReady(target.page, target.language);
  // The navigation whose load has finished, well or not.
  const [settled, setSettled] = useState<string | null>(null);
  const [shown, setShown] = useState(location);
  const next = ready || settled === location.key ? location : shown;
  if (next !== shown) setShown(next);

  useEffect(() => {
    if (ready || target.page === null) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(location.key);
    };
    loadPage(target.page, target.language).then(settle, settle);
    return () => {
      current = false;
    };
  }, [ready, target.page, target.language, location.key]);

  const page = useRoutes(routes, next);
  // Errors of a page show inside the layout (see Layout); this catches what fails outside it.
  return <ErrorBoundary>{page}</ErrorBoundary>;
}
