/*
 * What the trade checker does with a fruit: value it, describe it, edit it. All of it reads the crop table and the
 * mutation data, so it loads only once the trade holds a fruit or the player adds one (see loadFruitEntries in tradeState.ts).
 */
import type { TFunction } from 'i18next';
import {
  defaultWeightOf,
  getMutation,
  getVariant,
  maxMutationSet,
  mutationLookups,
  tradeFruitSale as saleAgainst,
  tradeFruitValue as valueAgainst,
  variants,
  type Crop,
  type SellPriceResult,
  type TradeFruit,
} from '../../game';
import { findCrop, getCrop } from '../../game/crops';
import type { Language } from '../../i18n/languages';
import { formatList, formatNumber } from '../../lib/format';
import { formatFruitWeight } from '../../lib/gameText';
import { defaultCropQueryState } from '../../links/cropQuery';
import type { TradeFruitData } from '../../links/tradeQuery';
import { checkQuantity, checkWeight, weightFieldInvalid, weightFieldText } from '../../ui/fruit/fieldChecks';
import { toggleMutation } from '../../ui/fruit/mutationEdits';
import type { EntryEdit, FieldFormatter, TradeEntry } from './tradeState';

/** What the fruit sells for, its crop taken from the crop table. */
export const tradeFruitSale = (fruit: TradeFruit): SellPriceResult => saleAgainst(fruit, findCrop);
export const tradeFruitValue = (fruit: TradeFruit): bigint => valueAgainst(fruit, findCrop);
export { describeChanges, describeReasons } from '../../ui/fruit/mutationText';
/** What the trade's link is read against: the same crops and mutations the page edits the trade with. */
export const fruitData: TradeFruitData = { findCrop, ...mutationLookups };

/** The variants a link may name, by id (the link notice lists them for an item whose variant the game lacks). */
export const variantIds: readonly string[] = variants.map((variant) => variant.id);

/** The fruit a new entry starts as: the calculator's default fruit. */
export function defaultFruit(): TradeFruit {
  const { cropId, weightKg, variantId, mutationIds, quantity } = defaultCropQueryState(findCrop);
  return { kind: 'fruit', cropId, weightKg, variantId, mutationIds, quantity };
}

/** The fruit's weight and quantity as its editor's fields show them. */
export function fruitFieldTexts(fruit: TradeFruit, format: FieldFormatter): Pick<TradeEntry, 'weightText' | 'quantityText'> {
  return { weightText: weightFieldText(fruit.weightKg, format), quantityText: format(fruit.quantity) };
}

export function editFruit(entry: TradeEntry, fruit: TradeFruit, edit: EntryEdit, format: FieldFormatter, language: Language): TradeEntry {
  const withFruit = (changes: Partial<TradeFruit>) => ({ ...entry, item: { ...fruit, ...changes } });
  switch (edit.type) {
    case 'selectCrop': {
      const crop = getCrop(edit.cropId);
      const weightKg = defaultWeightOf(crop);
      return { ...withFruit({ cropId: crop.id, weightKg }), weightText: weightFieldText(weightKg, format) };
    }
    case 'typeWeight': {
      const check = checkWeight(edit.text, language);
      return { ...(check.ok ? withFruit({ weightKg: check.value }) : entry), weightText: edit.text };
    }
    case 'typeQuantity': {
      const check = checkQuantity(edit.text, language);
      return { ...(check.ok ? withFruit({ quantity: check.value }) : entry), quantityText: edit.text };
    }
    case 'setVariant':
      return withFruit({ variantId: edit.variantId });
    case 'toggleMutation': {
      const { mutationIds, event } = toggleMutation(fruit.mutationIds, edit.mutationId);
      return { ...withFruit({ mutationIds }), mutationEvent: event };
    }
    case 'clearMutations':
      return { ...withFruit({ mutationIds: [] }), mutationEvent: null };
    case 'maxMutation': {
      const result = maxMutationSet(getCrop(fruit.cropId));
      return { ...withFruit({ mutationIds: result.mutationIds, variantId: result.variantId }), mutationEvent: { kind: 'max', result } };
    }
    case 'searchMutations':
      return { ...entry, mutationQuery: edit.query };
    case 'dismissMutationEvent':
      return { ...entry, mutationEvent: null };
    case 'typeSheckles':
      return entry;
  }
}

/** A field of the fruit's editor holds an invalid entry, so the fruit counts with its last valid values. */
export function fruitIsStale(entry: TradeEntry, fruit: TradeFruit, language: Language): boolean {
  return weightFieldInvalid(getCrop(fruit.cropId), entry.weightText, language) || !checkQuantity(entry.quantityText, language).ok;
}

/** The fruit's crop and a line saying the rest: weight, variant, mutations, how many. */
export function describeFruit(fruit: TradeFruit, t: TFunction, language: Language): { crop: Crop; details: string } {
  const details = [
    formatFruitWeight(t, fruit.weightKg, language),
    getVariant(fruit.variantId).name,
    fruit.mutationIds.length > 0
      ? formatList(
          fruit.mutationIds.map((mutationId) => getMutation(mutationId).name),
          language,
        )
      : t('trade.item.noMutation'),
    t('trade.item.quantity', { count: fruit.quantity, n: formatNumber(fruit.quantity, language) }),
  ].join(' · ');
  return { crop: getCrop(fruit.cropId), details };
}
