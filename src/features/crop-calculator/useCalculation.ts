/*
 * The engine answers the results need, each memoized on exactly the inputs it depends on, so typing a weight does
 * not redo the mutation work.
 */
import { useMemo } from 'react';
import {
  bestNextMutations,
  isGameInputError,
  mutationContributions,
  sellPrice,
  type GameInputError,
  type MutationContributions,
  type NextMutationOption,
  type SellPriceResult,
} from '../../game';
import type { CalculatorInputs } from './calculatorState';

export type EngineAnswer<T> = { ok: true; value: T } | { ok: false; error: GameInputError };

/** Runs an engine call; its documented input errors become a value, anything else is a bug and is rethrown. */
export function askEngine<T>(call: () => T): EngineAnswer<T> {
  try {
    return { ok: true, value: call() };
  } catch (error) {
    if (isGameInputError(error)) return { ok: false, error };
    throw error;
  }
}

export function useSale(inputs: CalculatorInputs): EngineAnswer<SellPriceResult> {
  return useMemo(() => askEngine(() => sellPrice(inputs)), [inputs]);
}

export function useContributions(mutationIds: readonly string[]): EngineAnswer<MutationContributions> {
  return useMemo(() => askEngine(() => mutationContributions(mutationIds)), [mutationIds]);
}

export function useNextMutations(cropId: string, mutationIds: readonly string[]): EngineAnswer<NextMutationOption[]> {
  return useMemo(() => askEngine(() => bestNextMutations(cropId, mutationIds)), [cropId, mutationIds]);
}
