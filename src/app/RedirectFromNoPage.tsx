import { Navigate, useLocation } from 'react-router';
import { homePathFor, MADE_BY_SITE, wikiListFor } from '../lib/paths';

/**
 * A path that is no page goes, replacing the history entry, to the wiki list a wiki path would be in (searched for its
 * name), or to the home page of its language: as start-up sends such a path (main.tsx), without the notice. The query
 * is the site's, not the player's to keep (MADE_BY_SITE).
 */
export function RedirectFromNoPage() {
  const { pathname } = useLocation();
  return <Navigate to={wikiListFor(pathname) ?? homePathFor(pathname)} replace state={MADE_BY_SITE} />;
}
