import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_TRADE_ITEMS, mutations, variants, type TradeItem } from '../game';
import { crops } from '../game/crops';
import { UNWEIGHED_CROP_ID } from '../game/test-support/unweighedTable';
import {
  decodeTradeItem,
  decodeTradeQuery,
  EMPTY_TRADE,
  encodeTradeItem,
  encodeTradeQuery,
  loadTradeFruitData,
  MAX_TYPED_SHECKLES,
  queryNamesFruit,
  readTradeItem,
  tradeQueryCodec,
  tradeQueryWith,
  type TradeFruitData,
  type TradeItemFault,
} from './tradeQuery';
import { openState } from './urlState';

// The fruit data loads the crop table itself: here, the table with a crop whose weight is unknown.
vi.mock('../game/crops', async (actual) => (await import('../game/test-support/unweighedTable')).tableWithUnweighed(await actual()));

const namesFruit = (search: string) => queryNamesFruit(new URLSearchParams(search));

describe('what reading a trade link needs', () => {
  it('needs the game data only for a link that names an item other than a typed value', () => {
    expect(namesFruit('')).toBe(false);
    expect(namesFruit('band=10&get=custom_5&give=%20custom_1')).toBe(false);
    expect(namesFruit('give=custom_1&get=carrot_1_normal__1')).toBe(true);
    // A bad item may name a crop: only the data can tell.
    expect(namesFruit('get=nope')).toBe(true);
  });

  it('without the game data, reads typed values and the band, and reports a fruit it cannot read', () => {
    const { state, report } = openState(tradeQueryCodec(null), '?give=carrot_1_normal__1&get=custom_5&band=10', undefined);
    expect(state).toEqual({ give: [], get: [{ kind: 'custom', sheckles: 5n }], band: 10 });
    expect(report?.dropped.map((value) => value.key)).toEqual(['give']);
  });
});

let fruitData: TradeFruitData;
beforeAll(async () => {
  fruitData = await loadTradeFruitData();
});

const moonMango: TradeItem = {
  kind: 'fruit',
  cropId: 'moon-mango',
  weightKg: 15,
  variantId: 'rainbow',
  mutationIds: ['frozen', 'shocked'],
  quantity: 1,
};
const carrots: TradeItem = { kind: 'fruit', cropId: 'carrot', weightKg: 0.275, variantId: 'normal', mutationIds: [], quantity: 10 };

