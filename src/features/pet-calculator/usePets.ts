/* The pet data: loaded with the page when its address names a pet, otherwise the first time the picker is used. */
import { useCallback, useEffect, useState } from 'react';

export type PetsModule = typeof import('../../game/petRoster');

let loading: Promise<PetsModule> | undefined;

/** The pets the calculator knows, loaded once; a failed download is asked for again on the next try. */
export function loadPetRoster(): Promise<PetsModule> {
  loading ??= import('../../game/petRoster').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export type PetsState = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; module: PetsModule };

/**
 * The pet data once it is wanted, starting from what the page opened with; `retry` asks again after a failed
 * download.
 */
export function usePets(wanted: boolean, openedWith: PetsModule | null): { pets: PetsState; retry: () => void } {
  const [state, setState] = useState<PetsState>(openedWith ? { status: 'ready', module: openedWith } : { status: 'idle' });
  useEffect(() => {
    if (!wanted || state.status === 'ready' || state.status === 'failed') return;
    let live = true;
    loadPetRoster().then(
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
