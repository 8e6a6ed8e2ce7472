import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while hydrating the prerendered page (which was rendered without any query or storage), true after: what
 * depends on either renders once hydration is done, so the HTML is taken over exactly as written. With `needed`
 * false it stays false, and a component that has nothing to change once hydrated is not rendered again for it.
 */
export function useIsClientRender(needed = true): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => needed,
    () => false,
  );
}