describe('the trade link contract', () => {
  it('reads the example from the contract', () => {
    const decoded = decodeTradeQuery('give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10', fruitData);
    expect(decoded).toEqual({ state: { give: [moonMango], get: [carrots] }, dropped: [] });
  });

  it('reads ids typed or linked with capitals as the lower-case ids they are, and writes them back so', () => {
    const decoded = decodeTradeQuery('give=Moon-Mango_15_Rainbow_Frozen~SHOCKED_1&get=CARROT_0.275_Normal__10&get=Custom_5', fruitData);
    expect(decoded).toEqual({ state: { give: [moonMango], get: [carrots, { kind: 'custom', sheckles: 5n }] }, dropped: [] });
    expect(encodeTradeQuery({ ...EMPTY_TRADE, ...decoded.state })).toBe(
      'give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10&get=custom_5',
    );
    expect(namesFruit('get=Custom_5')).toBe(false);
  });

  it('writes items in the contract’s form, `~` unescaped and the default band left out', () => {
    expect(encodeTradeQuery({ give: [moonMango], get: [carrots, { kind: 'custom', sheckles: 1_500_000n }], band: 5 })).toBe(
      'give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10&get=custom_1500000',
    );
    expect(encodeTradeQuery({ ...EMPTY_TRADE, band: 10 })).toBe('band=10');
    expect(encodeTradeQuery(EMPTY_TRADE)).toBe('');
  });

  it('reads back every item it writes (round trip)', () => {
    const fruit = fc.record({
      kind: fc.constant('fruit' as const),
      cropId: fc.constantFrom(...crops.filter((crop) => crop.weights !== null).map((crop) => crop.id)),
      weightKg: fc.double({ min: 0.001, max: 1_000_000, noNaN: true }),
      variantId: fc.constantFrom(...variants.map((variant) => variant.id)),
      mutationIds: fc.uniqueArray(fc.constantFrom(...mutations.map((mutation) => mutation.id)), { maxLength: 6 }),
      quantity: fc.integer({ min: 1, max: 1_000_000 }),
    });
    const custom = fc.record({ kind: fc.constant('custom' as const), sheckles: fc.bigInt({ min: 0n, max: MAX_TYPED_SHECKLES }) });
    fc.assert(
      fc.property(fc.oneof(fruit, custom), (item) => {
        expect(decodeTradeItem(encodeTradeItem(item), fruitData)).toEqual(item);
      }),
    );
  });

  it('writes a crop whose weight is unknown with an empty weight, and refuses a weight given for it', () => {
    const amber = {
      kind: 'fruit',
      cropId: UNWEIGHED_CROP_ID,
      weightKg: null,
      variantId: 'gold',
      mutationIds: ['spotty'],
      quantity: 2,
    } as const;
    expect(encodeTradeItem(amber)).toBe('unweighed-flower__gold_spotty_2');
    expect(decodeTradeItem('unweighed-flower__gold_spotty_2', fruitData)).toEqual(amber);
    expect(decodeTradeItem('unweighed-flower_3_gold_spotty_2', fruitData)).toBeUndefined();
    expect(decodeTradeItem('unweighed-flower_abc_gold_spotty_2', fruitData)).toBeUndefined();
    expect(decodeTradeItem('carrot__normal__1', fruitData)).toBeUndefined();
  });

  it.each([
    ['an unknown crop', 'dragon-fruitt_1_normal__1'],
    ['a missing part', 'carrot_1_normal_1'],
    ['an extra part', 'carrot_1_normal__1_1'],
    ['a comma weight', 'carrot_1,5_normal__1'],
    ['a zero weight', 'carrot_0_normal__1'],
    ['an unknown variant', 'carrot_1_golden__1'],
    ['a zero quantity', 'carrot_1_normal__0'],
    ['a fractional quantity', 'carrot_1_normal__1.5'],
    ['a negative typed value', 'custom_-5'],
    ['a fractional typed value', 'custom_1.5'],
    ['a typed value past the limit', `custom_${MAX_TYPED_SHECKLES + 1n}`],
    ['an exponent', 'custom_1e9'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(decodeTradeItem(text, fruitData)).toBeUndefined();
  });

  // Every bad item was «not an item the checker can read», whatever part of it was wrong.
  it.each<[TradeItemFault, string[]]>([
    ['shape', ['', 'nope', 'carrot_1_normal_1', 'carrot_1_normal__1_1', 'custom', 'custom_5_5', 'custom__']],
    ['crop', ['dragon-fruitt_1_normal__1', '_1_normal__1']],
    [
      'weight',
      [
        'carrot_1,5_normal__1',
        'carrot_0_normal__1',
        'carrot_-1_normal__1',
        'carrot_1e3_normal__1',
        'carrot__normal__1',
        'carrot_1000001_normal__1',
      ],
    ],
    ['unweighedWeight', ['unweighed-flower_3_gold_spotty_2', 'unweighed-flower_abc_gold_spotty_2']],
    ['variant', ['carrot_1_golden__1', 'carrot_1___1']],
    ['quantity', ['carrot_1_normal__0', 'carrot_1_normal__1.5', 'carrot_1_normal__', 'carrot_1_normal__1000001']],
    ['typedDigits', ['custom_10.4m', 'custom_1e9', 'custom_-5', 'custom_1.5', 'custom_', 'custom_ 5']],
    ['typedMax', [`custom_${MAX_TYPED_SHECKLES + 1n}`, `custom_${'9'.repeat(40)}`]],
  ])('says a refused item’s fault is its %s', (fault, texts) => {
    for (const text of texts) expect(readTradeItem(text, fruitData), text).toEqual({ ok: false, fault });
  });

  it('names the first wrong part in the contract’s order, and without the game data only a wrong shape', () => {
    expect(readTradeItem('nope_0_golden__0', fruitData)).toEqual({ ok: false, fault: 'crop' });
    expect(readTradeItem('carrot_0_golden__0', fruitData)).toEqual({ ok: false, fault: 'weight' });
    expect(readTradeItem('carrot_1_golden__0', fruitData)).toEqual({ ok: false, fault: 'variant' });
    expect(readTradeItem('carrot_1_normal__1', null)).toEqual({ ok: false });
    expect(readTradeItem('carrot_1_normal_1', null)).toEqual({ ok: false, fault: 'shape' });
    expect(readTradeItem('custom_1.5', null)).toEqual({ ok: false, fault: 'typedDigits' });
    expect(readTradeItem(`custom_${MAX_TYPED_SHECKLES}`, null)).toEqual({
      ok: true,
      item: { kind: 'custom', sheckles: MAX_TYPED_SHECKLES },
    });
  });

  it('reports a refused item with its fault, and one it cannot read without the data with none', () => {
    expect(decodeTradeQuery('give=carrot_1_normal__1&get=custom_10.4m', fruitData).dropped).toEqual([
      { key: 'get', reason: 'invalid', value: 'custom_10.4m', why: 'typedDigits' },
    ]);
    expect(decodeTradeQuery('give=carrot_1_normal__1', null).dropped).toEqual([
      { key: 'give', reason: 'invalid', value: 'carrot_1_normal__1' },
    ]);
    expect(decodeTradeQuery('give=carrot_1_normal__1', null).dropped[0]).not.toHaveProperty('why');
  });

  // A bad mutation cost the whole fruit, and the verdict flipped: the other side was then valued against nothing.
  it('keeps a fruit with an unknown mutation, leaving out only that mutation and saying so', () => {
    const decoded = decodeTradeQuery('give=carrot_1_normal_frozen~sparkly~frozen~_1&get=custom_5', fruitData);
    expect(decoded.state.give).toEqual([
      { kind: 'fruit', cropId: 'carrot', weightKg: 1, variantId: 'normal', mutationIds: ['frozen'], quantity: 1 },
    ]);
    expect(decoded.dropped).toEqual([{ key: 'give', reason: 'invalidPart', value: 'sparkly' }]);
  });

  it('drops each bad item by name and keeps the good ones in order', () => {
    const decoded = decodeTradeQuery('give=carrot_1_normal__1&give=nope_1_normal__1&give=custom_5&band=7&color=red', fruitData);
    expect(decoded.state.give).toEqual([
      { kind: 'fruit', cropId: 'carrot', weightKg: 1, variantId: 'normal', mutationIds: [], quantity: 1 },
      { kind: 'custom', sheckles: 5n },
    ]);
    expect(decoded.dropped).toEqual([
      { key: 'give', reason: 'invalid', value: 'nope_1_normal__1', why: 'crop' },
      { key: 'band', reason: 'invalid', value: '7' },
      { key: 'color', reason: 'unknown', value: 'color' },
    ]);
  });

  it('keeps the first 12 items of a side and says how many were left', () => {
    const search = Array.from({ length: MAX_TRADE_ITEMS + 3 }, (_, index) => `get=custom_${index}`).join('&');
    const opened = openState(tradeQueryCodec(fruitData), search, undefined);
    expect(opened.state.get).toHaveLength(MAX_TRADE_ITEMS);
    expect(opened.state.get.at(-1)).toEqual({ kind: 'custom', sheckles: 11n });
    expect(opened.report?.changes).toEqual([{ kind: 'overLimit', side: 'get', left: 3 }]);
  });

  it('keeps mutations as the game does and reports what it merged', () => {
    const opened = openState(tradeQueryCodec(fruitData), 'give=carrot_1_normal_wet~chilled_1', undefined);
    expect(opened.state.give[0]).toMatchObject({ mutationIds: ['frozen'] });
    expect(opened.report?.changes).toMatchObject([{ kind: 'mutations', side: 'give', position: 0 }]);
  });

  it('opens on the saved trade when the link names none of its keys', () => {
    const saved = encodeTradeQuery({ give: [carrots], get: [], band: 2 });
    expect(openState(tradeQueryCodec(fruitData), '', saved).state).toEqual({ give: [carrots], get: [], band: 2 });
    expect(openState(tradeQueryCodec(fruitData), '?get=custom_1', saved).state).toEqual({
      give: [],
      get: [{ kind: 'custom', sheckles: 1n }],
      band: 5,
    });
  });

  it('adds an item to the saved trade for “Add to a trade”', async () => {
    const saved = encodeTradeQuery({ give: [carrots], get: [], band: 10 });
    await expect(tradeQueryWith(saved, 'give', moonMango)).resolves.toBe(
      'give=carrot_0.275_normal__10&give=moon-mango_15_rainbow_frozen~shocked_1&band=10',
    );
    await expect(tradeQueryWith(undefined, 'give', carrots)).resolves.toBe('give=carrot_0.275_normal__10');
    const full = encodeTradeQuery({ give: Array.from({ length: MAX_TRADE_ITEMS }, () => carrots), get: [], band: 5 });
    await expect(tradeQueryWith(full, 'give', moonMango)).resolves.toBeNull();
    await expect(tradeQueryWith(full, 'get', moonMango)).resolves.toMatch(/&get=moon-mango_15_rainbow_frozen~shocked_1$/);
  });
});

describe('opening a trade link', () => {
  it('keeps a legal mutation set in the link’s own order', () => {
    expect(openState(tradeQueryCodec(fruitData), '?give=moon-mango_15_rainbow_frozen~shocked_1', undefined).state.give[0]).toMatchObject({
      mutationIds: ['frozen', 'shocked'],
    });
    expect(openState(tradeQueryCodec(fruitData), '?give=moon-mango_15_rainbow_shocked~frozen_1', undefined).state.give[0]).toMatchObject({
      mutationIds: ['shocked', 'frozen'],
    });
  });
});
