// @vitest-environment jsdom
// Renders are slow in jsdom on a busy machine, hence the generous timeouts.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onToggleClick } from './toggleHandlers';

function Box({ onToggle }: { onToggle: () => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <input
      type="checkbox"
      aria-label="box"
      checked={checked}
      {...onToggleClick(() => {
        onToggle();
        setChecked((value) => !value);
      })}
    />
  );
}

describe('onToggleClick', { timeout: 20_000 }, () => {
  it('acts on the click, once per click, and keeps the box controlled', () => {
    const onToggle = vi.fn();
    const error = vi.spyOn(console, 'error');
    render(<Box onToggle={onToggle} />);
    const box = screen.getByRole('checkbox', { name: 'box' });
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(box).not.toBeChecked();
    // No "checked prop without onChange" warning from React.
    expect(error).not.toHaveBeenCalled();
  });

  it('does nothing on a change that is not a click', () => {
    const toggle = vi.fn();
    const handlers = onToggleClick(toggle);
    handlers.onChange();
    expect(toggle).not.toHaveBeenCalled();
    handlers.onClick();
    expect(toggle).toHaveBeenCalledTimes(1);
  });
});
