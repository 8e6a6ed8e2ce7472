import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './bootScripts';

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
