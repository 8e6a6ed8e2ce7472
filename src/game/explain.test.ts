import { describe, expect, it } from 'vitest';
import { PRICE_FLOOR_WEIGHT_FACTOR, sellPriceSteps, unroundedCropValue } from './explain';
import { applyMarketTax, cropValue, getCrop, MARKET_TAX_THRESHOLD, sellPrice } from './index';

describe('the formula’s steps', () => {
  it('gives the smallest weight factor as the price floor’s ratio squared', () => {
    expect(PRICE_FLOOR_WEIGHT_FACTOR).toBeCloseTo(0.9025, 12);
  });

  it('returns the engine’s own sale and every number between the base value and the price', () => {
    const input = {
      cropId: 'moon-mango',
      weightKg: 17.3,
      variantId: 'rainbow',
      mutationIds: ['frozen', 'shocked', 'celestial'],
      boostPercent: 20,
      quantity: 1,
    };
    const steps = sellPriceSteps(input);
    expect(steps.sale).toEqual(sellPrice(input));
    expect(steps.baseValue).toBe(50_000);
    expect(steps.baseWeight).toBe(getCrop('moon-mango').baseWeight);
    expect(steps.mutations.map(({ mutationId, contribution }) => [mutationId, contribution])).toEqual([
      ['celestial', 119],
      ['shocked', 99],
      ['frozen', 9],
    ]);
    expect(steps.sale.mutationMultiplier).toBe(228);
    expect(steps.unrounded).toBeCloseTo(758_201_333.33, 1);
    expect(steps.taxed).toBe(steps.unrounded);
    expect(steps.sale.value).toBe(758_201_333);
    expect(steps.sale.perFruit).toBe(909_841_600n);
  });

  it('shows the market tax on a value above one trillion', () => {
    const steps = sellPriceSteps({
      cropId: 'moon-mango',
      weightKg: 1500,
      variantId: 'rainbow',
      mutationIds: ['frozen', 'shocked', 'celestial'],
      boostPercent: 0,
      quantity: 1,
    });
    expect(steps.unrounded).toBeGreaterThan(MARKET_TAX_THRESHOLD);
    expect(steps.taxed).toBe(applyMarketTax(steps.unrounded));
    expect(steps.taxed).toBeLessThan(steps.unrounded);
    expect(steps.sale.marketTaxApplied).toBe(true);
    expect(steps.sale.value).toBe(Math.round(steps.taxed));
  });

  it('gives the unrounded value the engine rounds', () => {
    const { result, unrounded } = unroundedCropValue({ cropId: 'pumpkin', weightKg: 1, variantId: 'normal', mutationIds: [] });
    expect(unrounded).toBe(3068.5);
    expect(result).toEqual(cropValue({ cropId: 'pumpkin', weightKg: 1, variantId: 'normal', mutationIds: [] }));
  });
});
