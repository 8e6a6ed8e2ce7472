import type { SellPriceResult } from '../../game';
import { HydrateLater } from '../../ui/HydrateLater';
import { Breakdown } from './Breakdown';
import type { CalculatorState } from './calculatorState';
import { MutationContributionsTable, NextMutations } from './MutationInsights';
import { ReverseCalculator } from './ReverseCalculator';
import { useContributions, useNextMutations, type EngineAnswer } from './useCalculation';
import type { CalculatorActions } from './useCalculatorState';

function Contributions({ mutationIds }: { mutationIds: readonly string[] }) {
  const contributions = useContributions(mutationIds);
  return contributions.ok ? <MutationContributionsTable contributions={contributions.value} /> : null;
}

function BestNextMutations({
  cropId,
  mutationIds,
  onAdd,
}: {
  cropId: string;
  mutationIds: readonly string[];
  onAdd: (mutationId: string) => void;
}) {
  // The fruit's own multiplier comes with its contributions (cheap next to trying every other mutation).
  const contributions = useContributions(mutationIds);
  const nextMutations = useNextMutations(cropId, mutationIds);
  return nextMutations.ok && contributions.ok ? (
    <NextMutations options={nextMutations.value} currentMultiplier={contributions.value.mutationMultiplier} onAdd={onAdd} />
  ) : null;
}

/**
 * Below the result: how the value is made, what each mutation adds, what to add next, and the weight for a target.
 * Each part does its own engine work and, on a prerendered page, hydrates in a task of its own.
 */
export function CalcDetails({
  state,
  actions,
  sale,
}: {
  state: CalculatorState;
  actions: CalculatorActions;
  sale: EngineAnswer<SellPriceResult>;
}) {
  const { inputs } = state;
  return (
    <div className="calc-details render-when-near">
      {sale.ok ? (
        <HydrateLater>
          <Breakdown result={sale.value} />
        </HydrateLater>
      ) : null}
      <HydrateLater>
        <Contributions mutationIds={inputs.mutationIds} />
      </HydrateLater>
      <HydrateLater>
        <BestNextMutations cropId={inputs.cropId} mutationIds={inputs.mutationIds} onAdd={actions.toggleMutation} />
      </HydrateLater>
      <HydrateLater>
        <ReverseCalculator
          key={state.resetCount}
          cropId={inputs.cropId}
          variantId={inputs.variantId}
          mutationIds={inputs.mutationIds}
          boostPercent={inputs.boostPercent}
          onUseWeight={actions.setWeight}
        />
      </HydrateLater>
    </div>
  );
}
