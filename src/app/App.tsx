import { useRoutes, type RouteObject } from 'react-router';
import { ErrorBoundary } from './ErrorBoundary';

/** The routes at the current address. Errors of a page show inside the layout; this catches what fails outside it. */
export function App({ routes }: { routes: RouteObject[] }) {
  return <ErrorBoundary>{useRoutes(routes)}</ErrorBoundary>;
}
