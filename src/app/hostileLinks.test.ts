/*
 * Generated hostile and broken links, read by each page's query contract exactly as the page opens them (openState):
 * reading never throws, what is kept is valid, the numbers the page would show are finite, and whatever was not used
 * is reported. What only a browser shows (markup never reaching the page as elements, scripts never running) is checked
 * with a dozen links in e2e/robustness.spec.ts.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadValueListEngine } from '../features/value-list/valueListState';
import {
  A_PET_THAT_GROWS,
  cropValue,
  findMutation,
  findVariant,
  mutationLookups,
  petGrowthTable,
  sellPrice,
  tradeFruitValue,
} from '../game';
import { findCrop, getCrop } from '../game/crops';
import { tradeSideTotal } from '../game/tradeWorth';
import { cropQueryCodec, isValidBoost, isValidQuantity, isValidTarget, isValidWeight } from '../links/cropQuery';
import { isValidPetAge, isValidPetKg, petQueryCodec } from '../links/petQuery';
import { loadTradeFruitData, tradeQueryCodec } from '../links/tradeQuery';
import { asksNothing, openState, type DroppedValue, type UrlStateCodec } from '../links/urlState';
import { valueListCodec } from '../links/valueListQuery';

/** Markup that would prove injection if it ever ran or reached the page as elements. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1',
  "';window.__pwned=1;'",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
  '__proto__',
  'constructor',
];

const anyValue = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.constantFrom('', '-1', '0', 'NaN', 'Infinity', '1e309', '99999999999999999999999', '1,5', '١٫٥', '0x10', ' 15 ', 'null', '[]'),
  fc.string({ maxLength: 30 }),
  fc.double().map(String),
  fc.integer().map(String),
);

/** A query of up to `maxLength` entries: the contract's keys or any key, with a hostile, random or plausible value. */
function queries(keys: readonly string[], plausible: readonly string[], maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })), fc.oneof(anyValue, fc.constantFrom(...plausible))), {
      maxLength,
    })
    .map((entries) => entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&'));
}

const RUNS = { numRuns: 400, seed: 20260121 };
const MAX_SHOWN = 41;

/**
 * Nothing a link holds is silently ignored: each of the contract's keys it names is read into the state or reported,
 * a key that is not the contract's is reported when the contract says so, and what is shown back is cut short.
 */
function expectAccountedFor<S>(codec: UrlStateCodec<S, unknown>, query: string, fieldOf: Record<string, keyof S>): void {
  const link = new URLSearchParams(query);
  const { state, dropped } = codec.decode(link);
  const reported = (key: string) => dropped.some((each: DroppedValue) => each.key === key);
  for (const key of new Set([...link].filter(([each, value]) => !asksNothing(each, value)).map(([each]) => each))) {
    const field = fieldOf[key];
    if (field !== undefined) expect(field in state || reported(key), `${key} in ${query}`).toBe(true);
    else if (codec.reportsUnknownKeys) expect(reported(key), `${key} in ${query}`).toBe(true);
  }
  for (const each of dropped) expect(each.value.length).toBeLessThanOrEqual(MAX_SHOWN);
}

let valueListLinks: ReturnType<typeof valueListCodec>;
let tradeLinks: ReturnType<typeof tradeQueryCodec>;
beforeAll(async () => {
  const [fruitData, engine] = await Promise.all([loadTradeFruitData(), loadValueListEngine()]);
  tradeLinks = tradeQueryCodec(fruitData);
  valueListLinks = valueListCodec(engine);
});

describe('a hostile or broken link opens each page on valid state with finite numbers, and reports what it dropped', () => {
  it('the crop calculator', () => {
    const calculatorLinks = cropQueryCodec(findCrop, mutationLookups);
    const links = queries(
      calculatorLinks.keys,
      ['moon-mango', 'carrot', 'amber-flower', 'rainbow', 'frozen,shocked', 'wet,chilled', '40'],
      8,
    );
    fc.assert(
      fc.property(links, (query) => {
        const { state } = openState(calculatorLinks, `?${query}`, undefined);
        const crop = findCrop(state.cropId);
        expect(crop).toBeDefined();
        expect(state.weightKg === null ? crop!.weights === null : isValidWeight(state.weightKg)).toBe(true);
        expect(isValidQuantity(state.quantity) && isValidBoost(state.boostPercent)).toBe(true);
        expect(findVariant(state.variantId)).toBeDefined();
        expect(state.mutationIds.every((id) => findMutation(id) !== undefined)).toBe(true);
        expect(state.targetPerFruit === undefined || isValidTarget(state.targetPerFruit)).toBe(true);
        const price = sellPrice({ ...state, crop: crop! });
        expect(Number.isFinite(price.value) && price.total >= 0n).toBe(true);
        expectAccountedFor(calculatorLinks, query, {
          crop: 'cropId',
          w: 'weightKg',
          qty: 'quantity',
          boost: 'boostPercent',
          variant: 'variantId',
          m: 'mutationIds',
          target: 'targetPerFruit',
        });
      }),
      RUNS,
    );
  });

  it('the pet calculator', () => {
    const links = queries(petQueryCodec.keys, ['50', '6', '1', '100', '101', '500', '501', 'raccoon'], 6);
    fc.assert(
      fc.property(links, (query) => {
        const { state } = openState(petQueryCodec, `?${query}`, undefined);
        expect(isValidPetAge(state.age) && isValidPetKg(state.kg)).toBe(true);
        const table = petGrowthTable(A_PET_THAT_GROWS, { age: state.age!, weightKg: state.kg! });
        expect(table.every((row) => Number.isFinite(row.weightKg) && row.weightKg > 0)).toBe(true);
        expectAccountedFor(petQueryCodec, query, { age: 'age', kg: 'kg', all: 'all', pet: 'pet', target: 'target' });
      }),
      RUNS,
    );
  });

  it('the trade checker', () => {
    const links = queries(
      tradeLinks.keys,
      ['moon-mango_15_rainbow_frozen~shocked_1', 'carrot_0.275_normal__10', 'amber-flower__gold__1', 'custom_5', 'custom_-1', '2', '50'],
      16,
    );
    fc.assert(
      fc.property(links, (query) => {
        const { state } = openState(tradeLinks, `?${query}`, undefined);
        for (const side of [state.give, state.get]) {
          expect(side.length).toBeLessThanOrEqual(12);
          expect(tradeSideTotal(side, (fruit) => tradeFruitValue(fruit, findCrop)) >= 0n).toBe(true);
        }
        expectAccountedFor(tradeLinks, query, { give: 'give', get: 'get', band: 'band' });
      }),
      RUNS,
    );
  });

  it('the value list', () => {
    const links = queries(
      valueListLinks.keys,
      ['name', '-value', 'mythical', 'unknown', 'seed shop', 'yes', 'gold', 'frozen,nope', 'max'],
      8,
    );
    fc.assert(
      fc.property(links, fc.constantFrom('moon-mango', 'carrot', 'amber-flower'), (query, cropId) => {
        const { state } = openState(valueListLinks, `?${query}`, undefined);
        expect(findVariant(state.variantId)).toBeDefined();
        const { value } = cropValue({ crop: getCrop(cropId), weightKg: null, variantId: state.variantId, mutationIds: state.mutationIds });
        expect(Number.isFinite(value)).toBe(true);
        expectAccountedFor(valueListLinks, query, {
          sort: 'sort',
          q: 'query',
          tier: 'tier',
          category: 'category',
          obtainable: 'obtainable',
          variant: 'variantId',
          m: 'mutationIds',
          set: 'maxSet',
        });
      }),
      RUNS,
    );
  });
});
