// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, parsePath, useLocation } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { LANGUAGE_AUTONYMS } from '../i18n/languages';
import { MADE_BY_SITE } from '../lib/paths';
import { LanguageSwitcher } from './LanguageSwitcher';

/** The address and its history entry's state, as the page opened on it reads them. */
function Address() {
  const { pathname, search, hash, state } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash} ${JSON.stringify(state)}`}</output>;
}

function renderAt(url: string, state: unknown) {
  return render(
    <I18nextProvider i18n={i18nFor('fr')}>
      <MemoryRouter initialEntries={[{ ...parsePath(url), state }]}>
        <LanguageSwitcher />
        <Address />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

async function switchTo(name: string) {
  await userEvent.click(screen.getByTestId('language-menu').querySelector('summary')!);
  await userEvent.click(screen.getByRole('link', { name }));
}

beforeAll(() => loadLanguage('fr'));

describe('the language switcher', () => {
  // A dead wiki link's search, carried to English without its mark, was saved there as the player's own last search.
  it('carries a search the site made to the other language as the site’s, and the player’s own as theirs', async () => {
    const made = renderAt('/fr/wiki?q=carot', MADE_BY_SITE);
    await switchTo(LANGUAGE_AUTONYMS.en);
    expect(screen.getByTestId('address')).toHaveTextContent(`/wiki?q=carot ${JSON.stringify(MADE_BY_SITE)}`);
    made.unmount();

    renderAt('/fr/wiki?q=mango', null);
    await switchTo(LANGUAGE_AUTONYMS.en);
    expect(screen.getByTestId('address')).toHaveTextContent('/wiki?q=mango null');
  });

  // A switch on a section's address («#weather-frost», the footer's link to the formula's changelog) landed at the top.
  it('keeps the part of the page the address is at', async () => {
    renderAt('/fr/wiki/grow-a-garden-weather?q=frost#weather-frost', null);
    await switchTo(LANGUAGE_AUTONYMS.pt);
    expect(screen.getByTestId('address')).toHaveTextContent('/pt/wiki/grow-a-garden-weather?q=frost#weather-frost null');
  });

  // Its name was the label and the language joined by a colon in code: «Langue: Français», without French's space.
  it('is named as the page’s language writes a label and its value', () => {
    renderAt('/fr', null);
    expect(screen.getByTestId('language-menu').querySelector('summary')).toHaveAccessibleName('Langue\u00a0: Français');
  });
});
