import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from './offlineSupport';
import { offerUpdate } from './updateAvailable';

/** Registers the offline worker; a new deploy waits for the visitor's go-ahead, then the page reloads once. */
export function registerServiceWorker(): void {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // Browsers may refuse workers (private modes, policies); the site then simply works online only.
  workbox.register().catch(() => undefined);
}
