/* The pet data, loaded the first time the page needs it (a pet chosen, or the picker used), never with the page. */
import { useCallback, useEffect, useState } from 'react';

export type PetsModule = typeof import('../../game/petRoster');

let loading: Promise<PetsModule> | undefined;

function loadPets(): Promise<PetsModule> {
  loading ??= import('../../game/petRoster').catch((error: unknown) => {
    // A failed download may succeed on the next try.
    loading = undefined;
    throw error;
  });
  return loading;
}

export type PetsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; module: PetsModule };

/** The pet data once it is wanted; `retry` asks again after a failed download. */
export function usePets(wanted: boolean): { pets: PetsState; retry: () => void } {
  const [state, setState] = useState<PetsState>({ status: 'idle' });
  useEffect(() => {
    if (!wanted || state.status === 'ready' || state.status === 'failed') return;
    let live = true;
    loadPets().then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [wanted, state.status]);
  const retry = useCallback(() => setState((current) => (current.status === 'failed' ? { status: 'idle' } : current)), []);
  return { pets: wanted && state.status === 'idle' ? { status: 'loading' } : state, retry };
}
