import { Navigate, useLocation } from 'react-router';
import { homePathFor } from '../lib/paths';

/** Unknown paths go to the home page of their language, replacing the history entry. */
export function RedirectHome() {
  return <Navigate to={homePathFor(useLocation().pathname)} replace />;
}
