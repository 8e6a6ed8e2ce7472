/*
 * What the player changed on the prerendered page before its part was hydrated. The browser changed the field, but
 * no handler was there yet to tell the calculator, and Preact hydrates without reading the fields' values: the field
 * would go on showing the edit while the result ignored it. Once the page is fully hydrated, a field that no longer
 * holds the value it was prerendered with was changed by the player, and that change is applied.
 */
import { findMutation, findVariant, type VariantId } from '../../game';
import { isValidBoost, type CropQueryKey } from '../../lib/cropQuery';

/** The calculator's fields are named after the query keys of the same inputs. */
export const FIELD_NAMES = {
  weight: 'w',
  quantity: 'qty',
  boost: 'boost',
  variant: 'variant',
  mutation: 'm',
} as const satisfies Record<string, CropQueryKey>;

export type EarlyEdit =
  | { field: 'weight' | 'quantity'; text: string }
  | { field: 'boost'; percent: number }
  | { field: 'variant'; variantId: VariantId }
  | { field: 'mutation'; mutationId: string; checked: boolean };

export function readEarlyEdits(root: ParentNode): EarlyEdit[] {
  const edits: EarlyEdit[] = [];
  for (const input of root.querySelectorAll<HTMLInputElement>('input[name]')) {
    const changedText = input.value !== input.defaultValue;
    const changedCheck = input.checked !== input.defaultChecked;
    switch (input.name) {
      case FIELD_NAMES.weight:
        if (changedText) edits.push({ field: 'weight', text: input.value });
        break;
      case FIELD_NAMES.quantity:
        if (changedText) edits.push({ field: 'quantity', text: input.value });
        break;
      case FIELD_NAMES.boost:
        // Of a group of radio buttons, the one newly checked says it all.
        if (changedCheck && input.checked && isValidBoost(Number(input.value))) {
          edits.push({ field: 'boost', percent: Number(input.value) });
        }
        break;
      case FIELD_NAMES.variant: {
        const variant = findVariant(input.value);
        if (changedCheck && input.checked && variant) edits.push({ field: 'variant', variantId: variant.id });
        break;
      }
      case FIELD_NAMES.mutation:
        if (changedCheck && findMutation(input.value)) edits.push({ field: 'mutation', mutationId: input.value, checked: input.checked });
        break;
    }
  }
  return edits;
}
