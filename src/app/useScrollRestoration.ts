import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Scroll position of each path seen in this tab, for Back and Forward. */
const positions = new Map<string, number>();

/**
 * A new page starts at the top (or at its #fragment); Back and Forward return to where the page was
 * left. Keyed by path alone: the calculators rewrite their query on every keystroke, which must not
 * scroll.
 */
export function useScrollRestoration(): void {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);

  useEffect(() => {
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.set(shown.current, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, []);

  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    // On a page returned to, long sections are drawn at once, as the boot script has them drawn on a reloaded one
    // (`data-reopened`, `.whole-when-reopened` in base.css): at their guessed height the position would land elsewhere.
    const root = document.documentElement;
    if (navigationType === 'POP') {
      root.dataset.reopened = '';
      window.scrollTo(0, positions.get(pathname) ?? 0);
      return;
    }
    delete root.dataset.reopened;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash, navigationType]);
}
