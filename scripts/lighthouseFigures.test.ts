import { describe, expect, it } from 'vitest';
import { figuresOf, median, medianFigures } from './lighthouseFigures';

const result = (score: number | null, lcp: number, tbt: number, cls: number) => ({
  categories: { performance: { score } },
  audits: {
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
});

describe('Lighthouse figures over runs', () => {
  it('reads a result’s score as a whole number and its metrics as they are', () => {
    expect(figuresOf(result(0.987, 900, 12.5, 0))).toEqual({ score: 99, lcpMs: 900, tbtMs: 12.5, cls: 0 });
    expect(figuresOf(result(null, 900, 12.5, 0)).score).toBeNaN();
  });

  it('takes each metric’s own median, even where the runs disagree on which is the middle one', () => {
    const runs = [result(0.9, 800, 45, 0), result(0.95, 900, 4, 0.01), result(0.99, 1300, 10, 0)].map(figuresOf);
    expect(medianFigures(runs)).toEqual({ score: 95, lcpMs: 900, tbtMs: 10, cls: 0 });
  });

  it('leaves out runs without a value, and takes the mean of the two middle values of an even count', () => {
    expect(median([Number.NaN, 3, 1])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([Number.NaN])).toBeNaN();
  });
});
