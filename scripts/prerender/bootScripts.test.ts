import { describe, expect, it } from 'vitest';
import { BOOT_SCRIPT } from '../../src/app/bootScript';
import { THEME_STORAGE_KEY } from '../../src/app/theme';
import { minifiedBootScript, startAfterFirstPaint } from './bootScripts';

/** Runs the loader against a stand-in for the browser, frame and task queues included. */
function runLoader(entry: string) {
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  const appended: Record<string, string>[] = [];
  const document = {
    createElement: () => ({}) as Record<string, string>,
    head: { appendChild: (el: Record<string, string>) => appended.push(el) },
  };
  new Function('requestAnimationFrame', 'setTimeout', 'document', startAfterFirstPaint(entry))(
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => tasks.push(callback),
    document,
  );
  return { frames, tasks, appended };
}

describe('startAfterFirstPaint', () => {
  it('adds the entry as a module script only in the task after the next frame', () => {
    const { frames, tasks, appended } = runLoader('/assets/index-X.js');
    expect(appended).toEqual([]);
    frames.shift()!();
    expect(appended).toEqual([]);
    tasks.shift()!();
    expect(appended).toEqual([{ type: 'module', src: '/assets/index-X.js' }]);
  });

  it('keeps a quote in the path inside the string', () => {
    const { frames, tasks, appended } = runLoader('/assets/a"b.js');
    frames.shift()!();
    tasks.shift()!();
    expect(appended[0]?.src).toBe('/assets/a"b.js');
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
