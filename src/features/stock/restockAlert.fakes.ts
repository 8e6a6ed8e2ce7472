/*
 * Stand-ins for the browser's Web Audio, Notification and service worker in jsdom, which has none of them. Tests only.
 */
import { vi } from 'vitest';

/** A node that joins like Web Audio's (`connect` returns what it joined) and makes no sound. */
const node = () => ({ connect: <T>(next: T) => next, start: () => undefined, stop: () => undefined });

/** An AudioContext that counts what the page makes with it: contexts, tones and wake-ups. */
export class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: AudioContextState = 'running';
  currentTime = 0;
  sampleRate = 44_100;
  destination = {};
  tones = 0;
  resumed = 0;

  constructor() {
    FakeAudioContext.made.push(this);
  }

  createBuffer() {
    return {};
  }

  createBufferSource() {
    return { ...node(), buffer: null };
  }

  createOscillator() {
    this.tones += 1;
    return { ...node(), frequency: { value: 0 } };
  }

  createGain() {
    return { ...node(), gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } };
  }

  resume() {
    this.resumed += 1;
    this.state = 'running';
    return Promise.resolve();
  }

  close() {
    this.state = 'closed';
    return Promise.resolve();
  }
}

/**
 * Notifications allowed, with a page constructor that works or throws as on Android's Chrome ("Illegal constructor;
 * use ServiceWorkerRegistration.showNotification()"). `made` counts the notifications the page made itself.
 */
export function grantNotifications({ constructorThrows }: { constructorThrows: boolean }) {
  class PageNotification {
    static permission: NotificationPermission = 'granted';
    static made = 0;
    static requestPermission = () => Promise.resolve<NotificationPermission>('granted');

    constructor() {
      if (constructorThrows) throw new TypeError('Illegal constructor; use ServiceWorkerRegistration.showNotification() instead.');
      PageNotification.made += 1;
    }
  }
  vi.stubGlobal('Notification', PageNotification);
  return PageNotification;
}

/** The page's service worker registration, or none (undefined); remove with `Reflect.deleteProperty(navigator, 'serviceWorker')`. */
export function withServiceWorker(
  registration: { showNotification: (title: string, options: NotificationOptions) => Promise<void> } | undefined,
) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: () => Promise.resolve(registration) },
  });
}
