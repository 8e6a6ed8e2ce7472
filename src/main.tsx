import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preferredLanguage } from './app/languagePreference';
import { installLoadFailureRecovery, isReloadPending } from './app/loadFailure';
import { loadPage } from './app/pages';
import { createRoutes, matchPage } from './app/routes';
import { loadTexts } from './i18n/i18n';
import { DEFAULT_LANGUAGE } from './i18n/languages';
import { loadDateFormatting, loadListFormatting, loadNumberFormatting } from './lib/format';
import { nextTask } from './lib/nextTask';
import { warmUpFormatting } from './lib/warmUpFormatting';
import { localizePath, splitLanguage } from './lib/paths';
import { hydrateProgressively } from './ui/HydrateLater';
import './ui/base.css';

/** How long hydration may wait for the worker loading the locale data (it usually takes far less). */
const FORMATTING_WAIT_MS = 300;

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
  const commonTexts = loadTexts(language, 'common').catch(() => undefined);
  const formattingWarm = warmUpFormatting(language, FORMATTING_WAIT_MS);
  // Apart from the task that ran the modules, so that neither blocks for long.
  await nextTask();
  const routes = createRoutes();
  let prerendered = container.firstElementChild !== null;
  await commonTexts;
  // Setting up i18next with those texts took this task; finding the page starts the next.
  await nextTask();
  // The page's code and texts come first, so the first render equals the prerendered HTML.
  const { page } = matchPage(routes, window.location.pathname);
  if (page) {
    try {
      await loadPage(page, language);
    } catch {
      // Either a reload is already on its way, or the app renders from scratch and shows its error panel.
      if (isReloadPending()) return;
      prerendered = false;
    }
  }

  const app = (
    <StrictMode>
      <BrowserRouter>
        <App routes={routes} />
      </BrowserRouter>
    </StrictMode>
  );
  // The prerendered HTML is already on screen, so taking it over can be spread across short tasks and
  // the main thread never blocks for long: first the locale data for numbers, dates and lists, then the page,
  // whose large parts (marked <HydrateLater>) follow one task at a time.
  if (prerendered) {
    await formattingWarm;
    await nextTask();
    loadNumberFormatting(language);
    await nextTask();
    loadDateFormatting(language);
    await nextTask();
    loadListFormatting(language);
    await nextTask();
    hydrateProgressively(() => void hydrateRoot(container, app));
  } else createRoot(container).render(app);

  // Offline support is an extra: loaded after the page works, never in development.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    void import('./app/serviceWorkerClient').then(({ registerServiceWorker }) => registerServiceWorker());
  }
}

void boot();
