import { type SellPriceResult } from '../../game';
import { PrerenderedUntilChanged } from '../../ui/prerenderedHtml';
import { Breakdown } from './Breakdown';
import type { CalculatorState } from './calculatorState';
import { MutationContributionsTable, NextMutations } from './MutationInsights';
import { ReverseCalculator } from './ReverseCalculator';
import { useContributions, useNextMutations } from './useCalculation';
import type { CalculatorActions } from './useCalculatorState';

/** Below the result: how the value is made, what each mutation adds, what to add next, and the weight for a target. */
export function CalculationDetails({
  state,
  actions,
  sale,
  fruitUnchanged,
}: {
  state: CalculatorState;
  actions: CalculatorActions;
  sale: SellPriceResult | null;
  /** While true, the tables (no control in them) stay as first drawn. */
  fruitUnchanged: boolean;
}) {
  const { inputs } = state;
  const contributions = useContributions(inputs.mutationIds);
  const nextMutations = useNextMutations(state.crop, inputs.mutationIds);
  return (
    <div className="calc-details render-when-near">
      <PrerenderedUntilChanged unchanged={fruitUnchanged}>
        {sale ? <Breakdown result={sale} crop={state.crop} /> : null}
        {contributions.ok ? <MutationContributionsTable contributions={contributions.value} /> : null}
      </PrerenderedUntilChanged>
      {nextMutations.ok && contributions.ok ? (
        <NextMutations
          options={nextMutations.value}
          currentMultiplier={contributions.value.mutationMultiplier}
          onAdd={actions.toggleMutation}
        />
      ) : null}
      {/* No weight can be worked out for a crop whose base weight is unknown; its weight field says why. */}
      {state.crop.weights === null ? null : (
        <ReverseCalculator
          crop={state.crop}
          variantId={inputs.variantId}
          mutationIds={inputs.mutationIds}
          boostPercent={inputs.boostPercent}
          text={state.targetText}
          onTextChange={actions.typeTarget}
          onUseWeight={actions.setWeight}
        />
      )}
    </div>
  );
}
