import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A page reached inside the site (a link, a language, Back) takes the focus to its main part, where a page loaded
 * afresh starts for a keyboard or a screen reader: left on the link it followed, gone with the old page, the focus fell
 * to the document, and the next Tab went back through the header. The first page keeps the browser's own start, and a
 * change of query alone (a calculator writing its inputs) keeps the focus where the player is.
 */
export function useFocusOnNewPage(): void {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // Scrolled by useScrollRestoration, to the top, a #fragment or where Back left it: focusing must not move it.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}
