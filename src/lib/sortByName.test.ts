import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crops } from '../game/crops';
import { sortByName } from './sortByName';

describe('sortByName', () => {
  it('orders by name ignoring case, by code point, and keeps ties in their order', () => {
    const items = [{ name: 'banana' }, { name: 'Apple' }, { name: 'Éclair' }, { name: 'apple', tie: true }, { name: 'cherry' }];
    expect(sortByName(items).map((item) => item.name)).toEqual(['Apple', 'apple', 'banana', 'cherry', 'Éclair']);
  });

  it('sorts the 407 crops', () => {
    const sorted = sortByName(crops);
    expect(sorted).toHaveLength(crops.length);
    const names = sorted.map((crop) => crop.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(crops[0]?.id).toBe('carrot');
  });

  it('is a sorted permutation of its input and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.string().map((name) => ({ name }))), (items) => {
        const copy = [...items];
        const sorted = sortByName(items);
        expect(items).toEqual(copy);
        expect([...sorted].sort((a, b) => (a.name < b.name ? -1 : 1))).toEqual([...items].sort((a, b) => (a.name < b.name ? -1 : 1)));
        for (let i = 1; i < sorted.length; i++) {
          expect(sorted[i - 1]!.name.toLowerCase() <= sorted[i]!.name.toLowerCase()).toBe(true);
        }
      }),
    );
  });
});
