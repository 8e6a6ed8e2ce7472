import { describe, expect, it } from 'vitest';
import { getCrop } from './crops';
import { sellPriceSteps, unroundedCropValue } from './explain';
import { PRICE_FLOOR_WEIGHT_FACTOR } from './formula';
import { applyMarketTax, cropValue, MARKET_TAX_THRESHOLD, sellPrice } from './index';

describe('the formula’s steps', () => {
  it('gives the smallest weight factor as the price floor’s ratio squared', () => {
    expect(PRICE_FLOOR_WEIGHT_FACTOR).toBeCloseTo(0.9025, 12);
  });

  it('returns the engine’s own sale and every number between the base value and the price', () => {
    // Wet and Chilled fuse into Frozen, so the steps speak of the mutation the fruit really holds.
    const input = {
      crop: getCrop('pumpkin'),
      weightKg: 10,
      variantId: 'gold',
      mutationIds: ['wet', 'chilled'],
      boostPercent: 40,
      quantity: 2,
    };
    const steps = sellPriceSteps(input);
    expect(steps.sale).toEqual(sellPrice(input));
    expect(steps.baseValue).toBe(3_400);
    expect(steps.baseWeight).toBe(getCrop('pumpkin').weights?.baseWeight);
    expect(steps.mutations.map(({ mutationId, contribution }) => [mutationId, contribution])).toEqual([['frozen', 9]]);
    // 3,400 × (10 / 8)² × 20 × 10
    expect(steps.unrounded).toBe(1_062_500);
    expect(steps.taxed).toBe(steps.unrounded);
    expect(steps.sale.value).toBe(1_062_500);
    expect(steps.sale.perFruit).toBe(1_487_500n);
  });

  it('shows the market tax on a value above one trillion', () => {
    const steps = sellPriceSteps({
      crop: getCrop('moon-mango'),
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
    const { result, unrounded } = unroundedCropValue({ crop: getCrop('pumpkin'), weightKg: 1, variantId: 'normal', mutationIds: [] });
    expect(unrounded).toBe(3068.5);
    expect(result).toEqual(cropValue({ crop: getCrop('pumpkin'), weightKg: 1, variantId: 'normal', mutationIds: [] }));
  });
});
