import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { nextTask } from '../lib/nextTask';

/*
 * Progressive hydration. Taking over a large prerendered page in one go blocks the main thread for
 * hundreds of milliseconds on a phone. A part wrapped in <HydrateLater> suspends during the first
 * hydration: its prerendered markup stays on screen untouched, and it is hydrated in a task of its
 * own a moment later, so the browser can answer input in between. Parts are released one per task,
 * in the order they were met. Outside the first hydration (pages reached by navigation, the server,
 * tests) it renders its children at once.
 *
 * Preact hydrates without comparing attributes to the markup, so a part must hydrate with the state
 * it was prerendered with: state that differs (a shared link, saved inputs) waits for
 * useFullyHydrated().
 */

type Phase = 'server' | 'hydrating' | 'live';
let phase: Phase = typeof window === 'undefined' ? 'server' : 'live';
let lastPart: Promise<void> = Promise.resolve();
let settled: Promise<void> = Promise.resolve();

/** Waits until no part is left: a released part may hold parts of its own. */
async function settle(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = lastPart;
    await seen;
    // The part renders in the microtask after its release; a task later it is done.
    await nextTask();
  } while (seen !== lastPart);
  phase = 'live';
}

/**
 * Runs the first hydration. Parts met there, and parts inside them, are hydrated one per task until
 * none is left.
 */
export function hydrateProgressively(hydrate: () => void): void {
  phase = 'hydrating';
  hydrate();
  settled = settle();
}

/** Settles once every part left for later has been hydrated. */
export function whenFullyHydrated(): Promise<void> {
  return settled;
}

/**
 * False while rendering on the server and until the first hydration has taken over every part;
 * true from then on, and at once on a page reached by navigation.
 */
export function useFullyHydrated(): boolean {
  const [live, setLive] = useState(phase === 'live');
  useEffect(() => {
    if (live) return;
    let mounted = true;
    void settled.then(() => {
      if (mounted) setLive(true);
    });
    return () => {
      mounted = false;
    };
  }, [live]);
  return live;
}

interface Release {
  done: boolean;
}

function Gate({ release, children }: { release: Release; children: ReactNode }): ReactNode {
  if (phase === 'hydrating' && !release.done) {
    lastPart = lastPart.then(nextTask);
    const part = lastPart;
    // Registered before Suspense's own callback, so the part renders for real when Suspense retries.
    void part.then(() => {
      release.done = true;
    });
    throw part;
  }
  return children;
}

/** Hydrates the one element it wraps in a later task of its own (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Held here, above the suspending part, so it survives the suspension.
  const [release] = useState<Release>(() => ({ done: phase !== 'hydrating' }));
  return (
    <Suspense fallback={null}>
      <Gate release={release}>{children}</Gate>
    </Suspense>
  );
}
