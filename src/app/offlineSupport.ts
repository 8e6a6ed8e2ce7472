/*
 * The offline worker. Each language has its own (sw.js for English, sw-<language>.js for the others), which precaches
 * what that language's visitors need offline: a first visit downloads one language's texts, not six. A visitor keeps the
 * worker of the language they first came in; pages in other languages are kept as they are used.
 * Only a visitor who already has a worker can be offered a newer deploy, so only then does the page load Workbox's page
 * helper (serviceWorkerClient.ts), which its worker's cache serves. A first visit installs the worker with the browser's
 * own call and downloads 2.2 KB less script (see docs/performance.md).
 */
import { DEFAULT_LANGUAGE, type Language } from '../i18n/languages';

/** The worker of a language, as the build writes it (scripts/serviceWorker.ts). */
export function serviceWorkerPath(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '/sw.js' : `/sw-${language}.js`;
}

/** The script of the worker this browser already has: its updates are checked at the same address. */
function registeredScriptPath(registration: ServiceWorkerRegistration): string | undefined {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker ? new URL(worker.scriptURL).pathname : undefined;
}

/** How long the worker's start may wait for the browser to be idle (a page that never is still gets its worker). */
const IDLE_WAIT_AT_MOST_MS = 5000;

/**
 * Runs `start` once the page has loaded and the browser has a moment with nothing to do, which is after React has taken
 * the page over (it asks for a task after every slice until it is done). The worker's install downloads and stores its
 * whole precache; started at once, it shared a phone's cores with hydration (docs/performance.md, 2026-11-28).
 * Browsers without `requestIdleCallback` (Safari) wait for the load event only.
 */
export function whenIdleAfterLoad(target: Window, start: () => void): void {
  const whenIdle = () =>
    'requestIdleCallback' in target ? void target.requestIdleCallback(start, { timeout: IDLE_WAIT_AT_MOST_MS }) : start();
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}

export function startOfflineSupport(container: ServiceWorkerContainer, language: Language): void {
  container
    .getRegistration()
    .then(async (registration) => {
      if (!registration) return void (await container.register(serviceWorkerPath(language)));
      const { registerServiceWorker } = await import('./serviceWorkerClient');
      registerServiceWorker(registeredScriptPath(registration) ?? serviceWorkerPath(language));
    })
    // Browsers may refuse workers (private modes, policies); the site then simply works online only.
    .catch(() => undefined);
}
