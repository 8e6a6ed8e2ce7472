/*
 * The offline worker. Only a visitor who already has it can be offered a newer deploy, so only then does the page load
 * Workbox's page helper (serviceWorkerClient.ts), which its worker's cache usually serves. A first visit installs the
 * worker with the browser's own call and downloads 2.2 KB less script (see docs/performance.md).
 */
export const SERVICE_WORKER_URL = '/sw.js';

export function startOfflineSupport(container: ServiceWorkerContainer): void {
  container
    .getRegistration()
    .then(async (registration) => {
      if (!registration) return void (await container.register(SERVICE_WORKER_URL));
      const { registerServiceWorker } = await import('./serviceWorkerClient');
      registerServiceWorker();
    })
    // Browsers may refuse workers (private modes, policies); the site then simply works online only.
    .catch(() => undefined);
}
