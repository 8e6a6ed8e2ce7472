import { describe, expect, it } from 'vitest';
import { retimeToCpuTime, type TraceEvent } from './cpuTimedTrace';

const event = (fields: Partial<TraceEvent> & Pick<TraceEvent, 'name' | 'ts'>): TraceEvent => ({ ph: 'X', pid: 1, tid: 1, ...fields });

describe('retimeToCpuTime', () => {
  it('shortens a task to its CPU time and moves what lies inside it along', () => {
    const task = event({ name: 'RunTask', ts: 1000, dur: 40_000, tdur: 10_000 });
    const child = event({ name: 'FunctionCall', ts: 21_000, dur: 10_000 });
    const request = event({ name: 'ResourceSendRequest', ph: 'I', ts: 31_000 });
    const later = event({ name: 'RunTask', ts: 50_000, dur: 8_000, tdur: 8_000 });
    const otherThread = event({ name: 'RunTask', tid: 2, ts: 1000, dur: 40_000, tdur: 1000 });
    const events = [later, request, child, task, otherThread];

    retimeToCpuTime(events);

    expect(task).toMatchObject({ ts: 1000, dur: 10_000 });
    expect(child).toMatchObject({ ts: 6000, dur: 2500 });
    expect(request.ts).toBe(8500);
    // A task that had a core all along keeps its length; other threads are re-timed on their own.
    expect(later).toMatchObject({ ts: 50_000, dur: 8000 });
    expect(otherThread.dur).toBe(1000);
  });

  it('leaves tasks without CPU time, and events reaching past their task, as they are', () => {
    const untimed = event({ name: 'RunTask', ts: 0, dur: 20_000 });
    const task = event({ name: 'RunTask', ts: 30_000, dur: 20_000, tdur: 5000 });
    const overhanging = event({ name: 'Layout', ts: 45_000, dur: 10_000 });

    retimeToCpuTime([untimed, task, overhanging]);

    expect(untimed.dur).toBe(20_000);
    expect(task.dur).toBe(5000);
    expect(overhanging).toMatchObject({ ts: 45_000, dur: 10_000 });
  });

  it('never lengthens a task whose CPU time exceeds its wall time', () => {
    const task = event({ name: 'RunTask', ts: 0, dur: 10_000, tdur: 12_000 });
    retimeToCpuTime([task]);
    expect(task.dur).toBe(10_000);
  });

  it('moves a task nested in another only once', () => {
    const outer = event({ name: 'RunTask', ts: 0, dur: 40_000, tdur: 20_000 });
    const nested = event({ name: 'RunTask', ts: 20_000, dur: 10_000, tdur: 1000 });
    retimeToCpuTime([outer, nested]);
    expect(nested).toMatchObject({ ts: 10_000, dur: 5000 });
  });
});
