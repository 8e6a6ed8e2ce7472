/*
 * Where the calculator's inputs come from and go to. On opening: the link's query, else the last inputs stored in
 * this browser, else DEFAULT_PET. While typing: the URL (replaced, so Back is not flooded) and localStorage.
 *
 * The prerendered HTML was rendered without the visitor's link or storage, so until the whole page is hydrated
 * the inputs stay DEFAULT_PET too, and the real values arrive in the render right after.
 */
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import type { Language } from '../../i18n/languages';
import { readStored, writeStored } from '../../lib/storage';
import { useFullyHydrated } from '../../ui/HydrateLater';
import { DEFAULT_PET, inputTextOf, validPartsOf, type PetInputText } from './petInputs';
import { decodePetQuery, encodePetQuery, validStoredPetState, type DecodedPetQuery, type PetState } from './petQuery';

export const PET_STORAGE_KEY = 'pet-calculator';

function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

let lastStored: PetState | undefined;
/** useSyncExternalStore needs the same object back while the stored value is unchanged. */
function storedSnapshot(): PetState | undefined {
  const value = readStored(PET_STORAGE_KEY, validStoredPetState);
  const same = value?.age === lastStored?.age && value?.kg === lastStored?.kg && value?.all === lastStored?.all;
  if (!same) lastStored = value;
  return lastStored;
}

const NO_LINK: DecodedPetQuery = { state: {}, dropped: [] };

/** The link decides what it names; a link naming an age or weight but not `all` shows the milestones. */
export function openingState(link: Partial<PetState>, stored: PetState | undefined): PetState {
  const base = stored ?? DEFAULT_PET;
  const linkNamesPet = link.age !== undefined || link.kg !== undefined;
  return {
    age: link.age ?? base.age,
    kg: link.kg ?? base.kg,
    all: link.all ?? (linkNamesPet ? false : base.all),
  };
}

export interface PetInputsState {
  inputs: PetInputText;
  update: (patch: Partial<PetInputText>) => void;
  /** Link values that could not be used. */
  dropped: DecodedPetQuery['dropped'];
  /** The link and storage have been read (false only while hydrating). */
  ready: boolean;
}

export function usePetInputs(language: Language): PetInputsState {
  const hydrated = useFullyHydrated();
  const stored = useSyncExternalStore(subscribeToStorage, storedSnapshot, () => undefined);
  const [searchParams, setSearchParams] = useSearchParams();
  const link = useMemo(() => (hydrated ? decodePetQuery(searchParams) : NO_LINK), [hydrated, searchParams]);
  // Once the user types, their text is the truth: it may be half-written ("2,") and must not be reformatted.
  const [edited, setEdited] = useState<PetInputText | null>(null);
  const inputs = edited ?? inputTextOf(openingState(link.state, hydrated ? stored : undefined), language);

  const update = (patch: Partial<PetInputText>) => {
    const next = { ...inputs, ...patch };
    setEdited(next);
    const valid = validPartsOf(next);
    setSearchParams(encodePetQuery(valid), { replace: true, preventScrollReset: true });
    if (valid.age !== undefined && valid.kg !== undefined) {
      writeStored(PET_STORAGE_KEY, { age: valid.age, kg: valid.kg, all: next.all } satisfies PetState);
    }
  };

  return { inputs, update, dropped: link.dropped, ready: hydrated };
}
