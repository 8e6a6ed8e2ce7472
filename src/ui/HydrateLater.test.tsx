// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/preact';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { HydrateLater, hydrateProgressively, useFullyHydrated, whenFullyHydrated } from './HydrateLater';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" data-testid={name} onClick={() => setCount(count + 1)}>
      {`${name} ${count}`}
    </button>
  );
}

function Status() {
  return <p data-testid="status">{useFullyHydrated() ? 'live' : 'prerendered'}</p>;
}

function PageWithParts() {
  return (
    <div>
      <Counter name="first" />
      <HydrateLater>
        <section data-testid="part">
          <Counter name="later" />
          <HydrateLater>
            <div data-testid="inner">
              <Counter name="innermost" />
            </div>
          </HydrateLater>
        </section>
      </HydrateLater>
      <Status />
    </div>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('HydrateLater', () => {
  it('keeps the prerendered markup of its parts and hydrates them in later tasks, nested parts included', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<PageWithParts />);
    document.body.append(container);
    const part = screen.getByTestId('part');
    const prerendered = part.outerHTML;

    hydrateProgressively(() => void hydrateRoot(container, <PageWithParts />));
    // Right after the first hydration: the part is still the prerendered element, untouched and inert,
    // while the rest of the page is live.
    expect(screen.getByTestId('part')).toBe(part);
    expect(part.outerHTML).toBe(prerendered);
    expect(screen.getByTestId('status')).toHaveTextContent('prerendered');
    fireEvent.click(screen.getByTestId('first'));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('first')).toHaveTextContent('first 1');
    fireEvent.click(screen.getByTestId('later'));
    expect(screen.getByTestId('later')).toHaveTextContent('later 0');

    await act(() => whenFullyHydrated());
    // The same elements, now live, and the hook reports it.
    expect(screen.getByTestId('part')).toBe(part);
    fireEvent.click(screen.getByTestId('later'));
    fireEvent.click(screen.getByTestId('innermost'));
    await act(() => Promise.resolve());
    expect(screen.getByTestId('later')).toHaveTextContent('later 1');
    expect(screen.getByTestId('innermost')).toHaveTextContent('innermost 1');
    await screen.findByText('live');
  });

  it('renders its children at once outside the first hydration', () => {
    const container = document.createElement('div');
    document.body.append(container);
    act(() => void hydrateRoot(container, <PageWithParts />));
    expect(screen.getByTestId('inner')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('live');
  });
});
