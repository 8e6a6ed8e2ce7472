/** The value list at build time: every crop as its row shows it, valued as the default fruit, and the names it shows. */
import { getMutation, MAX_SET_VARIANT, variants } from '../../game';
import { crops } from '../../game/crops';
import { firstExportAfterObtainable, removalOf } from '../../game/version';
import { DEFAULT_VALUE_LIST } from '../../links/valueListQuery';
import type { ValueListCrop, ValueListData } from './valueListData';
import { valueRows } from './valueListEngine';
import { FRUIT_PRESETS } from './valueListState';

export function pageData(): ValueListData {
  const listed = crops.map((crop): ValueListCrop => {
    const { id, name, tier, category, obtainable, baseValue, weights, priceFloorValue, firstSeen, eventForms } = crop;
    const removal = removalOf(crop);
    return {
      id,
      name,
      tier,
      category,
      obtainable,
      baseValue,
      baseWeight: weights?.baseWeight ?? null,
      priceFloorValue,
      value: 0,
      firstSeen,
      eventForms,
      ...(removal === null ? {} : { removal }),
    };
  });
  const valued = valueRows(listed, DEFAULT_VALUE_LIST);
  const presetMutations = new Set(FRUIT_PRESETS.flatMap((preset) => preset.fruit.mutationIds));
  return {
    crops: valued.map(({ crop, value }) => ({ ...crop, value })),
    variants: variants.map(({ id, name }) => ({ id, name })),
    presetMutationNames: Object.fromEntries([...presetMutations].map((id) => [id, getMutation(id).name])),
    maxSetVariant: MAX_SET_VARIANT,
    exportAfterObtainable: firstExportAfterObtainable(crops),
  };
}
