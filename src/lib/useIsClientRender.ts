import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while hydrating the prerendered page (which was rendered without any query or storage), true after: what
 * depends on either renders once hydration is done, so the HTML is taken over exactly as written.
 */
export function useIsClientRender(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
