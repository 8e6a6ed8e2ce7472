/* The pet data: loaded with the page when its address names a pet, otherwise the first time the picker is used. */
import { useEffect, useState } from 'react';
import { loadCode } from '../../lib/loadCode';
import { useAfterLoading } from '../../lib/useAfterLoading';

export type PetsModule = typeof import('../../game/petRoster');

/** The pets the calculator knows (the browser keeps the module once loaded). */
export const loadPetRoster = (): Promise<PetsModule> => loadCode(import('../../game/petRoster'));

export type PetsState = { status: 'idle' | 'loading' } | { status: 'ready'; module: PetsModule };

/**
 * The pet data once it is wanted, starting from what the page's load() gave it. A failed download reaches the page's
 * error panel, which offers the retry (see useAfterLoading).
 */
export function usePets(wanted: boolean, openedWith: PetsModule | null): PetsState {
  const [module, setModule] = useState(openedWith);
  const afterLoading = useAfterLoading();
  useEffect(() => {
    if (wanted && !module) afterLoading(loadPetRoster(), setModule);
  }, [wanted, module, afterLoading]);
  if (module) return { status: 'ready', module };
  return { status: wanted ? 'loading' : 'idle' };
}
