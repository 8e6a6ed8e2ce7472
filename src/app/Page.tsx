import type { PageKey } from './pageModules';
import { loadedPage, loadPage, takePageFailure, type PageModule } from './pages';
import { useDocumentHead } from './useDocumentHead';
import { useRouteLanguage } from './useLanguage';

/**
 * One page, from its lazily loaded module. Navigations wait for the module before they show it (see
 * App); a page rendered before its module is in (the app shell) suspends until it is, and one whose
 * module failed to load throws to the error boundary.
 */
export function Page({ page }: { page: PageKey }) {
  const language = useRouteLanguage();
  const module = loadedPage(page);
  if (!module) {
    const failure = takePageFailure(page);
    if (failure) throw failure;
    throw loadPage(page, language).catch(() => undefined);
  }
  return <LoadedPage module={module} />;
}

function LoadedPage({ module }: { module: PageModule }) {
  useDocumentHead(module.handle);
  return <module.Component />;
}
