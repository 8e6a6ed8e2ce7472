/*
 * Code a page loads only when it needs it (the crop data, say), once: a page's load() or a click awaits it and hands
 * the loaded code on as a value. A failed load is kept until its error is on screen, then tried again.
 */
import { track, type TrackedPromise } from './trackedPromise';

export interface OnDemand<T> {
  /** Starts loading once; the same promise until a failed load is forgotten (see forgetFailedOnDemand). */
  load: () => Promise<T>;
}

const failedLoads = new Set<() => void>();

/**
 * Forgets the loads that failed, once their error is on screen, so the next try loads again. (Forgotten at once,
 * React's retry of the failed render would start the load again, and again.)
 */
export function forgetFailedOnDemand(): void {
  for (const forget of failedLoads) forget();
  failedLoads.clear();
}

export function onDemand<T>(importer: () => Promise<T | undefined>): OnDemand<T> {
  let loading: TrackedPromise<T> | undefined;
  return {
    load: () => {
      if (!loading) {
        const promise = track(
          importer().then((loadedValue) => {
            // A chunk that failed after a deploy resolves to nothing while the page reloads (see app/loadFailure.ts).
            if (loadedValue === undefined) return new Promise<never>(() => undefined);
            return loadedValue;
          }),
        );
        promise.catch(() => failedLoads.add(() => loading === promise && (loading = undefined)));
        loading = promise;
      }
      return loading;
    },
  };
}
