// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberField } from './NumberField';

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState('1');
  return <NumberField label="Weight" value={value} onValueChange={setValue} error={error} suffix="kg" />;
}

describe('NumberField', () => {
  it('is a labelled text field that accepts decimal commas and Arabic digits as typed', async () => {
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    await userEvent.clear(input);
    await userEvent.type(input, '١٫٥');
    expect(input).toHaveValue('١٫٥');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('shows its number left to right, while the unit after it keeps the page direction', () => {
    render(
      <div dir="rtl">
        <Harness />
      </div>,
    );
    const input = screen.getByRole('textbox', { name: 'Weight' });
    // Under the page's rtl the input would show a typed "-5" as "5-".
    expect(input).toHaveAttribute('dir', 'ltr');
    // Only the number is left to right: the unit stays after it in the page's reading order (on its left in Arabic).
    expect(screen.getByText('kg').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('marks itself invalid and links the message', () => {
    render(<Harness error="Enter a weight above zero." />);
    const input = screen.getByRole('textbox', { name: 'Weight' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a weight above zero.');
  });

  // As an alert, each message a half-typed «3 millones» had on the way («mi», «mill», «millo»…) interrupted the reader.
  it('shows each message at once and tells screen readers only the one typing settles on', async () => {
    vi.useFakeTimers();
    try {
      const { rerender } = render(<Harness />);
      expect(screen.queryByRole('alert')).toBeNull();
      for (const message of ['Not a number.', 'Not an abbreviation: «mi».', 'Not an abbreviation: «mill».']) {
        rerender(<Harness error={message} />);
        expect(screen.getByText(message)).toHaveClass('field__error');
        await act(() => vi.advanceTimersByTime(100));
        expect(screen.getByRole('status')).toBeEmptyDOMElement();
      }
      await act(() => vi.advanceTimersByTime(1_000));
      expect(screen.getByRole('status')).toHaveTextContent('Not an abbreviation: «mill».');
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
