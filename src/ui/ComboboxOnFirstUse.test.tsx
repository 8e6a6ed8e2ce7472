// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { ComboboxOnFirstUse, useComboboxHandover } from './ComboboxOnFirstUse';

/** Stands for a combobox whose code arrives when `arrive` is called, showing what it was handed over. */
function lazyCombobox() {
  let arrive = () => {};
  const pressed: string[] = [];
  const Combobox = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () =>
          resolve({
            default: function Combobox() {
              const { initialInputValue, inputRef, initialIsOpen } = useComboboxHandover()!;
              return (
                <input
                  data-testid="combobox"
                  ref={inputRef}
                  defaultValue={initialInputValue}
                  data-open={String(initialIsOpen)}
                  onKeyDown={(event) => pressed.push(event.key)}
                />
              );
            },
          });
      }),
  );
  return { Combobox, arrive: () => arrive(), pressed };
}

function renderField(props: { value: string; needed?: boolean }, Combobox: ComponentType) {
  return render(
    <ComboboxOnFirstUse className="combobox" label="Crop" toggleLabel="Show the list" testId="field" hintClassName="hint" {...props}>
      <Combobox />
    </ComboboxOnFirstUse>,
  );
}

describe('a combobox loaded on first use', () => {
  it('shows a plain field with the choice until used, then hands over the typing and the focus', async () => {
    const { Combobox, arrive } = lazyCombobox();
    const { rerender } = renderField({ value: 'Carrot' }, Combobox);
    const field = screen.getByRole('combobox', { name: 'Crop' });
    expect(field).toHaveValue('Carrot');
    // A choice made elsewhere shows while the field is untouched.
    rerender(
      <ComboboxOnFirstUse
        className="combobox"
        label="Crop"
        toggleLabel="Show the list"
        testId="field"
        hintClassName="hint"
        value="Moon Mango"
      >
        <Combobox />
      </ComboboxOnFirstUse>,
    );
    expect(screen.getByTestId('field')).toHaveValue('Moon Mango');
    await userEvent.clear(screen.getByTestId('field'));
    await userEvent.type(screen.getByTestId('field'), 'straw');
    // Still loading: the plain field keeps what was typed.
    expect(screen.getByTestId('field')).toHaveValue('straw');
    arrive();
    const combobox = await screen.findByTestId('combobox');
    expect(combobox).toHaveValue('straw');
    expect(combobox).toHaveFocus();
    expect(combobox).toHaveAttribute('data-open', 'true');
  });

  it('keeps the text selected as it was (focused by Tab, the whole name), so typing replaces it', async () => {
    const { Combobox, arrive } = lazyCombobox();
    renderField({ value: 'Carrot' }, Combobox);
    const field = screen.getByTestId('field') as HTMLInputElement;
    act(() => field.focus());
    field.setSelectionRange(0, 'Carrot'.length);
    fireEvent.select(field);
    arrive();
    const combobox = (await screen.findByTestId('combobox')) as HTMLInputElement;
    expect(combobox).toHaveFocus();
    expect([combobox.selectionStart, combobox.selectionEnd]).toEqual([0, 'Carrot'.length]);
    expect(combobox).toHaveAttribute('data-open', 'false');
  });

  it('presses the list keys pressed before the code was in again on the combobox, in order', async () => {
    const { Combobox, arrive, pressed } = lazyCombobox();
    renderField({ value: 'Carrot' }, Combobox);
    await userEvent.click(screen.getByTestId('field'));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(pressed).toEqual([]);
    arrive();
    await screen.findByTestId('combobox');
    await waitFor(() => expect(pressed).toEqual(['ArrowDown', 'ArrowDown', 'Enter']));
  });

  it('opens the list when its button is pressed before the code is in', async () => {
    const { Combobox, arrive } = lazyCombobox();
    renderField({ value: '' }, Combobox);
    await userEvent.click(screen.getByRole('button', { name: 'Show the list' }));
    arrive();
    const combobox = await screen.findByTestId('combobox');
    expect(combobox).toHaveAttribute('data-open', 'true');
    expect(combobox).toHaveValue('');
  });

  it('is the combobox at once when needed, without taking the focus', async () => {
    const { Combobox, arrive } = lazyCombobox();
    renderField({ value: 'Kiwi', needed: true }, Combobox);
    arrive();
    await waitFor(() => expect(screen.getByTestId('combobox')).toHaveValue('Kiwi'));
    expect(screen.getByTestId('combobox')).not.toHaveFocus();
    expect(screen.getByTestId('combobox')).toHaveAttribute('data-open', 'false');
  });
});
