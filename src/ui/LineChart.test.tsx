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
    coordinates.push(...path.split(/[ML,]/).filter(Boolean));
    expect(coordinates.length).toBeGreaterThan(10);
    expect(coordinates.filter((value) => !/^-?\d+(\.\d)?$/.test(value!))).toEqual([]);
  });

  it('gives each shortened value tick its full number on hover', () => {
    render(<LineChart {...props} formatY={(y) => `${y / 100}H`} formatYInFull={(y) => `${y} in full`} direction="ltr" />);
    const tick = screen.getByText('1H');
    expect(tick.querySelector('title')).toHaveTextContent('100 in full');
  });
});
