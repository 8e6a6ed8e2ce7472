import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICE_WORKER_URL, startOfflineSupport } from './offlineSupport';

const registerServiceWorker = vi.fn();
vi.mock('./serviceWorkerClient', () => ({ registerServiceWorker }));

function fakeContainer(registration: ServiceWorkerRegistration | undefined) {
  return {
    getRegistration: vi.fn(async () => registration),
    register: vi.fn(async () => ({}) as ServiceWorkerRegistration),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startOfflineSupport', () => {
  afterEach(() => registerServiceWorker.mockReset());

  it('installs the worker with the browser’s own call on a first visit, without the update helper', async () => {
    const container = fakeContainer(undefined);
    startOfflineSupport(container as unknown as ServiceWorkerContainer);
    await settle();
    expect(container.register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it('hands a returning visitor’s worker to the update helper', async () => {
    const container = fakeContainer({} as ServiceWorkerRegistration);
    startOfflineSupport(container as unknown as ServiceWorkerContainer);
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledOnce());
    expect(container.register).not.toHaveBeenCalled();
  });

  it('leaves the site online-only when the browser refuses workers', async () => {
    const container = fakeContainer(undefined);
    container.register.mockRejectedValue(new Error('refused'));
    startOfflineSupport(container as unknown as ServiceWorkerContainer);
    await settle();
    expect(container.register).toHaveBeenCalledOnce();
  });
});
