/*
 * A fruit of a trade link, read and completed against the crop table and the mutation data. Loaded only for a trade that names
 * a fruit (see loadTradeFruitLink in tradeQuery.ts), so an empty trade or one of typed values never loads the data.
 */
import { findMutation, findVariant, resolveMutations, type MutationChange, type TradeFruit } from '../game';
import { findCrop } from '../game/cropTable';
import { isValidQuantity, isValidWeight } from './cropQuery';

const DECIMAL = /^\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;

/** A fruit written `crop_weight_variant_mutations_qty` (already split at `_`; mutations split at `~`), if valid. */
export function readTradeFruit(parts: readonly string[], mutationSeparator: string): TradeFruit | undefined {
  const [cropId = '', weight = '', variantId = '', mutationList = '', quantity = ''] = parts;
  const crop = findCrop(cropId);
  if (parts.length !== 5 || !crop || !WHOLE.test(quantity)) return undefined;
  // A crop whose weight is unknown is written with an empty weight (its base weight); a weight given for it is refused.
  const weightKg = crop.weights === null ? (weight === '' ? null : NaN) : DECIMAL.test(weight) ? Number(weight) : NaN;
  const variant = findVariant(variantId);
  const count = Number(quantity);
  const mutationIds = mutationList === '' ? [] : mutationList.split(mutationSeparator);
  if (!variant || (weightKg !== null && !isValidWeight(weightKg)) || !isValidQuantity(count)) return undefined;
  if (mutationIds.some((id) => !findMutation(id)) || new Set(mutationIds).size !== mutationIds.length) return undefined;
  return { kind: 'fruit', cropId, weightKg, variantId: variant.id, mutationIds, quantity: count };
}

/** The fruit with the mutations the game would keep, and what that changed. */
export function completeTradeFruit(fruit: TradeFruit): { fruit: TradeFruit; changes: readonly MutationChange[] } {
  const resolved = resolveMutations(fruit.mutationIds);
  // A set the game keeps as it is stays in the link's order, so opening a link never rewrites it.
  if (resolved.changes.length === 0) return { fruit, changes: [] };
  return { fruit: { ...fruit, mutationIds: resolved.mutationIds }, changes: resolved.changes };
}
