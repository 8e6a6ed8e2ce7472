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
    expect(totals.other).toBe(4); // the task's own bookkeeping: the kinds add up to its 20 ms
  });

  it('reads events in any order: a child listed before its parent, and a parent and child that start together', () => {
    const totals = cpuByKind(
      [event('Layout', 2, 3, 3), event('UpdateLayoutTree', 0, 1, 1), event('FunctionCall', 0, 10, 9), event('RunTask', 0, 10, 10)],
      MAIN,
    );
    expect(totals.script).toBe(5);
    expect(totals.style).toBe(1);
    expect(totals.layout).toBe(3);
    expect(totals.other).toBe(1);
  });

  it('holds an event that outlasts its parent to the parent, so the parent’s next sibling is not its child', () => {
    const totals = cpuByKind([event('FunctionCall', 0, 10, 10), event('Layout', 5, 5.001, 2), event('Paint', 10, 2, 2)], MAIN);
    expect(totals.script).toBe(8);
    expect(totals.layout).toBe(2);
    expect(totals.paint).toBe(2);
  });

  it('gives the own time of an event of no kind to the event around it', () => {
    const totals = cpuByKind([event('ParseHTML', 0, 10, 10), event('SomethingUnnamed', 2, 4, 4), event('Layout', 3, 1, 1)], MAIN);
    expect(totals.parse).toBe(9);
    expect(totals.layout).toBe(1);
    expect(totals.other).toBe(0);
  });

  it('counts no time for an event without CPU time rather than its wall-clock time', () => {
    const withoutCpu = event('Layout', 0, 40, 10);
    delete withoutCpu.tdur;
    expect(cpuByKind([withoutCpu], MAIN).layout).toBe(0);
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
  it('is the thread that spent the most time laying out, or none', () => {
    const frame = { pid: 2, tid: 3 };
    expect(mainThreadOf([event('Layout', 0, 1, 1, frame), event('Layout', 1, 5, 5), event('FunctionCall', 6, 9, 9, frame)])).toEqual(MAIN);
    expect(mainThreadOf([event('FunctionCall', 0, 1, 1)])).toBeNull();
  });
});
