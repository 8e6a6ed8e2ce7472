import { describe, expect, it } from 'vitest';
import { noteValuesOf, placeholdersOf } from './noteValues';

describe('a note’s values', () => {
  it('names its placeholders in order, and joins a record’s dates and numbers', () => {
    expect(placeholdersOf('{{price}} Sheckles in {{month}}, then {{price}}')).toEqual(['price', 'month', 'price']);
    expect(noteValuesOf({ noteDates: { month: '2025-08' }, noteNumbers: { price: { amount: 18 } } })).toEqual({
      month: '2025-08',
      price: { amount: 18 },
    });
  });

  it('refuses a record that names one placeholder both a date and a number, which would show one in place of the other', () => {
    expect(() => noteValuesOf({ noteDates: { price: '2025-08' }, noteNumbers: { price: { amount: 18 } } })).toThrow(/\{\{price\}\}/);
  });
});
