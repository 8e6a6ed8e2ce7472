import { MADE_BY_SITE } from '../lib/paths';

/*
 * The mark of an address the site made (MADE_BY_SITE) travels in its history entry's state, which a host's redirect on
 * the way there drops: a host that adds a folder's slash (GitHub Pages: `/wiki?q=carot` → `/wiki/?q=carot`) answers
 * start-up's reload at a wiki list with a new entry. So the address is also kept in the tab's session storage for that
 * one load, and start-up marks the entry again when it arrives there.
 */
const KEY = 'made-by-site-address';

export function keepMadeBySite(address: string): void {
  try {
    sessionStorage.setItem(KEY, address);
  } catch {
    // Storage refused: the entry's own state is the mark, as on a host that does not redirect.
  }
}

/**
 * Marks the current history entry as the site's when `address` (where start-up arrived, named as the site names it) is
 * the one kept, and forgets the kept address either way.
 */
export function restoreMadeBySite(address: string): void {
  try {
    const kept = sessionStorage.getItem(KEY);
    if (kept === null) return;
    sessionStorage.removeItem(KEY);
    const state: unknown = history.state;
    if (kept === address) history.replaceState({ ...(typeof state === 'object' ? state : null), usr: MADE_BY_SITE }, '');
  } catch {
    // Storage refused: nothing was kept.
  }
}
