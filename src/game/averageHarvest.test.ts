import { describe, expect, it } from 'vitest';
import { averageHarvest } from './averageHarvest';
import { crops, getCrop } from './crops';
import { hugeChanceOf, weightRollRatios } from './formula';
import { cropValue } from './value';

describe('the average harvest', () => {
  it('rolls 701 shares of the base weight, a thousandth apart, from 0.7 to 1.4: 1.05 on average', () => {
    const ratios = weightRollRatios();
    expect(ratios).toHaveLength(701);
    expect([ratios[0], ratios[250], ratios[700]]).toEqual([0.7, 0.95, 1.4]);
    expect(ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length).toBeCloseTo(1.05, 12);
  });

  it('weighs 1.05 × the base weight, more by the huge chance (×3 or ×4): for every crop, none unknown', () => {
    for (const crop of crops) {
      const weights = crop.weights!;
      expect(averageHarvest(crop)!.weightKg, crop.id).toBeCloseTo(weights.baseWeight * 1.05 * (1 + hugeChanceOf(weights) * 2.5), 9);
    }
    // Carrot: 0.275 kg, huge 1 in 100. The community wiki's "average" is its base weight, 0.275 kg.
    expect(averageHarvest(getCrop('carrot'))!.weightKg).toBeCloseTo(0.29596875, 12);
  });

  it('is worth the mean of what each weight of the roll sells for, as the calculator values it', () => {
    const carrot = getCrop('carrot');
    const plain = (weightKg: number) => cropValue({ crop: carrot, weightKg, variantId: 'normal', mutationIds: [] }).value;
    const shares = Array.from({ length: 701 }, (_, index) => 0.7 + index / 1000);
    const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
    const normal = mean(shares.map((share) => plain(0.275 * share)));
    const huge = mean(shares.flatMap((share) => [plain(0.275 * share * 3), plain(0.275 * share * 4)]));
    expect(averageHarvest(carrot)!.value).toBeCloseTo(0.99 * normal + 0.01 * huge, 6);
    // More than the base value the wiki calls its average (20): the price floor keeps light fruits at 18, and huge ones
    // sell for 9 to 16 times as much.
    expect(averageHarvest(carrot)!.value).toBeGreaterThan(carrot.baseValue);
  });

  it('is unknown for a crop whose weight is', () => {
    expect(averageHarvest({ baseValue: 100, weights: null })).toBeNull();
  });
});
