// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DisclosureMenu } from './DisclosureMenu';

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
});
