/*
 * Market tax (formulas.md §1): above one trillion the game passes the unrounded value through a piecewise-linear
 * curve before rounding. These are the final points of the October 2025 roll-out; the last segment is extended past
 * its end point.
 */
export const MARKET_TAX_POINTS = [
  [0, 0],
  [1e12, 1e12],
  [20e12, 10e12],
  [50e12, 25e12],
  [100e12, 40e12],
  [750e12, 280e12],
] as const satisfies readonly (readonly [number, number])[];

/** Values at or below this are not taxed. */
export const MARKET_TAX_THRESHOLD: number = MARKET_TAX_POINTS[1][0];

interface Segment {
  readonly x0: number;
  readonly y0: number;
  readonly slope: number;
}

const SEGMENTS: readonly Segment[] = MARKET_TAX_POINTS.slice(1).map(([x1, y1], index) => {
  const [x0, y0] = MARKET_TAX_POINTS[index] as readonly [number, number];
  return { x0, y0, slope: (y1 - y0) / (x1 - x0) };
});

/** Taxed value for an unrounded value; the identity up to the threshold. */
export function applyMarketTax(value: number): number {
  if (value <= MARKET_TAX_THRESHOLD) return value;
  let segment = SEGMENTS[0] as Segment;
  for (const candidate of SEGMENTS) {
    if (value < candidate.x0) break;
    segment = candidate;
  }
  return segment.y0 + (value - segment.x0) * segment.slope;
}

/**
 * The unrounded value whose taxed value is `taxed` (the curve rises strictly, so this is well defined). Used by the
 * reverse calculator; the result is only a starting guess there, it is confirmed with the forward formula.
 */
export function invertMarketTax(taxed: number): number {
  if (taxed <= MARKET_TAX_THRESHOLD) return taxed;
  let segment = SEGMENTS[0] as Segment;
  for (const candidate of SEGMENTS) {
    if (taxed < candidate.y0) break;
    segment = candidate;
  }
  return segment.x0 + (taxed - segment.y0) / segment.slope;
}
