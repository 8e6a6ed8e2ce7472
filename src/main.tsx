import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { preferredLanguage } from './app/languagePreference';
import { resolveLazyMatches } from './app/lazyMatches';
import { installLoadFailureRecovery, isReloadPending } from './app/loadFailure';
import { createRoutes } from './app/routes';
import { loadTexts } from './i18n/i18n';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { localizePath, splitLanguage } from './lib/paths';
import './ui/base.css';

async function boot(): Promise<void> {
  installLoadFailureRecovery();
  const { language, path } = splitLanguage(window.location.pathname);

  // An unprefixed URL is English; a visitor who picked or whose browser speaks another language goes there.
  if (language === DEFAULT_LANGUAGE) {
    const preferred = preferredLanguage();
    if (preferred !== DEFAULT_LANGUAGE) {
      window.location.replace(`${localizePath(preferred, path)}${window.location.search}${window.location.hash}`);
      return;
    }
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const routes = createRoutes();
  let prerendered = container.firstElementChild !== null;
  await loadTexts(language, 'common').catch(() => undefined);
  try {
    await resolveLazyMatches(routes, window.location.pathname);
  } catch {
    // The page's code could not be loaded. Either a reload is already on its way, or the router
    // renders from scratch and shows its error panel.
    if (isReloadPending()) return;
    prerendered = false;
  }

  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  // As a transition, hydration yields to the browser every few milliseconds instead of blocking the
  // main thread for the whole page: the prerendered HTML is already on screen, so nothing waits for it.
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  // Offline support is an extra: loaded after the page works, never in development.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./app/serviceWorkerClient').then(({ registerServiceWorker }) => registerServiceWorker());
  }
}

void boot();
