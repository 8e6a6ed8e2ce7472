import { MADE_BY_SITE } from '../lib/paths';
import { sentFromNoPage } from './NotFoundNotice';

/**
 * Marks the current history entry as the site's (MADE_BY_SITE) when start-up sent the visitor to `address`, a wiki
 * list searched for a dead address's words (where it arrived, named as the site names it). The mark travels in the
 * entry's state, which a host's redirect on the way drops: a host that adds a folder's slash (GitHub Pages:
 * `/wiki?q=carot` → `/wiki/?q=carot`) answers start-up's reload at the list with a new entry. What start-up kept for
 * the not-found notice names the list, so the entry is marked again. Only a list's search is the site's: an address
 * without a query is never marked, nor read for.
 */
export function restoreMadeBySite(address: string): void {
  if (!address.includes('?') || !sentFromNoPage(address)) return;
  const state: unknown = history.state;
  if (typeof state === 'object' && state !== null && 'usr' in state && state.usr === MADE_BY_SITE) return;
  history.replaceState({ ...(typeof state === 'object' ? state : null), usr: MADE_BY_SITE }, '');
}
