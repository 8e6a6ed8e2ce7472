/**
 * Lighthouse's mobile total blocking time takes each main-thread task's wall-clock length from an
 * unthrottled trace and multiplies it by four. On a small shared machine a task's wall-clock length
 * also counts the time its thread waited for a core (Lighthouse and Chromium's other processes load
 * the page on the same two cores), and four times that wait can turn a 6 ms task into a "long" one.
 *
 * retimeToCpuTime() shortens every task of a trace to the CPU time its thread spent on it (the
 * trace's `tdur`), keeping where it starts, and scales the events inside it along with it, so that
 * Lighthouse can compute its metrics again for the page's own work alone.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** CPU time of the thread during the event (microseconds), when the trace records it. */
  tdur?: number;
  [key: string]: unknown;
}

const TOP_LEVEL_TASK = 'RunTask';

export function retimeToCpuTime(events: TraceEvent[]): void {
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    let list = byThread.get(key);
    if (!list) byThread.set(key, (list = []));
    list.push(event);
  }
  for (const threadEvents of byThread.values()) {
    threadEvents.sort((a, b) => a.ts - b.ts);
    let first = 0;
    let previousEnd = -Infinity;
    for (const task of threadEvents) {
      if (task.name !== TOP_LEVEL_TASK || task.ph !== 'X' || !task.dur || task.tdur === undefined) continue;
      // A task run inside another (a nested run loop) has already moved with it.
      if (task.ts < previousEnd) continue;
      const factor = Math.min(1, task.tdur / task.dur);
      const start = task.ts;
      const end = task.ts + task.dur;
      while (first < threadEvents.length && (threadEvents[first] as TraceEvent).ts < start) first++;
      for (let index = first; index < threadEvents.length; index++) {
        const event = threadEvents[index] as TraceEvent;
        if (event.ts > end) break;
        // Only what lies wholly inside the task moves with it.
        if (event === task || event.ts + (event.dur ?? 0) > end) continue;
        event.ts = start + (event.ts - start) * factor;
        if (event.dur !== undefined) event.dur *= factor;
      }
      task.dur *= factor;
      previousEnd = task.ts + task.dur;
    }
  }
}
