/*
 * Code a page loads only when it needs it (the crop data, say), then uses synchronously: whatever needs it awaited
 * load() first (a codec's `requires`, a button's click), so everything rendered after that finds it loaded.
 */
import { track, type TrackedPromise } from './trackedPromise';

export interface OnDemand<T> {
  /** Starts loading once; a failed load is tried again on the next call. */
  load: () => Promise<T>;
  /** The loaded code; throws if nothing awaited load() first (a bug, never the player's doing). */
  loaded: () => T;
}

export function onDemand<T>(name: string, importer: () => Promise<T>): OnDemand<T> {
  let loading: TrackedPromise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      if (!loading) {
        const promise = track(importer().then((loadedValue) => (value = loadedValue)));
        promise.catch(() => (loading = undefined));
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
