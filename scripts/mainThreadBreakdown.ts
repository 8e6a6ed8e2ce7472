/*
 * Where a page's main-thread time goes, by kind of work (script, style, layout, paint, parsing), in CPU time: the bench
 * gives one figure per page (mainThreadWork.ts), and on this shared machine a task's wall-clock length also counts the
 * time its thread waited for a core. Each trace event's own CPU time is its `tdur` less its children's, so an event
 * nested in another (a layout forced by script, a script run by the HTML parser) counts once, where it ran. What no
 * kind covers (a task's own bookkeeping) is `other`, so the kinds add up to the thread's CPU time in its tasks.
 */
import type { TraceEvent } from './cpuTimedTrace';

export const WORK_KINDS = ['script', 'style', 'layout', 'paint', 'parse', 'gc', 'other'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

const KIND_OF_EVENT: Record<string, Exclude<WorkKind, 'other'>> = {
  FunctionCall: 'script',
  EvaluateScript: 'script',
  'v8.compile': 'script',
  'v8.compileModule': 'script',
  'v8.evaluateModule': 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  UpdateLayoutTree: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'parse',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

/**
 * The renderer's main thread: the thread that spent the most time on layout (a page with a cross-site frame has a
 * second renderer, whose thread lays out less).
 */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const layoutTime = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'Layout' || event.ph !== 'X') continue;
    const key = `${event.pid}:${event.tid}`;
    layoutTime.set(key, (layoutTime.get(key) ?? 0) + (event.dur ?? 0));
  }
  const busiest = [...layoutTime].sort((a, b) => b[1] - a[1])[0];
  if (!busiest) return null;
  const [pid, tid] = busiest[0].split(':').map(Number) as [number, number];
  return { pid, tid };
}

/**
 * CPU milliseconds of each kind of work on one thread. A complete event's own time goes to its kind; the time of an
 * event of no kind goes to the event around it, or to `other` when none is. An event without CPU time (`tdur`) counts
 * none: its wall-clock time would count the waits this measure leaves out.
 */
export function cpuByKind(events: readonly TraceEvent[], thread: { pid: number; tid: number }): Record<WorkKind, number> {
  const totals = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  // Parents first: by start, then the longer, then (for a task and the call filling it) the one with more CPU time.
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0) || (b.tdur ?? 0) - (a.tdur ?? 0));
  // The events open around the current one, each with the kind its own time counts as and the time its children took.
  const open: { end: number; kind: WorkKind; cpu: number; childCpu: number }[] = [];
  const close = () => {
    const done = open.pop()!;
    const own = Math.max(0, done.cpu - done.childCpu);
    const parent = open[open.length - 1];
    if (done.kind === 'other' && parent)
      parent.childCpu -= own; // handed to the parent: its children took less
    else totals[done.kind] += own / 1000;
  };
  for (const event of complete) {
    while (open.length > 0 && open[open.length - 1]!.end <= event.ts) close();
    const parent = open[open.length - 1];
    const cpu = event.tdur ?? 0;
    if (parent) parent.childCpu += cpu;
    // An event outlasting its parent by a rounding error is held to it, so it cannot adopt the parent's next siblings.
    const end = Math.min(event.ts + (event.dur ?? 0), parent?.end ?? Infinity);
    open.push({ end, kind: KIND_OF_EVENT[event.name] ?? 'other', cpu, childCpu: 0 });
  }
  while (open.length > 0) close();
  return totals;
}
