// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DisclosureMenu } from './DisclosureMenu';
import { TakingOverPrerenderedHtml } from './prerenderedHtml';

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.replaceChildren();
});

function Menu({ onFollow }: { onFollow: () => void }) {
  return (
    <DisclosureMenu className="menu" summary="Menu" label="Menu" testId="menu">
      {(close) => (
        <button
          type="button"
          onClick={() => {
            onFollow();
            close();
          }}
        >
          Values
        </button>
      )}
    </DisclosureMenu>
  );
}

describe('a disclosure menu', () => {
  it('closes on Escape even before the browser has reported its opening, and gives the focus back to its button', () => {
    render(
      <DisclosureMenu className="menu" summary="Menu" label="Menu" testId="menu">
        {() => <a href="/values">Values</a>}
      </DisclosureMenu>,
    );
    const details = screen.getByTestId('menu') as HTMLDetailsElement;
    // Opened by the browser (Enter on its button); the toggle event that says so comes later, as a task of its own.
    details.open = true;
    fireEvent.keyDown(screen.getByRole('link', { name: 'Values' }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveFocus();
  });

  // Picking a colour hid the focused item with the panel, and the focus fell to the page's start.
  it('gives the focus back to its button when an item closes it', () => {
    const follow = vi.fn();
    render(<Menu onFollow={follow} />);
    const details = screen.getByTestId('menu') as HTMLDetailsElement;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    screen.getByRole('button', { name: 'Values' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Values' }));
    expect(follow).toHaveBeenCalled();
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')).toHaveFocus();
  });

  // Left open, a menu Tabbed out of covered the heading the focus went on to.
  it('closes when the focus leaves it for another control, not when it goes nowhere', () => {
    render(
      <>
        <Menu onFollow={() => undefined} />
        <button type="button">After</button>
      </>,
    );
    const details = screen.getByTestId('menu') as HTMLDetailsElement;
    act(() => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    const item = screen.getByRole('button', { name: 'Values' });
    fireEvent.blur(item, { relatedTarget: null });
    expect(details.open).toBe(true);
    fireEvent.blur(item, { relatedTarget: screen.getByRole('button', { name: 'After' }) });
    expect(details.open).toBe(false);
  });

  /** The menu as the prerender writes it, taken over as start-up does; its written item. */
  async function hydrateMenu(onFollow: () => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Menu onFollow={onFollow} />);
    document.body.append(container);
    const written = container.querySelector('button')!;
    await act(async () => {
      root = hydrateRoot(
        container,
        <TakingOverPrerenderedHtml value={true}>
          <Menu onFollow={onFollow} />
        </TakingOverPrerenderedHtml>,
      );
    });
    return written;
  }

  it('keeps its prerendered content until first opened, and makes it live then', async () => {
    const followed = vi.fn();
    const written = await hydrateMenu(followed);
    // Hydrated, the written item is still in place, and React does not handle it.
    expect(document.querySelector('button')).toBe(written);
    fireEvent.click(written);
    expect(followed).not.toHaveBeenCalled();

    const details = screen.getByTestId('menu') as HTMLDetailsElement;
    details.open = true;
    await act(async () => fireEvent(details, new Event('toggle')));
    const live = screen.getByRole('button', { name: 'Values' });
    expect(live).not.toBe(written);
    fireEvent.click(live);
    expect(followed).toHaveBeenCalledTimes(1);
    expect(details.open).toBe(false);
  });

  it('draws its content live when its button is first reached, before it opens', async () => {
    const followed = vi.fn();
    const written = await hydrateMenu(followed);
    await act(async () => fireEvent.focus(screen.getByText('Menu')));
    const live = screen.getByRole('button', { name: 'Values', hidden: true });
    expect(live).not.toBe(written);
    fireEvent.click(live);
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
