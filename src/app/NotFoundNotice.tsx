import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { leftToRight } from '../lib/format';
import { useIsClientRender } from '../lib/useIsClientRender';
import { Notice } from '../ui/Notice';

/*
 * An address that is no page sends the visitor to their language's home page before anything is shown (main.tsx).
 * The home page then says why, once: the address is kept for that one page load, in the tab's session storage.
 */
const NOT_FOUND_KEY = 'not-found-address';
/** Enough of an address to recognise it; a hostile link's thousands of characters are not shown. */
const SHOWN_LENGTH = 80;

export function rememberNotFound(address: string): void {
  try {
    sessionStorage.setItem(NOT_FOUND_KEY, address.slice(0, SHOWN_LENGTH));
  } catch {
    // Storage refused (private mode, full): the visitor still goes home, without the sentence.
  }
}

function readNotFound(): string | null {
  try {
    return sessionStorage.getItem(NOT_FOUND_KEY);
  } catch {
    return null;
  }
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
  // undefined: not read yet; null: nothing to say, or dismissed.
  const [address, setAddress] = useState<string | null | undefined>(undefined);
  if (live && address === undefined) setAddress(readNotFound());
  useEffect(() => {
    if (address !== undefined) forgetNotFound();
  }, [address]);
  if (!address) return null;
  return (
    <Notice tone="warning" dismissLabel={t('ui.dismiss')} onDismiss={() => setAddress(null)} data-testid="not-found-notice">
      {t('notFound.text', { address: leftToRight(readableAddress(address)) })}
    </Notice>
  );
}
