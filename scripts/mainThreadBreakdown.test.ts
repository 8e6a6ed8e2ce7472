import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './cpuTimedTrace';
import { cpuByKind, mainThreadOf } from './mainThreadBreakdown';

const MAIN = { pid: 1, tid: 7 };
/** A complete event on the main thread: start and wall-clock length in ms, CPU time in ms. */
const event = (name: string, start: number, wall: number, cpu: number, thread = MAIN): TraceEvent => ({
  name,
  ph: 'X',
  ...thread,
  ts: start * 1000,
  dur: wall * 1000,
  tdur: cpu * 1000,
});

describe('cpuByKind', () => {
  it('counts a nested event once, where it ran, and its parent for the rest of its own CPU time', () => {
    const totals = cpuByKind(
      [
        event('RunTask', 0, 30, 20),
        event('FunctionCall', 1, 25, 16),
        event('Layout', 5, 10, 6), // forced by the script
        event('UpdateLayoutTree', 16, 2, 2),
      ],
      MAIN,
    );
    expect(totals.layout).toBe(6);
    expect(totals.style).toBe(2);
    expect(totals.script).toBe(8);
  });

  it('gives the own time of an event of no kind to the event around it', () => {
    const totals = cpuByKind([event('ParseHTML', 0, 10, 10), event('SomethingUnnamed', 2, 4, 4), event('Layout', 3, 1, 1)], MAIN);
    expect(totals.parse).toBe(9);
    expect(totals.layout).toBe(1);
  });

  it('counts CPU time, not the wall-clock time a thread spent waiting for a core', () => {
    const totals = cpuByKind([event('RunTask', 0, 80, 30), event('Layout', 0, 80, 30)], MAIN);
    expect(totals.layout).toBe(30);
  });

  it('takes events one after another apart, and leaves out other threads and instant events', () => {
    const totals = cpuByKind(
      [
        event('Paint', 0, 3, 3),
        event('Paint', 3, 2, 2),
        event('Paint', 0, 50, 50, { pid: 1, tid: 8 }),
        { name: 'Paint', ph: 'I', ...MAIN, ts: 1000 },
      ],
      MAIN,
    );
    expect(totals.paint).toBe(5);
  });
});

describe('mainThreadOf', () => {
  it('is the thread that laid the page out, or none', () => {
    expect(mainThreadOf([event('FunctionCall', 0, 1, 1, { pid: 2, tid: 3 }), event('Layout', 1, 1, 1)])).toEqual(MAIN);
    expect(mainThreadOf([event('FunctionCall', 0, 1, 1)])).toBeNull();
  });
});
