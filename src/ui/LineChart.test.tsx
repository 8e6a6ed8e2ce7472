// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart, niceTicks } from './LineChart';

const props = {
  points: [
    { x: 0, y: 0 },
    { x: 10, y: 100 },
  ],
  marker: { x: 10, y: 100 },
  title: 'Weight by age',
  description: 'Grows linearly',
  xLabel: 'Age',
  yLabel: 'kg',
  formatX: String,
  formatY: String,
};

describe('LineChart', () => {
  it('picks round ticks covering the range', () => {
    expect(niceTicks(0, 100)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(1, 100)).toEqual([20, 40, 60, 80, 100]);
    expect(niceTicks(0, 0.9)).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });

  it('is an image named by its title, with the marker at the end in ltr', () => {
    render(<LineChart {...props} direction="ltr" />);
    expect(screen.getByRole('img', { name: /Weight by age/ })).toBeInTheDocument();
    const circle = screen.getByTestId('chart-marker').querySelector('circle')!;
    expect(Number(circle.getAttribute('cx'))).toBeGreaterThan(600);
  });

  it('runs from the right in rtl', () => {
    render(<LineChart {...props} direction="rtl" />);
    const circle = screen.getByTestId('chart-marker').querySelector('circle')!;
    expect(Number(circle.getAttribute('cx'))).toBeLessThan(40);
  });

  // In a right-to-left page the svg inherits rtl, where 'start' is a text's right-hand end: the anchors only mean the
  // side they are meant to with the direction the text itself carries.
  function valueLabels(container: HTMLElement) {
    const axisX = Number(container.querySelector('line.line-chart__axis')!.getAttribute('x1'));
    const labels = [...container.querySelectorAll('.line-chart__grid text')];
    expect(labels.map((label) => label.textContent)).toEqual(['0', '25', '50', '75', '100']);
    return { axisX, labels };
  }

  it('draws the value labels left to right, ending before the axis on its left in ltr', () => {
    const { container } = render(<LineChart {...props} direction="ltr" />);
    const { axisX, labels } = valueLabels(container);
    for (const label of labels) {
      expect(label).toHaveAttribute('direction', 'ltr');
      expect(label).toHaveAttribute('text-anchor', 'end');
      expect(Number(label.getAttribute('x'))).toBeLessThan(axisX);
    }
  });

  it('draws the value labels left to right, starting past the axis on its right in rtl', () => {
    const { container } = render(<LineChart {...props} direction="rtl" />);
    const { axisX, labels } = valueLabels(container);
    expect(axisX).toBeGreaterThan(320);
    for (const label of labels) {
      expect(label).toHaveAttribute('direction', 'ltr');
      expect(label).toHaveAttribute('text-anchor', 'start');
      expect(Number(label.getAttribute('x'))).toBeGreaterThan(axisX);
    }
    for (const tick of container.querySelectorAll('.line-chart__tick')) expect(tick).toHaveAttribute('direction', 'ltr');
  });

  for (const direction of ['ltr', 'rtl'] as const) {
    it(`${direction}: runs the marker's label from the marker into the plot, away from the value axis`, () => {
      // Right of the marker is into the plot in ltr; left of it in rtl. As words, the label keeps the page's direction,
      // so 'start' is its left end in ltr and its right end in rtl.
      const intoPlot = direction === 'ltr' ? 1 : -1;
      for (const [x, anchor, side] of [
        [0, 'start', intoPlot],
        [10, 'end', -intoPlot],
      ] as const) {
        const { getByTestId, getByText, unmount } = render(
          <LineChart {...props} marker={{ x, y: x * 10 }} markerLabel="Age 1" direction={direction} />,
        );
        const markerX = Number(getByTestId('chart-marker').querySelector('circle')!.getAttribute('cx'));
        const label = getByText('Age 1');
        expect(label).toHaveAttribute('direction', direction);
        expect(label).toHaveAttribute('text-anchor', anchor);
        expect(Math.sign(Number(label.getAttribute('x')) - markerX)).toBe(side);
        unmount();
      }
    });
  }

  it('centres the axis name under the plot, mirrored in rtl', () => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const { container, unmount } = render(<LineChart {...props} direction={direction} />);
      const xAxis = container.querySelectorAll('line.line-chart__axis')[1]!;
      const middle = (Number(xAxis.getAttribute('x1')) + Number(xAxis.getAttribute('x2'))) / 2;
      expect(Number(container.querySelector('.line-chart__label')!.getAttribute('x'))).toBeCloseTo(middle, 1);
      unmount();
    }
  });

  it('writes its coordinates to a tenth of a unit at most', () => {
    const { container } = render(
      <LineChart
        {...props}
        points={[
          { x: 0, y: 0 },
          { x: 3, y: 7 },
        ]}
        marker={{ x: 1, y: 7 / 3 }}
        direction="ltr"
      />,
    );
    const coordinates = [...container.querySelectorAll('line, circle, text')].flatMap((element) =>
      ['x', 'y', 'x1', 'x2', 'y1', 'y2', 'cx', 'cy'].map((name) => element.getAttribute(name)).filter((value) => value !== null),
    );
    const path = container.querySelector('path.line-chart__line')?.getAttribute('d') ?? '';
    coordinates.push(...path.split(/[MLQ, ]/).filter(Boolean));
    expect(coordinates.length).toBeGreaterThan(10);
    expect(coordinates.filter((value) => !/^-?\d+(\.\d)?$/.test(value!))).toEqual([]);
  });

  it('gives each shortened value tick its full number on hover', () => {
    render(<LineChart {...props} formatY={(y) => `${y / 100}H`} formatYInFull={(y) => `${y} in full`} direction="ltr" />);
    const tick = screen.getByText('1H');
    expect(tick.querySelector('title')).toHaveTextContent('100 in full');
  });

  it('gives no hover text to a tick that already shows its number in full', () => {
    render(<LineChart {...props} formatY={(y) => `\u2066${y}\u2069`} formatYInFull={String} direction="rtl" />);
    expect(screen.getByText('\u2066100\u2069').querySelector('title')).toBeNull();
  });
});
