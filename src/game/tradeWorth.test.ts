import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCrop, getCrop } from './crops';
import { GameInputError } from './inputs';
import { variants } from './mutationData';
import { weighedCrops } from './test-support/weighedCrops';
import { TRADE_BANDS, type TradeFruit, type TradeItem } from './trade';
import { compareTrade, tradeItemValue, tradeSideTotal, tradeVerdict } from './tradeWorth';
import type { VariantId } from './types';
import { sellPrice, tradeFruitValue } from './value';

// Every fruit valued by the engine's one fruit valuer, as the trade checker values it.
const itemValue = (item: TradeItem) => tradeItemValue(item, (fruit) => tradeFruitValue(fruit, findCrop));
const sideTotal = (items: readonly TradeItem[]) => tradeSideTotal(items, (fruit) => tradeFruitValue(fruit, findCrop));
const compare = (give: readonly TradeItem[], get: readonly TradeItem[], band: number) =>
  compareTrade(give, get, band, (fruit) => tradeFruitValue(fruit, findCrop));

const fruit = (cropId: string, weightKg: number, variantId: VariantId, mutationIds: string[], quantity: number): TradeFruit => ({
  kind: 'fruit',
  cropId,
  weightKg,
  variantId,
  mutationIds,
  quantity,
});

describe('trade totals', () => {
  it('values fruit as the game sells it, every fruit counted, with no friend boost', () => {
    // formulas.md: Moon Mango 15 kg Rainbow + Frozen = 25,000,000; a Carrot at its base weight = 20.
    expect(itemValue(fruit('moon-mango', 15, 'rainbow', ['frozen'], 1))).toBe(25_000_000n);
    expect(itemValue(fruit('carrot', 0.275, 'normal', [], 10))).toBe(200n);
    expect(sideTotal([fruit('carrot', 0.275, 'normal', [], 10), { kind: 'custom', sheckles: 1_000n }])).toBe(1_200n);
    expect(sideTotal([])).toBe(0n);
  });

  it('adds exactly past what a floating-point number holds', () => {
    const big = { kind: 'custom', sheckles: 9_007_199_254_740_993n } as const;
    expect(sideTotal([big, big])).toBe(18_014_398_509_481_986n);
  });

  // A Rainbow Frozen Moon Mango of 1,000,000 kg is worth 41,028,717,948,717,948.7… by the formula; worked out in
  // floating point, as the game does, it is the double 41,028,717,948,717,952, whose last digits no one can vouch for:
  // a million of them showed «41,028,717,948,717,952,000,000», its «952» only the double's binary tail.
  it('counts a fruit worth more than 2^53 to the 15 digits floating point is sure of, the rest zeros', () => {
    expect(itemValue(fruit('moon-mango', 1_000_000, 'rainbow', ['frozen'], 1))).toBe(41_028_717_948_718_000n);
    expect(itemValue(fruit('moon-mango', 1_000_000, 'rainbow', ['frozen'], 1_000_000))).toBe(41_028_717_948_718_000_000_000n);
    // Up to 2^53 a double holds every whole number: a value there keeps every digit.
    expect(itemValue(fruit('moon-mango', 15, 'rainbow', ['frozen'], 1_000_000))).toBe(25_000_000_000_000n);
  });

  // The difference to a typed 5 read «41,028,717,948,717,999,999,995»: exact arithmetic on a total sure only to its
  // first 15 digits, so its last ones were as false as a double's tail.
  it('keeps a total holding such a fruit, and the difference to it, to the digits that total is sure of', () => {
    const mangos = fruit('moon-mango', 1_000_000, 'rainbow', ['frozen'], 1_000_000);
    const result = compare([mangos, { kind: 'custom', sheckles: 123n }], [{ kind: 'custom', sheckles: 5n }], 5);
    expect(result.give).toBe(41_028_717_948_718_000_000_000n);
    expect(result.get).toBe(5n);
    expect(result.difference).toBe(-41_028_717_948_718_000_000_000n);
    expect(compare([{ kind: 'custom', sheckles: 5n }], [mangos], 5).difference).toBe(41_028_717_948_718_000_000_000n);
    // Typed values are exact however large: so are their totals and difference.
    const typed = { kind: 'custom', sheckles: 1_000_000_000_000_000_000n } as const;
    const twelve = Array.from({ length: 12 }, () => typed);
    expect(compare(twelve, [{ kind: 'custom', sheckles: 5n }], 5).difference).toBe(-11_999_999_999_999_999_995n);
  });

  // Rounded as the whole total's first 15 digits, both sides read 100,041,028,717,949,000,000 and the trade was fair
  // by 0, though the same mango is on both sides and what you get holds a typed 400,000 more.
  it('rounds a total only as far as its unsure fruits are unsure, not a typed amount beside them', () => {
    const mango = fruit('moon-mango', 1_000_000, 'rainbow', ['frozen'], 1);
    const result = compare(
      [mango, { kind: 'custom', sheckles: 100_000_000_000_000_000_000n }],
      [mango, { kind: 'custom', sheckles: 100_000_000_000_000_400_000n }],
      5,
    );
    expect(result.give).toBe(100_041_028_717_948_718_000n);
    expect(result.get).toBe(100_041_028_717_949_118_000n);
    expect(result.difference).toBe(400_000n);
  });

  it('matches the sell-price engine item by item (oracle)', () => {
    const item = fc.record({
      crop: fc.constantFrom(...weighedCrops),
      ratio: fc.double({ min: 0.5, max: 20, noNaN: true }),
      variant: fc.constantFrom(...variants),
      quantity: fc.integer({ min: 1, max: 1_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 12 }), (items) => {
        const side = items.map(({ crop, ratio, variant, quantity }) =>
          fruit(crop.id, crop.weights.baseWeight * ratio, variant.id, [], quantity),
        );
        const expected = side.reduce(
          (sum, each) => sum + sellPrice({ ...each, crop: getCrop(each.cropId), boostPercent: 0 }).perFruit * BigInt(each.quantity),
          0n,
        );
        expect(sideTotal(side)).toBe(expected);
      }),
    );
  });

  it('refuses a negative typed value and a bad fruit with the engine error', () => {
    expect(() => itemValue({ kind: 'custom', sheckles: -1n })).toThrow(GameInputError);
    expect(() => itemValue(fruit('no-such-crop', 1, 'normal', [], 1))).toThrow(GameInputError);
    expect(() => itemValue(fruit('carrot', 1, 'normal', [], 0))).toThrow(GameInputError);
  });
});

