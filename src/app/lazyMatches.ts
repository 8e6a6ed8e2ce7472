import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes that match the current URL and folds them into the route
 * objects, so the first client render equals the prerendered HTML and hydration has nothing to wait for.
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded: unknown = await route.lazy();
      // A failed chunk whose error was handled (see loadFailure.ts) resolves to nothing.
      if (typeof loaded !== 'object' || loaded === null) throw new Error(`route ${route.id ?? ''} did not load`);
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
