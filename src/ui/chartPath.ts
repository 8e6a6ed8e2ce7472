/**
 * A chart's line as an SVG path with as few segments as draw it: each run of points that one straight line or one
 * quadratic curve passes within `tolerance` of becomes one segment. The value chart is flat up to the price floor and
 * then a parabola, so its 49 samples come out as a line and a few curves; the drawing is the same within a fraction of
 * a pixel, and home's document is a few hundred bytes shorter (docs/performance.md, 2026-12-03).
 *
 * `points` are in drawing units, in order along x; coordinates are written to a tenth of a unit.
 */
export interface PathPoint {
  x: number;
  y: number;
}

/**
 * A curve spans at least this many steps: three points fit some parabola whatever they are, so a curve must pass near
 * points it was not chosen to pass through before it stands for them (a bend between two straight runs stays a bend).
 */
const MIN_CURVE_SPAN = 4;

/** A tenth of a unit in a 640-wide drawing is finer than any screen shows; more digits only lengthen the page. */
export const tenth = (value: number) => Math.round(value * 10) / 10;
const at = (point: PathPoint) => `${tenth(point.x)},${tenth(point.y)}`;

/** Where each point between `from` and `to` lies along x, from 0 at `from` to 1 at `to`; null where that is not strictly between. */
function positions(points: readonly PathPoint[], from: number, to: number): number[] | null {
  const span = points[to]!.x - points[from]!.x;
  const ts: number[] = [];
  for (let k = from + 1; k < to; k++) {
    const t = (points[k]!.x - points[from]!.x) / span;
    if (!(t > 0 && t < 1)) return null;
    ts.push(t);
  }
  return ts;
}

function fitsLine(points: readonly PathPoint[], from: number, to: number, tolerance: number): boolean {
  const ts = positions(points, from, to);
  if (!ts) return false;
  const y0 = tenth(points[from]!.y);
  const y1 = tenth(points[to]!.y);
  return ts.every((t, i) => Math.abs(y0 + t * (y1 - y0) - points[from + 1 + i]!.y) <= tolerance);
}

/**
 * The control point's y of the quadratic curve from `from` to `to` that passes nearest the points between (least
 * squares), with its control point's x halfway so that x runs evenly along the curve; null if a point is further than
 * `tolerance` from it, or if the control point is not between the ends in y: only then does the curve run one way
 * from end to end, as a chart's values do between two samples, without dipping past either end.
 */
function quadraticControl(points: readonly PathPoint[], from: number, to: number, tolerance: number): number | null {
  if (to - from < MIN_CURVE_SPAN) return null;
  const ts = positions(points, from, to);
  if (!ts) return null;
  const y0 = tenth(points[from]!.y);
  const y1 = tenth(points[to]!.y);
  // y(t) = (1-t)² y0 + 2t(1-t) c + t² y1: linear in c.
  const ends = ts.map((t) => (1 - t) ** 2 * y0 + t ** 2 * y1);
  const weights = ts.map((t) => 2 * t * (1 - t));
  let numerator = 0;
  let denominator = 0;
  ts.forEach((_, i) => {
    numerator += weights[i]! * (points[from + 1 + i]!.y - ends[i]!);
    denominator += weights[i]! ** 2;
  });
  const control = tenth(numerator / denominator);
  if (control < Math.min(y0, y1) || control > Math.max(y0, y1)) return null;
  const fits = ts.every((_, i) => Math.abs(ends[i]! + weights[i]! * control - points[from + 1 + i]!.y) <= tolerance);
  return fits ? control : null;
}

export function chartPath(points: readonly PathPoint[], tolerance = 0.25): string {
  if (points.length === 0) return '';
  let path = `M${at(points[0]!)}`;
  let from = 0;
  while (from < points.length - 1) {
    let lineTo = from + 1;
    while (lineTo + 1 < points.length && fitsLine(points, from, lineTo + 1, tolerance)) lineTo++;
    let curveTo = from;
    let control: number | null = null;
    for (let to = from + MIN_CURVE_SPAN; to < points.length; to++) {
      const found = quadraticControl(points, from, to, tolerance);
      if (found === null) break;
      curveTo = to;
      control = found;
    }
    if (control !== null && curveTo > lineTo) {
      const middleX = (points[from]!.x + points[curveTo]!.x) / 2;
      path += `Q${tenth(middleX)},${control} ${at(points[curveTo]!)}`;
      from = curveTo;
    } else {
      path += `L${at(points[lineTo]!)}`;
      from = lineTo;
    }
  }
  return path;
}