describe('trade verdict', () => {
  it.each([
    [100n, 106n, 5, 'win'],
    [100n, 105n, 5, 'fair'],
    [105n, 100n, 5, 'fair'],
    [106n, 100n, 5, 'loss'],
    // 5.26 % more given than got: once a win the other way round, never fair this way.
    [100n, 95n, 5, 'loss'],
    [1_000_000n, 1_052_000n, 5, 'win'],
    [1_052_000n, 1_000_000n, 5, 'loss'],
    [100n, 102n, 2, 'fair'],
    [100n, 103n, 2, 'win'],
    [110n, 100n, 10, 'fair'],
    [111n, 100n, 10, 'loss'],
    [1_000n, 1_051n, 5, 'win'],
    [1_000n, 1_050n, 5, 'fair'],
    [0n, 1n, 5, 'win'],
    [0n, 0n, 5, 'fair'],
    [1n, 0n, 10, 'loss'],
  ] as const)('gives %d, gets %d with a %d %% band: %s', (give, get, band, verdict) => {
    expect(tradeVerdict(give, get, band)).toBe(verdict);
  });

  it('agrees with the band written as a fraction of the side worth less (oracle), and swapping the sides swaps the verdict', () => {
    const opposite = { win: 'loss', loss: 'win', fair: 'fair' } as const;
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.constantFrom(...TRADE_BANDS),
        (give, get, band) => {
          // (larger − smaller) / smaller compared with band / 100.
          const [larger, smaller] = get > give ? [get, give] : [give, get];
          const beyond = (larger - smaller) * 100n > BigInt(band) * smaller;
          const expected = !beyond ? 'fair' : get > give ? 'win' : 'loss';
          expect(tradeVerdict(give, get, band)).toBe(expected);
          expect(tradeVerdict(get, give, band)).toBe(opposite[expected]);
        },
      ),
    );
  });

  it('refuses a band the checker does not offer', () => {
    expect(() => tradeVerdict(1n, 1n, 7)).toThrow(GameInputError);
  });
});

describe('compareTrade', () => {
  const custom = (sheckles: bigint): TradeItem => ({ kind: 'custom', sheckles });

  it('gives the totals, the difference and its percentage of the side worth less', () => {
    expect(compare([custom(200n)], [custom(250n)], 5)).toEqual({
      give: 200n,
      get: 250n,
      difference: 50n,
      percent: 25,
      verdict: 'win',
    });
    // You give 50 % more than you get: the percentage of what you get, as "more than" reads.
    expect(compare([custom(3n)], [custom(2n)], 10).percent).toBe(-50);
    // Just past the band, the percentage still shows it: 5.001 %, a win.
    expect(compare([custom(100_000n)], [custom(105_001n)], 5)).toMatchObject({ percent: 5.001, verdict: 'win' });
    // The same sides swapped: the same percentage, the other sign.
    expect(compare([custom(1_052_000n)], [custom(1_000_000n)], 5)).toMatchObject({ percent: -5.2, verdict: 'loss' });
    expect(compare([custom(1_000_000n)], [custom(1_052_000n)], 5)).toMatchObject({ percent: 5.2, verdict: 'win' });
  });

  it('gives a percentage too small for four decimals with its sign, not as zero', () => {
    const { percent, difference } = compare([custom(1_516_403_166n)], [custom(1_516_402_666n)], 5);
    expect(difference).toBe(-500n);
    expect(percent).toBeCloseTo((-500 / 1_516_402_666) * 100, 12);
    expect(compare([custom(100_000_000n)], [custom(100_000_001n)], 5).percent).toBeCloseTo(0.000001, 12);
    expect(compare([custom(7n)], [custom(7n)], 5).percent).toBe(0);
  });

  it('has no percentage when a side is worth nothing', () => {
    expect(compare([], [custom(5n)], 5)).toMatchObject({ percent: null, verdict: 'win', difference: 5n });
    expect(compare([custom(5n)], [custom(0n)], 5)).toMatchObject({ percent: null, verdict: 'loss', difference: -5n });
    expect(compare([], [], 5)).toMatchObject({ percent: null, verdict: 'fair' });
  });
});
