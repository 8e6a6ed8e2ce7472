import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { leftToRight } from '../lib/format';
import { homePathFor } from '../lib/paths';
import { useIsClientRender } from '../lib/useIsClientRender';
import { Notice } from '../ui/Notice';

/*
 * An address that is no page sends the visitor to their language's home page, or a wiki address to the wiki list it
 * would be in, before anything is shown (main.tsx). That page then says why, once: the address is kept for that one
 * page load, in the tab's session storage. Where storage is refused, the home page's address carries NOT_FOUND_FRAGMENT
 * instead, and the sentence names no address: an address read from the link itself would let any link write its own
 * text into the notice.
 */
const NOT_FOUND_KEY = 'not-found-address';
export const NOT_FOUND_FRAGMENT = '#not-found';
/** Enough of an address to recognise it; a hostile link's thousands of characters are not shown. */
const SHOWN_LENGTH = 80;

/** False when storage refused it (private mode, full): the caller marks the home page's address instead. */
export function rememberNotFound(address: string): boolean {
  try {
    sessionStorage.setItem(NOT_FOUND_KEY, address.slice(0, SHOWN_LENGTH));
    return true;
  } catch {
    return false;
  }
}

/** Why the visitor is here: the address that is no page when it was kept, and whether they landed on home or a list. */
interface NotFound {
  readonly address: string | null;
  readonly onHome: boolean;
}

/**
 * Whether the visitor was sent here from an address that is no page, and that address when it was kept: to home, or to
 * the wiki list a wiki address would be in (wikiListFor). The mark counts only on the home page.
 */
function readNotFound(pathname: string, hash: string): NotFound | null {
  const onHome = pathname === homePathFor(pathname);
  try {
    const address = sessionStorage.getItem(NOT_FOUND_KEY);
    if (address !== null) return { address, onHome };
  } catch {
    // Storage refused: only the address's mark can tell.
  }
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
 * The address as the visitor typed it: the browser gives a path's letters beyond ASCII percent-encoded
 * ("/ar/wiki/%D8%AC%D8%B2%D8%B1" for "/ar/wiki/جزر"). A sequence that is not valid UTF-8, or was cut short by
 * SHOWN_LENGTH, stays as it is.
 */
function readableAddress(address: string): string {
  return address.replace(/(?:%[0-9a-f]{2})+/gi, (encoded) => {
    try {
      return decodeURIComponent(encoded);
    } catch {
      return encoded;
    }
  });
}

/**
 * Says, on the page the visitor was sent to, that the address they opened is no page. Read once the page is live (the
 * prerendered page has no such sentence) and then forgotten, so a reload does not repeat it.
 */
export function NotFoundNotice() {
  const { t } = useTranslation();
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
  return (
    <Notice tone="warning" dismissLabel={t('ui.dismiss')} onDismiss={() => setNotFound(null)} data-testid="not-found-notice">
      {notFound.address === null
        ? t('notFound.textWithoutAddress')
        : t(notFound.onHome ? 'notFound.text' : 'notFound.textInList', { address: leftToRight(readableAddress(notFound.address)) })}
    </Notice>
  );
}
