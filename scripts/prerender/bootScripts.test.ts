// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootScriptFor } from '../../src/app/bootScript';
import { THEME_STORAGE_KEY } from '../../src/app/theme';
import {
  FIRST_PAINT_WAIT_MS,
  LINKED_AFTER_PAINT_ID,
  minifiedBootScript,
  minifiedBootScripts,
  START_TIME_LIMIT_MS,
  startAfterFirstPaint,
} from './bootScripts';

/**
 * Runs the loader against a stand-in for the browser, frame and task queues included, with or without paint timing, on a
 * page whose head keeps `laterTags` for after the paint (none: no such `<noscript>`).
 */
function runLoader(entry: string, paintTiming = true, laterTags: string | null = '<link rel="manifest" href="/m.json" />') {
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; delay: number }[] = [];
  const appended: (Record<string, unknown> | string)[] = [];
  const observers: { report: () => void; options: unknown; disconnected: boolean }[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    getElementById: (id: string) => (id === LINKED_AFTER_PAINT_ID && laterTags !== null ? { textContent: laterTags } : null),
    head: {
      appendChild: (el: Record<string, string>) => appended.push(el),
      insertAdjacentHTML: (where: string, html: string) => appended.push(`${where}: ${html}`),
    },
  };
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['mark', 'paint'] : ['mark'];
    constructor(callback: (list: unknown, observer: PerformanceObserver) => void) {
      const observer = { report: () => callback({}, this), options: undefined as unknown, disconnected: false };
      observers.push(observer);
      this.disconnect = () => (observer.disconnected = true);
      this.observe = (options: unknown) => (observer.options = options);
    }
    disconnect: () => void;
    observe: (options: unknown) => void;
  }
  new Function('window', 'requestAnimationFrame', 'setTimeout', 'document', startAfterFirstPaint(entry))(
    { PerformanceObserver },
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay = 0) => tasks.push({ run: callback, delay }),
    document,
  );
  return { frames, tasks, appended, observers };
}

const MANIFEST_LINKED = 'beforeend: <link rel="manifest" href="/m.json" />';
/** The entry's script element as the loader adds it, told what to do if it cannot load (tested below). */
const entryScript = (src: string) => ({ type: 'module', src, onerror: expect.any(Function) });

describe('startAfterFirstPaint', () => {
  it('adds the head’s later tags and the entry as a module script in the task after the first reported paint, once', () => {
    const { tasks, appended, observers } = runLoader('/assets/index-X.js');
    expect(observers.map((observer) => observer.options)).toEqual([{ type: 'paint', buffered: true }]);
    expect(tasks.map((task) => task.delay)).toEqual([FIRST_PAINT_WAIT_MS]);
    observers[0]!.report();
    expect(observers[0]!.disconnected).toBe(true);
    expect(appended).toEqual([]);
    tasks.pop()!.run();
    expect(appended).toEqual([MANIFEST_LINKED, entryScript('/assets/index-X.js')]);
    // The wait for a paint that never came runs out later and adds nothing more.
    tasks.shift()!.run();
    expect(appended).toHaveLength(2);
  });

  it('starts anyway when no paint is reported in time (a page opened in a background tab)', () => {
    const { tasks, appended } = runLoader('/assets/index-X.js');
    tasks.pop()!.run();
    expect(appended).toEqual([MANIFEST_LINKED, entryScript('/assets/index-X.js')]);
  });

  it('starts the app on a page that keeps no tags for later', () => {
    const { tasks, appended, observers } = runLoader('/assets/index-X.js', true, null);
    observers[0]!.report();
    tasks.pop()!.run();
    expect(appended).toEqual([entryScript('/assets/index-X.js')]);
  });

  it('without paint timing, adds the entry only in the task after the next frame', () => {
    const { frames, tasks, appended } = runLoader('/assets/index-X.js', false);
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    tasks.shift()!.run();
    expect(appended).toEqual([MANIFEST_LINKED, entryScript('/assets/index-X.js')]);
  });

  it('keeps a quote in the path inside the string', () => {
    const { frames, tasks, appended } = runLoader('/assets/a"b.js', false);
    frames.shift()!();
    tasks.shift()!.run();
    expect(appended[1]).toEqual(entryScript('/assets/a"b.js'));
  });
});

