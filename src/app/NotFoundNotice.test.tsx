// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nFor, loadLanguage } from '../i18n/i18n';
import { NOT_FOUND_FRAGMENT, NotFoundNotice, rememberNotFound } from './NotFoundNotice';

function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{`${pathname}${search}${hash}`}</output>;
}

const renderIn = (language: 'en' | 'ar', at = '/') =>
  render(
    <I18nextProvider i18n={i18nFor(language)}>
      <MemoryRouter initialEntries={[at]}>
        <NotFoundNotice />
        <Address />
      </MemoryRouter>
    </I18nextProvider>,
  );

/** Storage as a browser that refuses it (some private modes, a full disk): every call throws. */
function refuseStorage() {
  const refused = () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  };
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(refused);
  vi.spyOn(Storage.prototype, 'getItem').mockImplementation(refused);
  vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(refused);
}

beforeAll(() => Promise.all([loadLanguage('en'), loadLanguage('ar')]));
beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('the notice of an address that is no page', () => {
  it('names the address once, on the page the visitor was sent to, and not again after a reload', async () => {
    rememberNotFound('/grow-a-garden-valeus?sort=name', '/');
    const first = renderIn('en');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent(
      'There is no page at /grow-a-garden-valeus?sort=name, so here is the home page.',
    );
    first.unmount();
    renderIn('en');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('says the page is the wiki list the address would be in, where the visitor was sent there', async () => {
    rememberNotFound('/wiki/grow-a-garden-carot', '/wiki?q=carot');
    renderIn('en', '/wiki?q=carot');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent(
      'There is no page at /wiki/grow-a-garden-carot, so here is the wiki list it would be in.',
    );
  });

  // An Arabic address was named as "/ar/wiki/%D8%AC%D8%B2%D8%B1".
  it('names the address in the letters the visitor typed, leaving a broken sequence as it came', async () => {
    rememberNotFound('/ar/wiki/%D8%AC%D8%B2%D8%B1?q=%E0%A4%A', '/');
    renderIn('ar');
    const notice = await screen.findByTestId('not-found-notice');
    expect(notice).toHaveTextContent('/ar/wiki/جزر?q=%E0%A4%A');
  });

  // `/fr/wiki/grow-a-garden-pet-carr%E2%80` was named `…carr%e2%80`: a path with capitals is opened once more in lower
  // case (nearMissPath) before start-up finds it is no page and keeps it.
  it('names a path’s %-codes that stay encoded in capitals, as the visitor’s address had them, and its query as it came', async () => {
    rememberNotFound('/fr/wiki/grow-a-garden-pet-carr%e2%80?q=%e2%80', '/fr/wiki/grow-a-garden-pets?q=carr');
    const list = renderIn('en', '/fr/wiki/grow-a-garden-pets');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/fr/wiki/grow-a-garden-pet-carr%E2%80?q=%e2%80');
    list.unmount();
    rememberNotFound('/wiki/%e0%a4%a', '/wiki');
    renderIn('en', '/wiki');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/wiki/%E0%A4%A,');
  });

  // A Japanese address past the length kept was cut inside a letter's code, so none of it was decoded:
  // "/%E3%81%82%E3%81%84…%E3%81%" was shown as it came.
  it('names a cut address in the letters the visitor typed, as many as an address of plain letters shows', async () => {
    const letters = 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん';
    rememberNotFound(`/${encodeURIComponent(letters.repeat(2))}`, '/');
    renderIn('en');
    const shown = (await screen.findByTestId('not-found-notice')).textContent!;
    expect(shown).not.toContain('%');
    expect(shown).toContain(`/${letters}`);
    expect(shown.match(/\p{Script=Hiragana}+/u)![0].length).toBeLessThan(100);
  });

  // A right-to-left override decoded into the notice reversed the address after it; a NUL showed as a box.
  it('leaves a character that shows as nothing or reorders the text as the address writes it', async () => {
    rememberNotFound('/wiki/gold%E2%80%AEevil%00x%D8%AC', '/');
    renderIn('en');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/wiki/gold%E2%80%AEevil%00xج');
  });

  it('decodes every whole letter of a sequence and leaves only a malformed escape as it came', async () => {
    rememberNotFound('/grow-a-garden-values%E3%81%82%FF%E3%81', '/');
    renderIn('en');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/grow-a-garden-valuesあ%FF%E3%81');
  });

  it('sets the address apart in a left-to-right span, so a right-to-left sentence keeps it in order', async () => {
    rememberNotFound('/ar/wiki/%D8%AC%D8%B2%D8%B1-x?q=1', '/');
    renderIn('ar');
    const notice = await screen.findByTestId('not-found-notice');
    const address = notice.querySelector('span[dir="ltr"]')!;
    expect(address.textContent).toBe('/ar/wiki/جزر-x?q=1');
    expect(address.getAttribute('translate')).toBe('no');
    // The sentence around it is the page's own, whole.
    expect(notice.textContent).toBe(i18nFor('ar').t('notFound.text', { address: '/ar/wiki/جزر-x?q=1' }));
  });

  // A visitor who left /wiki/grow-a-garden-nothing-here during start-up for the stock page was told there that «here is
  // the wiki list it would be in».
  it('says nothing on a page the visitor went to instead of the one start-up sent them to, and forgets the address there', async () => {
    rememberNotFound('/wiki/grow-a-garden-nothing-here', '/wiki?q=nothing+here');
    const elsewhere = renderIn('en', '/grow-a-garden-stock');
    await screen.findByTestId('address');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
    elsewhere.unmount();
    renderIn('en', '/wiki');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('says it on the page start-up sent the visitor to, unsearched, or in their language when sent to an English page', async () => {
    // The list cleared a search that found nothing as it opened.
    rememberNotFound('/wiki/grow-a-garden-nothing-here', '/wiki?q=nothing+here');
    const list = renderIn('en', '/wiki');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/wiki/grow-a-garden-nothing-here');
    list.unmount();
    // A new visit to an English address goes on to the language the visitor chose (the boot script).
    rememberNotFound('/no-such-page', '/');
    const home = renderIn('ar', '/ar');
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('/no-such-page');
    home.unmount();
    // Another language's home page is not where a visitor sent to French home landed.
    rememberNotFound('/fr/no-such-page', '/fr');
    renderIn('en', '/');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('says nothing when the visitor came to the page directly', () => {
    renderIn('ar');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('keeps a hostile address short, and goes when dismissed', async () => {
    rememberNotFound(`/${'x'.repeat(3000)}`, '/');
    renderIn('ar');
    const notice = await screen.findByTestId('not-found-notice');
    expect(notice.textContent!.match(/x+/)![0].length).toBeLessThan(100);
    await userEvent.click(screen.getByRole('button'));
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
  });

  it('where storage is refused, says so without the address, from the mark on the home page’s address, and then drops the mark', async () => {
    refuseStorage();
    expect(rememberNotFound('/grow-a-garden-valeus', '/')).toBe(false);
    renderIn('en', `/?w=2${NOT_FOUND_FRAGMENT}`);
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent(
      'There is no page at the address you opened, so here is the home page.',
    );
    // A reload or a shared copy of the address does not say it again; the page's own query stays.
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/\?w=2$/);
  });

  it('prefers the kept address to the mark, and says nothing for another fragment', async () => {
    expect(rememberNotFound('/no-such-page', '/')).toBe(true);
    const first = renderIn('en', `/${NOT_FOUND_FRAGMENT}`);
    expect(await screen.findByTestId('not-found-notice')).toHaveTextContent('There is no page at /no-such-page,');
    first.unmount();
    renderIn('en', '/#main');
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/#main$/);
  });

  it('takes the mark only on a home page, where start-up sends a visitor', async () => {
    renderIn('en', `/wiki${NOT_FOUND_FRAGMENT}`);
    expect(screen.queryByTestId('not-found-notice')).toBeNull();
    cleanup();
    renderIn('ar', `/ar${NOT_FOUND_FRAGMENT}`);
    expect(await screen.findByTestId('not-found-notice')).toBeInTheDocument();
  });
});
