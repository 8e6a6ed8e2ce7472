import './ui.css';
import { useId } from 'react';
import { chartPath, tenth } from './chartPath';

export interface ChartPoint {
  x: number;
  y: number;
}

interface LineChartProps {
  points: readonly ChartPoint[];
  /** The point to highlight, e.g. the current weight or age. */
  marker?: ChartPoint | undefined;
  title: string;
  description: string;
  xLabel: string;
  yLabel: string;
  formatX: (value: number) => string;
  formatY: (value: number) => string;
  /** The tick's full number, shown on hover, where formatY shortens it (2.5B). */
  formatYInFull?: ((value: number) => string) | undefined;
  /** In right-to-left pages the x axis runs from the right, like the text. */
  direction: 'ltr' | 'rtl';
  markerLabel?: string | undefined;
}

const WIDTH = 640;
const HEIGHT = 320;
// The end leaves room for half of a tick's number centred on the axis's last tick ("100" at a phone's large type).
const PAD = { top: 16, bottom: 48, side: 72, end: 28 };
/** Axis numbers read left to right in every language: "-5", "2.5B". */
const NUMBER_TEXT = 'ltr';

/** About five round-numbered ticks spanning [min, max]. */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min)) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max + step * 1e-9; tick += step) ticks.push(Number(tick.toPrecision(12)));
  return ticks;
}

/** A line chart drawn as SVG: no chart library, sized by its viewBox, readable by screen readers. */
export function LineChart({
  points,
  marker,
  title,
  description,
  xLabel,
  yLabel,
  formatX,
  formatY,
  formatYInFull,
  direction,
  markerLabel,
}: LineChartProps) {
  const id = useId();
  if (points.length < 2) return null;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const xMin = Math.min(...xs);
  const xMax = Math.max(...xs);
  const yMin = 0;
  const yMax = Math.max(...ys, marker?.y ?? 0) * 1.05 || 1;

  const plotStart = PAD.side;
  const plotEnd = WIDTH - PAD.end;
  const rtl = direction === 'rtl';
  const drawnX = (x: number) => {
    const t = (x - xMin) / (xMax - xMin || 1);
    return rtl ? WIDTH - (plotStart + t * (plotEnd - plotStart)) : plotStart + t * (plotEnd - plotStart);
  };
  const drawnY = (y: number) => HEIGHT - PAD.bottom - ((y - yMin) / (yMax - yMin)) * (HEIGHT - PAD.top - PAD.bottom);
  const sx = (x: number) => tenth(drawnX(x));
  const sy = (y: number) => tenth(drawnY(y));
  const path = chartPath(points.map((p) => ({ x: drawnX(p.x), y: drawnY(p.y) })));
  const axisX = rtl ? WIDTH - plotStart : plotStart;
  // The numbers are drawn left to right whatever the page (NUMBER_TEXT), so these anchors are the physical sides: in
  // right-to-left pages the value axis stands on the right and its labels begin just past it. Under the page's rtl,
  // 'start' would be the label's right-hand end and the label would run back across the axis.
  const labelAnchor = rtl ? 'start' : 'end';
  const labelX = rtl ? axisX + 8 : axisX - 8;
  // The marker's label is words ("Age 1"), so it keeps the page's direction, and its anchors are logical. The x axis runs
  // the way the page reads: a label that starts at a marker in the first half runs away from the value axis into the
  // plot, and one that ends at a marker in the second half runs back towards it, so neither crosses the axis nor leaves
  // the drawing.
  const markerX = marker ? sx(marker.x) : 0;
  const markerInFirstHalf = marker ? (marker.x - xMin) / (xMax - xMin || 1) < 0.5 : true;
  const inlineGap = rtl ? -6 : 6;

  return (
    <figure className="line-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}-t ${id}-d`} direction={direction}>
        <title id={`${id}-t`}>{title}</title>
        <desc id={`${id}-d`}>{description}</desc>
        {niceTicks(yMin, yMax).map((tick) => {
          const shown = formatY(tick);
          const inFull = formatYInFull?.(tick);
          return (
            <g key={`y${tick}`} className="line-chart__grid">
              <line x1={sx(xMin)} x2={sx(xMax)} y1={sy(tick)} y2={sy(tick)} />
              <text x={labelX} y={sy(tick)} textAnchor={labelAnchor} dominantBaseline="middle" direction={NUMBER_TEXT}>
                {/* Where the tick already shows the number in full ("200"), hovering has nothing to add. */}
                {inFull !== undefined && !shown.includes(inFull) ? <title>{inFull}</title> : null}
                {shown}
              </text>
            </g>
          );
        })}
        {niceTicks(xMin, xMax).map((tick) => (
          <text
            key={`x${tick}`}
            className="line-chart__tick"
            x={sx(tick)}
            y={HEIGHT - PAD.bottom + 18}
            textAnchor="middle"
            direction={NUMBER_TEXT}
          >
            {formatX(tick)}
          </text>
        ))}
        <line className="line-chart__axis" x1={axisX} x2={axisX} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
        <line className="line-chart__axis" x1={sx(xMin)} x2={sx(xMax)} y1={HEIGHT - PAD.bottom} y2={HEIGHT - PAD.bottom} />
        <path className="line-chart__line" d={path} />
        {marker ? (
          <g className="line-chart__marker" data-testid="chart-marker" data-x={marker.x} data-y={marker.y}>
            <line x1={markerX} x2={markerX} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
            <circle cx={markerX} cy={sy(marker.y)} r={6} />
            {markerLabel ? (
              <text
                x={tenth(markerInFirstHalf ? markerX + inlineGap : markerX - inlineGap)}
                y={PAD.top + 4}
                textAnchor={markerInFirstHalf ? 'start' : 'end'}
                direction={direction}
                className="line-chart__marker-label"
              >
                {markerLabel}
              </text>
            ) : null}
          </g>
        ) : null}
        <text className="line-chart__label" x={tenth((sx(xMin) + sx(xMax)) / 2)} y={HEIGHT - 8} textAnchor="middle">
          {xLabel}
        </text>
      </svg>
      <figcaption className="line-chart__caption">{yLabel}</figcaption>
    </figure>
  );
}
