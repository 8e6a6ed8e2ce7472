// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClockEvent } from '../../game/restock';
import { i18nFor, loadLanguage } from '../../i18n/i18n';
import en from '../../i18n/locales/en/stock';
import { formatLocalWeekday, localTimeOfDay } from '../../lib/shopFormat';
import { FakeAudioContext, grantNotifications, withServiceWorker } from './restockAlert.fakes';
import { RestockOptIn } from './RestockOptIn';

beforeAll(() => loadLanguage('en'));
beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-26T12:03:30.250Z') });
  FakeAudioContext.made.length = 0;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

const NEXT = Date.parse('2026-11-26T12:05:00.000Z');

function renderOptIn(next = NEXT, event: ClockEvent = 'restock') {
  render(
    <I18nextProvider i18n={i18nFor('en')}>
      <RestockOptIn
        shop={event === 'reset' ? 'Daily quests' : 'Seed Shop'}
        event={event}
        next={next}
        now={Date.now()}
        language="en"
        describedBy="shop"
      />
    </I18nextProvider>,
  );
  const button = en.alert[event === 'reset' ? 'resetButton' : 'button'];
  return { button: screen.getByRole('button', { name: button }), status: screen.getByRole('status') };
}

/** Notifications allowed, shown through the service worker (the page's own refused): what it was asked to show. */
function notifyThroughServiceWorker() {
  grantNotifications({ constructorThrows: true });
  const showNotification = vi.fn(() => Promise.resolve());
  withServiceWorker({ showNotification });
  return showNotification;
}

/** Past the restock, with the notification's promises settled. */
const reachRestock = () => act(() => vi.advanceTimersByTimeAsync(NEXT - Date.now()));

describe('the restock opt-in', () => {
  it('says it is asking while the browser’s permission prompt is open, then what the answer gives', async () => {
    let answer: (permission: NotificationPermission) => void = () => undefined;
    vi.stubGlobal('Notification', {
      permission: 'default',
      requestPermission: () => new Promise<NotificationPermission>((resolve) => (answer = resolve)),
    });
    const { button, status } = renderOptIn();
    act(() => fireEvent.click(button));
    expect(status.textContent).toBe(en.alert.asking);
    expect(status.textContent).not.toContain('notification at');
    await act(async () => answer('denied'));
    expect(status.textContent).toContain(en.alert.denied.split(',')[0]);
  });

  it('shows the notification through the service worker where the page’s own is refused, and says the shop restocked', async () => {
    const showNotification = notifyThroughServiceWorker();
    const { button, status } = renderOptIn();
    act(() => fireEvent.click(button));
    expect(status.textContent).toContain('notification at');
    await reachRestock();
    expect(showNotification).toHaveBeenCalledWith('Seed Shop restocked', expect.objectContaining({ body: expect.any(String) }));
    expect(status.textContent).toBe(en.alert.rang);
  });

  // A second press, easy by mistake on a phone, turned the alert off and only emptied the status.
  it('says so when a second press turns the alert off, and then tells nothing at the restock', async () => {
    const showNotification = notifyThroughServiceWorker();
    const { button, status } = renderOptIn();
    act(() => fireEvent.click(button));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await act(async () => fireEvent.click(button));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(status.textContent).toBe(en.alert.cancelled);
    await reachRestock();
    expect(showNotification).not.toHaveBeenCalled();
    expect(status.textContent).toBe(en.alert.cancelled);
  });

  // The daily quests' card offered "Tell me at the next restock" and said "The shop has restocked" for a quest reset.
  it('speaks of a reset for the quests, in its button, its notification and what it says after', async () => {
    const showNotification = notifyThroughServiceWorker();
    const { button, status } = renderOptIn(NEXT, 'reset');
    act(() => fireEvent.click(button));
    await reachRestock();
    expect(showNotification).toHaveBeenCalledWith(
      'Daily quests reset',
      expect.objectContaining({ body: expect.stringContaining('reset') }),
    );
    expect(status.textContent).toBe(en.alert.resetRang);
  });

  it('names the day of a restock that is not today (the daily quests’ next one is often tomorrow)', () => {
    grantNotifications({ constructorThrows: true });
    const tomorrow = NEXT + 24 * 60 * 60 * 1000;
    const { button, status } = renderOptIn(tomorrow);
    act(() => fireEvent.click(button));
    const day = formatLocalWeekday(tomorrow, Date.now(), 'en');
    expect(day).not.toBeNull();
    expect(status.textContent).toContain(`notification on ${day} at ${localTimeOfDay(tomorrow, 'en').time}`);
  });

  it('says so when the browser would not show the notification it allowed', async () => {
    grantNotifications({ constructorThrows: true });
    withServiceWorker(undefined);
    const { button, status } = renderOptIn();
    act(() => fireEvent.click(button));
    await reachRestock();
    expect(status.textContent).toBe(en.alert.notShown);
  });

  it('opens the audio in the click and beeps on it at the restock (Safari plays only audio a gesture opened)', async () => {
    vi.stubGlobal('AudioContext', FakeAudioContext);
    vi.stubGlobal('Notification', undefined);
    const { button } = renderOptIn();
    act(() => fireEvent.click(button));
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.tones).toBe(0);
    await reachRestock();
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]!.tones).toBe(1);
  });

  it('keeps its live region rendered while it has nothing to say, so screen readers announce what comes', () => {
    const style = document.createElement('style');
    // Read from the file: Vitest hands CSS imports to tests empty.
    style.textContent = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'stock.css'), 'utf8');
    document.head.append(style);
    try {
      const { status } = renderOptIn();
      expect(status.textContent).toBe('');
      expect(getComputedStyle(status).display).not.toBe('none');
      expect(getComputedStyle(status).visibility).not.toBe('hidden');
    } finally {
      style.remove();
    }
  });
});
