import { describe, expect, it } from 'vitest';
import { chartPath, type PathPoint } from './chartPath';

/** The y the drawn path has at x: reads M, L and Q segments (a Q's x runs evenly along it, as chartPath draws it). */
function drawnYAt(path: string, x: number): number {
  const parts = [...path.matchAll(/([MLQ])([^MLQ]+)/g)].map(([, command, args]) => ({
    command,
    numbers: args!.split(/[ ,]/).map(Number),
  }));
  let start = { x: parts[0]!.numbers[0]!, y: parts[0]!.numbers[1]! };
  for (const { command, numbers } of parts.slice(1)) {
    const end = { x: numbers.at(-2)!, y: numbers.at(-1)! };
    const t = (x - start.x) / (end.x - start.x);
    if (t >= -1e-9 && t <= 1 + 1e-9) {
      if (command === 'L') return start.y + t * (end.y - start.y);
      // x runs evenly along the curve only with the control point halfway: then t is where x is.
      expect(Math.abs(numbers[0]! - (start.x + end.x) / 2)).toBeLessThanOrEqual(0.06);
      const control = numbers[1]!;
      return (1 - t) ** 2 * start.y + 2 * t * (1 - t) * control + t ** 2 * end.y;
    }
    start = end;
  }
  throw new Error(`x ${x} is outside the path`);
}

const segments = (path: string) => path.match(/[LQ]/g)?.length ?? 0;

function expectDrawnThrough(points: readonly PathPoint[], path: string) {
  for (const point of points) expect(Math.abs(drawnYAt(path, point.x) - point.y)).toBeLessThanOrEqual(0.3);
}

/** The path against the shape it was sampled from, at ten points between each two samples. */
function expectDrawnAlong(points: readonly PathPoint[], path: string, y: (x: number) => number) {
  for (let i = 1; i < points.length; i++)
    for (let step = 1; step < 10; step++) {
      const x = points[i - 1]!.x + ((points[i]!.x - points[i - 1]!.x) * step) / 10;
      expect(Math.abs(drawnYAt(path, x) - y(x))).toBeLessThanOrEqual(0.3);
    }
}

const samples = (count: number, from: number, to: number, y: (x: number) => number): PathPoint[] =>
  Array.from({ length: count }, (_, i) => {
    const x = from + ((to - from) * i) / (count - 1);
    return { x, y: y(x) };
  });

describe('chartPath', () => {
  it('draws fifty samples of a parabola as one curve through all of them', () => {
    const points = samples(50, 72, 612, (x) => 272 - ((x - 72) / 540) ** 2 * 244);
    const path = chartPath(points);
    expect(path).toMatch(/^M72,272Q342,272 612,28$/);
    expectDrawnThrough(points, path);
  });

  it("draws the value chart's shape, flat to the price floor and then a parabola, in a few segments", () => {
    const floorX = 95;
    const y = (x: number) => 265.9 - Math.max(0, (x - 72) ** 2 - (floorX - 72) ** 2) * (237.7 / (540 ** 2 - 23 ** 2));
    for (const [from, to] of [
      [72, 612],
      [568, 28],
    ] as const) {
      const shape = (x: number) => y(from < to ? x : 640 - x);
      const points = samples(49, from, to, shape);
      const path = chartPath(points);
      expect(segments(path)).toBeLessThanOrEqual(6);
      expectDrawnThrough(points, path);
      expectDrawnAlong(points, path, shape);
      // Never below the price floor (down the drawing), however the curves meet the flat part.
      for (let x = Math.min(from, to); x <= Math.max(from, to); x += 0.5) expect(drawnYAt(path, x)).toBeLessThanOrEqual(265.9 + 0.05);
    }
  });

  it('draws no dip below a flat start where whole-number values make a curve fit it within the tolerance', () => {
    // As the value chart draws Carrot: whole values, 18 up to the floor weight, then 20 × (w / 0.275)², 0.1925–1.65 kg.
    const value = (w: number) => Math.round(w < 0.26125 ? 18 : 20 * (w / 0.275) ** 2);
    const top = value(1.65) * 1.05;
    const drawn = (w: number) => ({ x: 568 - ((w - 0.1925) / (1.65 - 0.1925)) * 540, y: 272 - (value(w) / top) * 256 });
    const points = Array.from({ length: 49 }, (_, i) => drawn(0.1925 + ((1.65 - 0.1925) * i) / 48));
    const floorY = drawn(0.2).y;
    const path = chartPath(points);
    expectDrawnThrough(points, path);
    for (let x = 28; x <= 568; x += 0.5) expect(drawnYAt(path, x)).toBeLessThanOrEqual(floorY + 0.05);
  });

  it('follows a peak without drawing past it', () => {
    const peak = samples(9, 0, 80, (x) => 100 - ((x - 40) / 4) ** 2);
    const path = chartPath(peak);
    for (let x = 0; x <= 80; x += 0.5) expect(drawnYAt(path, x)).toBeLessThanOrEqual(100.05);
    expectDrawnThrough(peak, path);
  });

  it('keeps lines where points share an x or go back along it', () => {
    const path = chartPath([
      { x: 0, y: 0 },
      { x: 10, y: 5 },
      { x: 10, y: 9 },
      { x: 5, y: 12 },
      { x: 20, y: 20 },
    ]);
    expect(path).toBe('M0,0L10,5L10,9L5,12L20,20');
  });

  it('draws points on a straight line as one line', () => {
    expect(chartPath(samples(20, 0, 100, (x) => 3 * x + 1))).toBe('M0,1L100,301');
  });

  it('keeps a line to each point where no line or curve passes near the next ones', () => {
    const zigzag = samples(6, 0, 50, (x) => (x % 20 === 0 ? 0 : 40));
    const path = chartPath(zigzag);
    expect(segments(path)).toBe(5);
    expectDrawnThrough(zigzag, path);
  });

  it('keeps a bend between two straight runs as a bend', () => {
    const rising = samples(11, 0, 100, (x) => Math.min(x, 60));
    expect(chartPath(rising)).toBe('M0,0L60,60L100,60');
  });

  it('draws nothing for no points and a start for one', () => {
    expect(chartPath([])).toBe('');
    expect(chartPath([{ x: 1.04, y: 2.06 }])).toBe('M1,2.1');
  });
});
