// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CompactAmount } from './CompactAmount';

describe('CompactAmount', () => {
  it('shows the game’s short form, with the full number on hover and for screen readers', () => {
    render(
      <button type="button">
        <CompactAmount value={2_500_000_000n} language="id" />
      </button>,
    );
    const button = screen.getByRole('button');
    // Screen readers hear the full amount only, never "2,5 B".
    expect(button).toHaveAccessibleName('2.500.000.000');
    const shown = button.querySelector('[aria-hidden="true"]')!;
    expect(shown.textContent?.replace(/[\u2066\u2069]/g, '')).toBe('2,5B');
    expect(shown.parentElement).toHaveAttribute('title', '2.500.000.000');
  });
});
