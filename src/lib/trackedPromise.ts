/** A promise marked with its outcome the way React's `use` reads it, so a settled one renders without suspending. */
export type TrackedPromise<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function track<T>(promise: Promise<T>): TrackedPromise<T> {
  const tracked: TrackedPromise<T> = promise;
  tracked.status = 'pending';
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

/** A value already in hand, as a promise `use` reads at once. */
export function settled<T>(value: T): TrackedPromise<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}
