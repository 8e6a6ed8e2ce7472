import { Navigate, useLocation } from 'react-router';
import { localizePath, splitLanguage } from '../lib/paths';

/** Unknown paths go to the home page of their language, replacing the history entry. */
export function RedirectHome() {
  const { pathname } = useLocation();
  return <Navigate to={localizePath(splitLanguage(pathname).language, '/')} replace />;
}
