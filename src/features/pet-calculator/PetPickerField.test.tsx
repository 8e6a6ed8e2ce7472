// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import * as petRoster from '../../game/petRoster';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import en from '../../i18n/locales/en';
import { PetPickerField } from './PetPickerField';

/** The picker as the page holds it (the pets loaded), with the page's next field after it. */
function Page({ first }: { first: string | null }) {
  const [petId, setPetId] = useState(first);
  return (
    <I18nextProvider i18n={i18nFor('en')}>
      <PetPickerField
        pets={{ status: 'ready', module: petRoster }}
        selected={petId === null ? null : petRoster.findPetSummary(petId)!}
        named={first !== null}
        onWanted={() => {}}
        onSelect={setPetId}
      />
      <label>
        {en.pet.form.age}
        <input />
      </label>
      <output data-testid="chosen">{petId ?? 'none'}</output>
    </I18nextProvider>
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;
const petBox = () => screen.getByRole('combobox', { name: en.pet.picker.label });
const ageField = () => screen.getByRole('textbox', { name: en.pet.form.age });
const noParticularPet = () => screen.queryByRole('button', { name: en.pet.picker.clear });

/** The page open on a pet (or none), its picker the combobox. */
async function openPage(first: string | null) {
  const user = userEvent.setup();
  render(<Page first={first} />);
  // A named pet brings the combobox at once; otherwise the plain field becomes it when used.
  if (first === null) await user.click(petBox());
  await waitFor(() => expect(petBox()).toHaveAttribute('aria-controls'));
  return user;
}

beforeAll(() => loadLanguage('en'));

describe('the pet picker by touch', () => {
  it('selects the chosen pet’s name at a tap in the field, so what is typed replaces it', async () => {
    const user = await openPage('raccoon');
    await user.click(petBox());
    const field = petBox() as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Raccoon'.length]);
    await user.keyboard('dog');
    expect(field).toHaveValue('dog');
  });
});

describe('the pet picker by keyboard', () => {
  // The hint under the field was a status region: typing «Raccoon» had a screen reader say a count for each letter.
  it('shows the count of matches at once, and tells screen readers the one typing settles on', async () => {
    const user = await openPage(null);
    const told = () => screen.getByTestId('pet-picker-status');
    await user.type(petBox(), 'racc');
    const options = screen.getAllByRole('option').length;
    const count = i18nFor('en').t('pet.picker.matches', { count: options, n: String(options) });
    const shown = document.querySelector('.pet-picker .field__hint');
    expect(shown).toHaveTextContent(count);
    expect(shown).not.toHaveAttribute('role');
    expect(told()).toHaveAttribute('role', 'status');
    expect(told()).toBeEmptyDOMElement();
    await waitFor(() => expect(told()).toHaveTextContent(count));
  });

  it('takes the emptied field left with Tab as no particular pet, and the focus moves on to the next field', async () => {
    const user = await openPage('raccoon');
    await user.click(petBox());
    await user.clear(petBox());
    // Chrome and Firefox would make the open, scrolling list a Tab stop that closes as the field is left.
    expect(screen.getByRole('listbox')).toHaveAttribute('tabindex', '-1');
    // The emptied field already says no particular pet: its button goes, so Tab does not land on it as it leaves.
    expect(noParticularPet()).toBeNull();
    await user.tab();
    expect(ageField()).toHaveFocus();
    await waitFor(() => expect(chosen()).toBe('none'));
    expect(petBox()).toHaveValue('');
  });

  it('takes the emptied field as no particular pet on Enter too', async () => {
    const user = await openPage('raccoon');
    await user.click(petBox());
    await user.clear(petBox());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chosen()).toBe('none'));
    expect(petBox()).toHaveFocus();
  });

  it('gives the focus to the field when No particular pet is pressed, as the button goes', async () => {
    const user = await openPage('raccoon');
    await user.click(petBox());
    await user.tab();
    expect(noParticularPet()).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(chosen()).toBe('none'));
    expect(noParticularPet()).toBeNull();
    expect(petBox()).toHaveFocus();
  });

  it('opens the list of an empty field with nothing highlighted, so Tab leaves it at any pet', async () => {
    const user = await openPage(null);
    await user.click(screen.getByRole('button', { name: en.pet.picker.toggle }));
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await waitFor(() => expect(petBox()).toHaveFocus());
    expect(petBox()).toHaveAttribute('aria-activedescendant', '');
    await user.tab();
    expect(ageField()).toHaveFocus();
    expect(chosen()).toBe('none');
  });

  it('points at no option when a search matches nothing', async () => {
    const user = await openPage('raccoon');
    await user.click(petBox());
    await user.clear(petBox());
    await user.type(petBox(), 'zzz');
    expect(document.getElementById(petBox().getAttribute('aria-controls')!)?.children).toHaveLength(0);
    expect(petBox()).toHaveAttribute('aria-activedescendant', '');
  });

  it('takes the highlighted first match on Tab after typing', async () => {
    const user = await openPage('raccoon');
    await user.click(petBox());
    await user.clear(petBox());
    await user.type(petBox(), 'ankylosarus');
    await user.tab();
    await waitFor(() => expect(chosen()).toBe('ankylosaurus'));
    expect(petBox()).toHaveValue('Ankylosaurus');
    // A pet is chosen: its button follows the field and takes the focus.
    expect(noParticularPet()).toHaveFocus();
  });
});
