import { afterEach, describe, expect, it, vi } from 'vitest';
import { serviceWorkerPath, startOfflineSupport, whenIdleAfterLoad } from './offlineSupport';

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

describe('whenIdleAfterLoad', () => {
  function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
    const listeners: Record<string, () => void> = {};
    const target = {
      document: { readyState },
      addEventListener: vi.fn((type: string, listener: () => void) => (listeners[type] = listener)),
      ...(idle ? { requestIdleCallback: vi.fn((callback: () => void) => callback()) } : {}),
    };
    return { target, fireLoad: () => listeners.load?.() };
  }

  it('waits for the page’s load event, then for the browser to be idle, with a limit on that wait', () => {
    const { target, fireLoad } = fakeWindow('interactive', true);
    const start = vi.fn();
    whenIdleAfterLoad(target as unknown as Window, start);
    expect(start).not.toHaveBeenCalled();
    expect(target.requestIdleCallback).not.toHaveBeenCalled();
    fireLoad();
    expect(target.requestIdleCallback).toHaveBeenCalledWith(start, { timeout: expect.any(Number) });
    expect(start).toHaveBeenCalledOnce();
  });

  it('asks for the idle moment at once on a page already loaded', () => {
    const { target } = fakeWindow('complete', true);
    const start = vi.fn();
    whenIdleAfterLoad(target as unknown as Window, start);
    expect(target.addEventListener).not.toHaveBeenCalled();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts on the load event in a browser without idle callbacks', () => {
    const { target, fireLoad } = fakeWindow('loading', false);
    const start = vi.fn();
    whenIdleAfterLoad(target as unknown as Window, start);
    expect(start).not.toHaveBeenCalled();
    fireLoad();
    expect(start).toHaveBeenCalledOnce();
  });
});
