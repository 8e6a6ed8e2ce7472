import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmUpFormatting } from './warmUpFormatting';

/** A stand-in for the browser's Worker: answers after `answerAfterMs`, or fails to load. */
function fakeWorker({ answerAfterMs, fails = false }: { answerAfterMs: number; fails?: boolean }) {
  const posted: unknown[] = [];
  class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    postMessage(message: unknown) {
      posted.push(message);
      setTimeout(
        () => (fails ? this.onerror?.(new Event('error')) : this.onmessage?.(new MessageEvent('message', { data: 'ready' }))),
        answerAfterMs,
      );
    }
  }
  vi.stubGlobal('Worker', FakeWorker);
  return posted;
}

describe('warmUpFormatting', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('sends the language and resolves when the worker is done', async () => {
    vi.useFakeTimers();
    const posted = fakeWorker({ answerAfterMs: 20 });
    let done = false;
    void warmUpFormatting('fr', 300).then(() => (done = true));
    expect(posted).toEqual(['fr']);
    await vi.advanceTimersByTimeAsync(19);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('stops waiting for a slow worker after the given time', async () => {
    vi.useFakeTimers();
    fakeWorker({ answerAfterMs: 5_000 });
    let done = false;
    void warmUpFormatting('en', 300).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });

  it('resolves at once when the worker fails or workers are missing', async () => {
    fakeWorker({ answerAfterMs: 0, fails: true });
    await expect(warmUpFormatting('ar', 60_000)).resolves.toBeUndefined();
    vi.stubGlobal('Worker', undefined);
    await expect(warmUpFormatting('ar', 60_000)).resolves.toBeUndefined();
  });
});
