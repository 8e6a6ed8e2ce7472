import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { markInlinedStyles } from './app/inlinedStyles';
import { installLoadFailureRecovery } from './app/loadFailure';
import { startOfflineSupport } from './app/offlineSupport';
import { loadDataOf, loadPage } from './app/Page';
import { takeEmbeddedPageData } from './app/pageData';
import { createRoutes, matchPage } from './app/routes';
import { loadTexts } from './i18n/i18n';
import { splitLanguage } from './lib/paths';
import { preloadOpening } from './lib/urlState/useUrlState';
import { warmUpFormatting } from './lib/warmUpFormatting';
import './ui/base.css';

/** How long hydration may wait for the worker loading the locale data (it usually takes far less). */
const FORMATTING_WAIT_MS = 300;

async function boot(): Promise<void> {
  installLoadFailureRecovery();
  // A visitor the boot script sends to their language is already on the way there.
  if ('leaving' in document.documentElement.dataset) return;
  const { language } = splitLanguage(window.location.pathname);

  markInlinedStyles();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  const routes = createRoutes();
  const { page, params } = matchPage(routes, window.location.pathname);
  takeEmbeddedPageData();
  // The page's code and data are in before hydration starts, so a click on any part while React hydrates makes React
  // hydrate that part at once and handle it. A page whose code failed shows its error panel.
  await Promise.all([
    page
      ? loadPage(page, language)
          .then((module) => module.urlState && preloadOpening(module.urlState(language), window.location.search))
          .catch(() => undefined)
      : undefined,
    page ? loadDataOf(page, window.location.pathname, params).catch(() => undefined) : undefined,
    loadTexts(language, 'common').catch(() => undefined),
    warmUpFormatting(language, FORMATTING_WAIT_MS),
  ]);

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} />
      </BrowserRouter>
    </StrictMode>
  );
  delete document.documentElement.dataset.booting;
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of taking the page over in
  // one long task; a click or keystroke on a part not yet live still makes React hydrate that part at once.
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);

  // Offline support is an extra: loaded after the page works, never in development.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    startOfflineSupport(navigator.serviceWorker);
  }
}

void boot();
