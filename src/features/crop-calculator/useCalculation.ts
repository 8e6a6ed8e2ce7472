/*
 * Every engine answer the results need, each memoized on exactly the inputs it depends on, so typing a weight does
 * not redo the mutation work and a mutation change does not redo the crop picker's.
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

export interface Calculation {
  sale: EngineAnswer<SellPriceResult>;
  contributions: EngineAnswer<MutationContributions>;
  nextMutations: EngineAnswer<NextMutationOption[]>;
}

export function useCalculation(inputs: CalculatorInputs): Calculation {
  const { cropId, mutationIds } = inputs;
  const sale = useMemo(() => askEngine(() => sellPrice(inputs)), [inputs]);
  const contributions = useMemo(() => askEngine(() => mutationContributions(mutationIds)), [mutationIds]);
  const nextMutations = useMemo(() => askEngine(() => bestNextMutations(cropId, mutationIds)), [cropId, mutationIds]);
  return { sale, contributions, nextMutations };
}
