/*
 * Where a page's main-thread time goes, by kind of work (script, style, layout, paint, parsing), in CPU time: the bench
 * gives one figure per page (mainThreadWork.ts), and on this shared machine a task's wall-clock length also counts the
 * time its thread waited for a core. Each trace event's own CPU time is its `tdur` less its children's, so an event
 * nested in another (a layout forced by script, a script run by the HTML parser) counts once, where it ran.
 */
import type { TraceEvent } from './cpuTimedTrace';

export const WORK_KINDS = ['script', 'style', 'layout', 'paint', 'parse', 'gc'] as const;
export type WorkKind = (typeof WORK_KINDS)[number];

const KIND_OF_EVENT: Record<string, WorkKind> = {
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

/** The renderer's main thread: the thread that laid the page out. */
export function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const layout = events.find((event) => event.name === 'Layout' && event.ph === 'X');
  if (!layout) return null;
  return { pid: layout.pid, tid: layout.tid };
}

/**
 * CPU milliseconds of each kind of work on one thread. A complete event's own time goes to its kind; the time of an
 * event of no kind (a task's bookkeeping, an idle callback's wrapper) goes to the event around it, or to nothing.
 */
export function cpuByKind(events: readonly TraceEvent[], thread: { pid: number; tid: number }): Record<WorkKind, number> {
  const totals = Object.fromEntries(WORK_KINDS.map((kind) => [kind, 0])) as Record<WorkKind, number>;
  const complete = events
    .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid && event.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  // The events open around the current one, each with the kind its own time counts as and the time its children took.
  const open: { end: number; kind: WorkKind | null; cpu: number; childCpu: number }[] = [];
  const close = () => {
    const done = open.pop()!;
    const own = Math.max(0, done.cpu - done.childCpu);
    if (done.kind) totals[done.kind] += own / 1000;
    else if (open.length > 0) open[open.length - 1]!.childCpu -= own; // handed to the parent: its children took less
  };
  for (const event of complete) {
    while (open.length > 0 && open[open.length - 1]!.end <= event.ts) close();
    const cpu = event.tdur ?? event.dur ?? 0;
    if (open.length > 0) open[open.length - 1]!.childCpu += cpu;
    open.push({ end: event.ts + (event.dur ?? 0), kind: KIND_OF_EVENT[event.name] ?? null, cpu, childCpu: 0 });
  }
  while (open.length > 0) close();
  return totals;
}
