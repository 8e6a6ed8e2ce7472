// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { NotFoundNotice, rememberNotFound } from './NotFoundNotice';

const renderIn = (language: 'en' | 'ar') =>
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <NotFoundNotice />
    </I18nextProvider>,
  );

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));
beforeEach(() => sessionStorage.clear());

describe('the notice of an address that is no page', () => {
  it('names the address once, on the page the visitor was sent to, and not again after a reload', async () => {
    rememberNotFound('/grow-a-garden-valeus?sort=name');
    const first = renderIn('en');
    // The address is a left-to-right run inside the sentence, whatever the page's direction.
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent(
      'There is no page at \u2066/grow-a-garden-valeus?sort=name\u2069, so here is the home page.',
    );
    first.unmount();
    renderIn('en');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  // An Arabic address was named as "/ar/wiki/%D8%AC%D8%B2%D8%B1".
  it('names the address in the letters the visitor typed, leaving a broken sequence as it came', async () => {
    rememberNotFound('/ar/wiki/%D8%AC%D8%B2%D8%B1?q=%E0%A4%A');
    renderIn('ar');
    const notice = await screen.findByTestId('not-found-notice');
    expect(notice).toHaveTextContent('/ar/wiki/جزر?q=%E0%A4%A');
  });

  it('says nothing when the visitor came to the page directly', () => {
    renderIn('ar');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('keeps a hostile address short, and goes when dismissed', async () => {
    rememberNotFound(`/${'x'.repeat(3000)}`);
    renderIn('ar');
    const notice = await screen.findByTestId('not-found-notice');
    expect(notice.textContent!.match(/x+/)![0].length).toBeLessThan(100);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });
});
