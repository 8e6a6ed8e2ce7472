import type { SellPriceResult } from '../../game';
import { Breakdown } from './Breakdown';
import type { CalculatorState } from './calculatorState';
import { MutationContributionsTable, NextMutations } from './MutationInsights';
import { ReverseCalculator } from './ReverseCalculator';
import { useMutationInsights, type EngineAnswer } from './useCalculation';
import type { CalculatorActions } from './useCalculatorState';

/** Below the result: how the value is made, what each mutation adds, what to add next, and the weight for a target. */
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
  const { contributions, nextMutations } = useMutationInsights(inputs);
  return (
    <div className="calc-details render-when-near">
      {sale.ok ? <Breakdown result={sale.value} /> : null}
      {contributions.ok ? <MutationContributionsTable contributions={contributions.value} /> : null}
      {nextMutations.ok && contributions.ok ? (
        <NextMutations
          options={nextMutations.value}
          currentMultiplier={contributions.value.mutationMultiplier}
          onAdd={actions.toggleMutation}
        />
      ) : null}
      <ReverseCalculator
        key={state.resetCount}
        cropId={inputs.cropId}
        variantId={inputs.variantId}
        mutationIds={inputs.mutationIds}
        boostPercent={inputs.boostPercent}
        onUseWeight={actions.setWeight}
      />
    </div>
  );
}
