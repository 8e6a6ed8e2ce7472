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
    const main = document.getElementById('main');
    if (!main) return;
    nameByTitle(main);
    // Scrolled by useScrollRestoration, to the top, a #fragment or where Back left it: focusing must not move it.
    main.focus({ preventScroll: true });
  }, [pathname]);
}

/** The id the page's title gets where it has none of its own, so the main part can be named by it. */
const PAGE_TITLE_ID = 'page-title';

/**
 * Names the main part by the page's title (its h1), so a screen reader says which page the focus arrived on, not an
 * unnamed «main»: the focus lands on the main part and not on the title, which on a wiki page comes after the
 * breadcrumbs and a notice.
 */
function nameByTitle(main: HTMLElement): void {
  const title = main.querySelector('h1');
  if (!title) {
    main.removeAttribute('aria-labelledby');
    return;
  }
  if (!title.id) title.id = PAGE_TITLE_ID;
  main.setAttribute('aria-labelledby', title.id);
}
