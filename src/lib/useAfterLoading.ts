import { useCallback, useState } from 'react';

/**
 * For a click that needs code loaded on demand first: runs the action once the code is in. A load that fails is
 * thrown at the next render, so the page's error panel shows it and offers a retry, instead of the click doing
 * nothing.
 */
export function useAfterLoading(): <T>(loading: Promise<T>, action: (loaded: T) => void) => void {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  return useCallback((loading, action) => {
    loading.then(action, (error: unknown) => setFailure({ error }));
  }, []);
}
