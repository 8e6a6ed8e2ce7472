/*
 * The engine answers the results need, each memoized on exactly the inputs it depends on, so typing a weight does
 * not redo the mutation work.
 */
import { useMemo } from 'react';
import {
  askEngine,
  bestNextMutations,
  mutationContributions,
  sellPrice,
  type Crop,
  type EngineAnswer,
  type MutationContributions,
  type NextMutationOption,
  type SellPriceResult,
} from '../../game';
import type { CalculatorInputs } from './calculatorState';

export function useSale(inputs: CalculatorInputs, crop: Crop): EngineAnswer<SellPriceResult> {
  return useMemo(() => askEngine(() => sellPrice({ ...inputs, crop })), [inputs, crop]);
}

export function useContributions(mutationIds: readonly string[]): EngineAnswer<MutationContributions> {
  return useMemo(() => askEngine(() => mutationContributions(mutationIds)), [mutationIds]);
}

export function useNextMutations(crop: Crop, mutationIds: readonly string[]): EngineAnswer<NextMutationOption[]> {
  return useMemo(() => askEngine(() => bestNextMutations(crop, mutationIds)), [crop, mutationIds]);
}
