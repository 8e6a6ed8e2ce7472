import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../i18n/i18n';
import { withUnseenEncoded } from '../lib/format';
import { homePathFor, splitLanguage } from '../lib/paths';
import { useIsClientRender } from '../lib/useIsClientRender';
import { Notice } from '../ui/Notice';

/*
 * An address that is no page sends the visitor to their language's home page, or a wiki address to the wiki list it
 * would be in, before anything is shown (main.tsx). That page then says why, once: the address is kept for that one
 * page load, in the tab's session storage, with the page it sent the visitor to, as a visitor who leaves during
 * start-up for another address in the tab must not be told there. Where storage is refused, the home page's address
 * carries NOT_FOUND_FRAGMENT instead, and the sentence names no address: an address read from the link itself would
 * let any link write its own text into the notice.
 */
const NOT_FOUND_KEY = 'not-found-address';
export const NOT_FOUND_FRAGMENT = '#not-found';
/** Enough of an address to recognise it, in letters as the visitor reads them; a hostile link's thousands are not shown. */
const SHOWN_LENGTH = 80;
/**
 * The most characters one letter takes percent-encoded (four bytes of UTF-8, "%F0%9F%8C%B1"): an address is kept that
 * long per letter shown, so a cut never falls inside the letters the notice shows (80 characters of a Japanese address
 * were eight letters and a broken code).
 */
const ENCODED_LETTER_LENGTH = 12;

/** What is kept: the address that is no page, and the page start-up sent the visitor to (with its query). */
interface KeptNotFound {
  readonly address: string;
  readonly sentTo: string;
}

/**
 * Keeps `address` for the page at `sentTo` (an address as the site names it: home, or a wiki list with its search).
 * False when storage refused it (private mode, full): the caller marks the home page's address instead.
 */
export function rememberNotFound(address: string, sentTo: string): boolean {
  // The path's %-codes in capitals, as browsers write them: a path with capitals was opened once more in lower case
  // (nearMissPath) before start-up found it is no page (`…carr%E2%80` came back as `…carr%e2%80`). The query is as it came.
  const asOpened = address.replace(/^[^?]*/, (path) => path.replace(/%[\da-f]{1,2}/g, (code) => code.toUpperCase()));
  const kept: KeptNotFound = { address: asOpened.slice(0, SHOWN_LENGTH * ENCODED_LETTER_LENGTH), sentTo };
  try {
    sessionStorage.setItem(NOT_FOUND_KEY, JSON.stringify(kept));
    return true;
  } catch {
    return false;
  }
}

/** What rememberNotFound kept, if anything (null where storage is refused, or holds another version's form). */
function readKept(): KeptNotFound | null {
  try {
    const kept = sessionStorage.getItem(NOT_FOUND_KEY);
    return kept === null ? null : (JSON.parse(kept) as KeptNotFound);
  } catch {
    return null;
  }
}

/**
 * Whether start-up sent the visitor to `address` (as the site names it, with its query) from an address that is no
 * page, in this tab, and the notice has not been shown yet.
 */
export function sentFromNoPage(address: string): boolean {
  return readKept()?.sentTo === address;
}

/** Why the visitor is here: the address that is no page when it was kept, and whether they landed on home or a list. */
interface NotFound {
  readonly address: string | null;
  readonly onHome: boolean;
}

/**
 * Whether the visitor was sent here from an address that is no page, and that address when it was kept: to home, or to
 * the wiki list a wiki address would be in (wikiListFor). The page is the one start-up sent the visitor to, by its path
 * (a list clears a search that finds nothing as it opens), or that page in another language: the boot script sends a
 * new visit to an English address on to the visitor's. The mark counts only on the home page.
 */
function readNotFound(pathname: string, hash: string): NotFound | null {
  const onHome = pathname === homePathFor(pathname);
  const kept = readKept();
  if (kept !== null) {
    const sentToPath = kept.sentTo.replace(/\?.*/, '');
    return pathname === sentToPath || splitLanguage(pathname).path === sentToPath ? { address: kept.address, onHome } : null;
  }
  // Nothing kept (storage refused): only the address's mark can tell.
  return hash === NOT_FOUND_FRAGMENT && onHome ? { address: null, onHome } : null;
}

function forgetNotFound(): void {
  try {
    sessionStorage.removeItem(NOT_FOUND_KEY);
  } catch {
    // Nothing was kept.
  }
}

/**
 * The address as the visitor typed it, its first SHOWN_LENGTH letters: the browser gives a path's letters beyond ASCII
 * percent-encoded ("/ar/wiki/%D8%AC%D8%B2%D8%B1" for "/ar/wiki/جزر"). Each letter's code (a byte and the continuation
 * bytes after it) is decoded alone, so one that is not valid UTF-8 stays as it came and the letters around it do not;
 * a character that shows as nothing or reorders the text stays encoded.
 */
function readableAddress(address: string): string {
  const decoded = address.replace(/%[0-9a-f]{2}(?:%[89ab][0-9a-f])*/gi, (encoded) => {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  });
  return Array.from(withUnseenEncoded(decoded)).slice(0, SHOWN_LENGTH).join('');
}

/** Where the address goes in the notice's sentence, to be set apart there: a character no address or text holds. */
const ADDRESS_SLOT = '\u0000';

/**
 * Says, on the page the visitor was sent to, that the address they opened is no page. Read once the page is live (the
 * prerendered page has no such sentence) and then forgotten, so a reload does not repeat it.
 */
export function NotFoundNotice() {
  const { t } = useI18n();
  const live = useIsClientRender();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  // undefined: not read yet; null: nothing to say, or dismissed.
  const [notFound, setNotFound] = useState<NotFound | null | undefined>(undefined);
  if (live && notFound === undefined) setNotFound(readNotFound(pathname, hash));
  useEffect(() => {
    if (notFound === undefined) return;
    forgetNotFound();
    // Through the router, so the page's own address writing does not put the mark back.
    if (hash === NOT_FOUND_FRAGMENT) void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  }, [notFound, hash, navigate, pathname, search]);
  if (!notFound) return null;
  const { address } = notFound;
  // The address set apart in its sentence: left to right (isolated, so a right-to-left sentence keeps it whole and in
  // its place), and not for a page translator to translate.
  const [before, after] =
    address === null
      ? [t('notFound.textWithoutAddress')]
      : t(notFound.onHome ? 'notFound.text' : 'notFound.textInList', { address: ADDRESS_SLOT }).split(ADDRESS_SLOT);
  return (
    <Notice tone="warning" dismissLabel={t('ui.dismiss')} onDismiss={() => setNotFound(null)} data-testid="not-found-notice">
      {before}
      {address === null ? null : (
        <span dir="ltr" translate="no">
          {readableAddress(address)}
        </span>
      )}
      {after}
    </Notice>
  );
}
