// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAfterLoading } from './useAfterLoading';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {String(this.state.error)}</p> : this.props.children;
  }
}

function Button({ loading, onLoaded }: { loading: () => Promise<string>; onLoaded: (value: string) => void }) {
  const afterLoading = useAfterLoading();
  return (
    <button type="button" onClick={() => afterLoading(loading(), onLoaded)}>
      go
    </button>
  );
}

describe('an action after loading', () => {
  it('runs once the code is in', async () => {
    const seen: string[] = [];
    render(<Button loading={() => Promise.resolve('code')} onLoaded={(value) => seen.push(value)} />);
    await act(async () => screen.getByRole('button').click());
    expect(seen).toEqual(['code']);
  });

  it('shows a failed load through the error boundary instead of doing nothing', async () => {
    const seen: string[] = [];
    render(
      <Boundary>
        <Button loading={() => Promise.reject(new Error('offline'))} onLoaded={(value) => seen.push(value)} />
      </Boundary>,
    );
    await act(async () => screen.getByRole('button').click());
    expect(screen.getByText('failed: Error: offline')).toBeInTheDocument();
    expect(seen).toEqual([]);
  });
});
