import { Workbox } from 'workbox-window';
import { offerUpdate } from './updateAvailable';

/** Registers the offline worker; a new deploy waits for the visitor's go-ahead, then the page reloads once. */
export function registerServiceWorker(scriptPath: string): void {
  const workbox = new Workbox(scriptPath);
  workbox.addEventListener('waiting', () => {
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    });
  });
  // Browsers may refuse workers (private modes, policies); the site then simply works online only.
  workbox.register().catch(() => undefined);
}
