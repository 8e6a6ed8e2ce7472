import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceWorkerPath, startOfflineSupport } from './offlineSupport';

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

  it('installs the worker of the page’s language with the browser’s own call on a first visit, without the update helper', async () => {
    const container = fakeContainer(undefined);
    startOfflineSupport(container as unknown as ServiceWorkerContainer, 'fr');
    await settle();
    expect(container.register).toHaveBeenCalledWith('/sw-fr.js');
    expect(serviceWorkerPath('en')).toBe('/sw.js');
    expect(registerServiceWorker).not.toHaveBeenCalled();
  });

  it('hands a returning visitor’s worker to the update helper, at the address it was installed from', async () => {
    const container = fakeContainer({ active: { scriptURL: 'https://garden.test/sw-ar.js' } } as unknown as ServiceWorkerRegistration);
    startOfflineSupport(container as unknown as ServiceWorkerContainer, 'es');
    await vi.waitFor(() => expect(registerServiceWorker).toHaveBeenCalledWith('/sw-ar.js'));
    expect(container.register).not.toHaveBeenCalled();
  });

  it('leaves the site online-only when the browser refuses workers', async () => {
    const container = fakeContainer(undefined);
    container.register.mockRejectedValue(new Error('refused'));
    startOfflineSupport(container as unknown as ServiceWorkerContainer, 'en');
    await settle();
    expect(container.register).toHaveBeenCalledOnce();
  });
});
