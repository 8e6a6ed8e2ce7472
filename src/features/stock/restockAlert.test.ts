// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beep, notify, openAudio } from './restockAlert';
import { FakeAudioContext, grantNotifications, withServiceWorker } from './restockAlert.fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('notify', () => {
  it('shows the notification through the service worker where the page’s own is refused (Android’s Chrome)', async () => {
    const PageNotification = grantNotifications({ constructorThrows: true });
    const showNotification = vi.fn(() => Promise.resolve());
    withServiceWorker({ showNotification });
    expect(await notify('Seed Shop restocked', 'The restock of 12:05 PM is in.')).toBe('shown');
    expect(showNotification).toHaveBeenCalledWith(
      'Seed Shop restocked',
      expect.objectContaining({ body: 'The restock of 12:05 PM is in.' }),
    );
    expect(PageNotification.made).toBe(0);
  });

  it('shows the page’s own notification where there is no service worker', async () => {
    const PageNotification = grantNotifications({ constructorThrows: false });
    withServiceWorker(undefined);
    expect(await notify('Seed Shop restocked', 'The restock of 12:05 PM is in.')).toBe('shown');
    expect(PageNotification.made).toBe(1);
  });

  it('says it failed, without throwing, where neither the worker nor the page may show one', async () => {
    grantNotifications({ constructorThrows: true });
    withServiceWorker({ showNotification: () => Promise.reject(new TypeError('No notification permission')) });
    expect(await notify('Seed Shop restocked', 'The restock of 12:05 PM is in.')).toBe('failed');
  });

  it('shows nothing where the visitor has not allowed notifications', async () => {
    vi.stubGlobal('Notification', { permission: 'denied' });
    const showNotification = vi.fn(() => Promise.resolve());
    withServiceWorker({ showNotification });
    expect(await notify('Seed Shop restocked', 'The restock of 12:05 PM is in.')).toBe('off');
    expect(showNotification).not.toHaveBeenCalled();
  });
});

describe('the beep', () => {
  it('plays on the audio opened by the click, waking it if the browser suspended it', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.made.length = 0;
    const audio = openAudio(null);
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(audio).toBe(FakeAudioContext.made[0]);
    FakeAudioContext.made[0]!.state = 'suspended';
    beep(audio);
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.tones).toBe(1);
    expect(FakeAudioContext.made[0]!.resumed).toBeGreaterThan(0);
  });

  it('reopens the audio a second click finds closed, and stays silent where there is no Web Audio', () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    FakeAudioContext.made.length = 0;
    const first = openAudio(null);
    expect(openAudio(first)).toBe(first);
    FakeAudioContext.made[0]!.state = 'closed';
    expect(openAudio(first)).toBe(FakeAudioContext.made[1]);
    vi.stubGlobal('AudioContext', undefined);
    expect(openAudio(null)).toBeNull();
    expect(() => beep(null)).not.toThrow();
  });
});
