// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>error panel: {String(this.state.error)}</p> : this.props.children;
  }
}

afterEach(() => {
  vi.doUnmock('../../game/petRoster');
  vi.resetModules();
});

async function renderWanted() {
  const { usePets } = await import('./usePets');
  function Status() {
    const pets = usePets(true, null);
    return <p>{pets.status === 'ready' ? `${pets.module.petRoster.length} pets` : pets.status}</p>;
  }
  await act(async () => {
    render(
      <Boundary>
        <Status />
      </Boundary>,
    );
  });
}

describe('the pet data on first use', () => {
  it('loads once wanted and gives the roster', async () => {
    await renderWanted();
    expect(await screen.findByText(/^\d+ pets$/)).toBeInTheDocument();
  });

  it('shows a failed download through the error panel, the one place a failed load is shown and retried', async () => {
    vi.doMock('../../game/petRoster', () => {
      throw new Error('offline');
    });
    await renderWanted();
    expect(await screen.findByText(/^error panel: /)).toBeInTheDocument();
  });
});
