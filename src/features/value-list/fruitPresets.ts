/* The value list's quick choices of the fruit every crop is valued as. */
import type { TFunction } from 'i18next';
import type { VariantId } from '../../game';
import type { ValueListState } from '../../links/valueListQuery';

/** The game's name of a variant or mutation, as the page's data gives it. */
export type GameName = (id: string) => string;

export interface FruitPreset {
  id: string;
  label: (t: TFunction, gameName: GameName) => string;
  fruit: { variantId: VariantId; mutationIds: readonly string[]; maxSet: boolean };
}

const variantName = (variantId: VariantId) => (_t: TFunction, gameName: GameName) => gameName(variantId);
const mutationNames = (ids: readonly string[]) => (_t: TFunction, gameName: GameName) => ids.map(gameName).join(' + ');

function preset(
  id: string,
  label: FruitPreset['label'],
  variantId: VariantId,
  mutationIds: readonly string[],
  maxSet = false,
): FruitPreset {
  return { id, label, fruit: { variantId, mutationIds, maxSet } };
}

export const FRUIT_PRESETS: readonly FruitPreset[] = [
  preset('none', (t) => t('values.fruit.none'), 'normal', []),
  preset('gold', variantName('gold'), 'gold', []),
  preset('rainbow', variantName('rainbow'), 'rainbow', []),
  preset('frozen', mutationNames(['frozen']), 'normal', ['frozen']),
  preset('shocked-frozen', mutationNames(['shocked', 'frozen']), 'normal', ['shocked', 'frozen']),
  preset('max', (t) => t('values.fruit.max'), 'normal', [], true),
];

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id));

/** The quick choice the list's fruit is, if it is one. */
export function presetOf(list: Pick<ValueListState, 'variantId' | 'mutationIds' | 'maxSet'>): FruitPreset | undefined {
  if (list.maxSet) return FRUIT_PRESETS.find((candidate) => candidate.fruit.maxSet);
  return FRUIT_PRESETS.find(
    ({ fruit }) => !fruit.maxSet && fruit.variantId === list.variantId && sameSet(fruit.mutationIds, list.mutationIds),
  );
}
