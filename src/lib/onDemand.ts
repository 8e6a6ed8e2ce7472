/*
 * Code a page loads only when it needs it (the crop data, say), then uses synchronously: whatever needs it awaited
 * load() first (a codec's `requires`, a button's click), so everything rendered after that finds it loaded.
 */
import { track, type TrackedPromise } from './trackedPromise';

export interface OnDemand<T> {
  /** Starts loading once; the same promise until a failed load is forgotten (see forgetFailedOnDemand). */
  load: () => Promise<T>;
  /** The loaded code; throws if nothing awaited load() first (a bug, never the player's doing). */
  loaded: () => T;
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

export function onDemand<T>(name: string, importer: () => Promise<T | undefined>): OnDemand<T> {
  let loading: TrackedPromise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      if (!loading) {
        const promise = track(
          importer().then((loadedValue) => {
            // A chunk that failed after a deploy resolves to nothing while the page reloads (see app/loadFailure.ts).
            if (loadedValue === undefined) return new Promise<never>(() => undefined);
            return (value = loadedValue);
          }),
        );
        promise.catch(() => failedLoads.add(() => loading === promise && (loading = undefined)));
        loading = promise;
      }
      return loading;
    },
    loaded: () => {
      if (value === undefined) throw new Error(`${name} was used before it loaded`);
      return value;
    },
  };
}