describe('startAfterFirstPaint, when the app cannot start', () => {
  const root = document.documentElement;
  const failed = () => 'bootFailed' in root.dataset;

  /** Runs the loader in this document, in a browser without paint timing, until it has asked for the entry. */
  function askForEntry(): HTMLScriptElement {
    new Function('window', startAfterFirstPaint('/assets/index-X.js'))({});
    const entry = () => document.head.querySelector<HTMLScriptElement>('script[type="module"]');
    // Up to the moment it asks, and not a moment later: the frame, then the task after it.
    for (let step = 0; step < 2 && !entry(); step++) vi.advanceTimersToNextTimer();
    if (!entry()) throw new Error('the loader did not ask for the entry');
    return entry()!;
  }

  beforeEach(() => {
    vi.useFakeTimers();
    // As the boot script leaves the page until the app starts.
    root.dataset.booting = '';
  });
  afterEach(() => {
    vi.useRealTimers();
    for (const key of Object.keys(root.dataset)) delete root.dataset[key];
    document.head.replaceChildren();
  });

  it('marks the page as failed when its entry cannot be loaded (a dropped request, a blocked script)', () => {
    const entry = askForEntry();
    expect(failed()).toBe(false);
    entry.dispatchEvent(new Event('error'));
    expect(failed()).toBe(true);
  });

  it('marks the page as failed when the app has not started within the time limit (a browser that never runs it)', () => {
    askForEntry();
    vi.advanceTimersByTime(START_TIME_LIMIT_MS - 1);
    expect(failed()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(failed()).toBe(true);
  });

  it('marks nothing when the app starts in time', () => {
    askForEntry();
    // Start-up clears it just before hydrating (src/main.tsx).
    delete root.dataset.booting;
    vi.advanceTimersByTime(START_TIME_LIMIT_MS * 2);
    expect(failed()).toBe(false);
  });
});

describe('minifiedBootScript', () => {
  /** Runs a boot script for a French browser at `/wiki?q=kiwi` with a remembered dark theme, with the browser stood in for. */
  function run(script: string) {
    const dataset: Record<string, string> = {};
    const listened: string[] = [];
    const sentTo: string[] = [];
    const location = { pathname: '/wiki', search: '?q=kiwi', hash: '', replace: (url: string) => sentTo.push(url) };
    const document = { documentElement: { dataset }, addEventListener: (type: string) => listened.push(type) };
    const localStorage = { getItem: (key: string) => (key === THEME_STORAGE_KEY ? 'dark' : null) };
    const navigator = { languages: ['fr-FR'], language: 'fr-FR' };
    new Function('location', 'document', 'localStorage', 'navigator', script)(location, document, localStorage, navigator);
    return { dataset, listened, sentTo };
  }

  const BOOT_SCRIPT = bootScriptFor(null);

  it('is shorter than the readable source and does the same', () => {
    const minified = minifiedBootScript(BOOT_SCRIPT);
    expect(minified.length).toBeLessThan(BOOT_SCRIPT.length * 0.8);
    expect(minifiedBootScript(BOOT_SCRIPT)).toBe(minified);
    const readable = run(BOOT_SCRIPT);
    expect(readable.sentTo).toEqual(['/fr/wiki?q=kiwi']);
    expect(readable.dataset).toEqual({ leaving: '', theme: 'dark', restoring: '', booting: '' });
    expect(run(minified)).toEqual(readable);
  });
});

describe('minifiedBootScripts', () => {
  it('gives each page its own minified script, minifying once for the pages whose scripts read alike', () => {
    const scriptOf = minifiedBootScripts(
      (pagePath) => `(function(c){globalThis.key=c.key})(${JSON.stringify({ key: pagePath === '/' ? 'crop' : null })})`,
    );
    const home = scriptOf('/');
    expect(scriptOf('/wiki')).not.toBe(home);
    expect(scriptOf('/wiki/carrot')).toBe(scriptOf('/wiki'));
    expect(scriptOf('/')).toBe(home);
    expect(home).toBe(minifiedBootScript(`(function(c){globalThis.key=c.key})(${JSON.stringify({ key: 'crop' })})`));

    const minified: string[] = [];
    const counted = minifiedBootScripts(
      (pagePath) => `boot(${JSON.stringify(pagePath === '/' ? 'crop' : null)})`,
      (source) => (minified.push(source), source),
    );
    for (const path of ['/', '/wiki', '/wiki/carrot', '/', '/stock']) counted(path);
    expect(minified).toEqual(['boot("crop")', 'boot(null)']);
  });
});
