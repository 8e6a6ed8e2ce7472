import { describe, expect, it } from 'vitest';
import { variants } from './mutationData';
import type { Variant } from './types';
import { harvestRolls, neverRolledAtHarvest } from './variantRoll';

const variant = (id: string, rollWeight: number | null): Variant => ({ id, name: id, multiplier: 1, rollWeight }) as Variant;

describe('the harvest roll of a variant', () => {
  it('gives the game’s chances: Gold 10 in 1,011, Rainbow 1 in 1,011, and never Silver or Diamond', () => {
    const rolls = harvestRolls(variants);
    expect(rolls.map(({ variant, weight }) => [variant.id, weight])).toEqual([
      ['normal', 1000],
      ['gold', 10],
      ['rainbow', 1],
    ]);
    expect(rolls.find((roll) => roll.variant.id === 'gold')!.chancePercent).toBeCloseTo(0.98912, 5);
    expect(rolls.find((roll) => roll.variant.id === 'rainbow')!.chancePercent).toBeCloseTo(0.098912, 6);
    expect(rolls.reduce((sum, roll) => sum + roll.chancePercent, 0)).toBeCloseTo(100, 10);
    expect(neverRolledAtHarvest(variants).map((each) => each.id)).toEqual(['silver', 'diamond']);
  });

  it('counts a weight of 0 as never rolled, and shares the chances among the others', () => {
    const given = [variant('a', 3), variant('b', 0), variant('c', 1), variant('d', null)];
    expect(harvestRolls(given).map((roll) => [roll.variant.id, roll.chancePercent])).toEqual([
      ['a', 75],
      ['c', 25],
    ]);
    expect(neverRolledAtHarvest(given).map((each) => each.id)).toEqual(['b', 'd']);
  });
});
