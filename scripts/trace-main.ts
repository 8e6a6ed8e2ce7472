/**
 * `npm run trace:main -- [--runs=N] URL…`: where each page's main-thread time goes. Loads every URL N times (7 by
 * default), round by round as the bench does, each in a fresh Chromium at 1× CPU on the bench's phone-sized screen,
 * and prints the medians of Chromium's TaskDuration (the bench's measure, wall-clock, though here taken while tracing,
 * which adds to it) and of the CPU time of each kind of work (mainThreadBreakdown.ts). Serve the builds to compare
 * first (`PORT=… SITE_DIST=… npx tsx scripts/serve.ts`); compare pages within one run only.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TraceEvent } from './cpuTimedTrace';
import { interleaved } from './interleaved';
import { median } from './lighthouseFigures';
import { cpuByKind, mainThreadOf, WORK_KINDS, type WorkKind } from './mainThreadBreakdown';
import { settledLoad } from './mainThreadWork';

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel'];

type Sample = { taskMs: number } & Record<WorkKind, number>;

function sample(url: string, traceFile: string): Promise<Sample> {
  return settledLoad(
    url,
    async ({ browser, taskMs }) => {
      await browser.stopTracing();
      const events = (JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
      const thread = mainThreadOf(events);
      if (!thread) throw new Error(`${url}: no layout in the trace`);
      return { taskMs, ...cpuByKind(events, thread) };
    },
    (browser, page) => browser.startTracing(page, { path: traceFile, categories: CATEGORIES }),
  );
}

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 7);
const urls = args.filter((arg) => !arg.startsWith('--'));
if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run trace:main -- [--runs=N] URL…');
  process.exit(1);
}
const folder = mkdtempSync(join(tmpdir(), 'trace-main-'));
try {
  const samples = await interleaved(urls, runs, (url) => sample(url, join(folder, 'trace.json')));
  console.log(`Medians of ${runs} loads each (ms; TaskDuration is wall-clock, the rest CPU time)`);
  console.log(['page', 'TaskDuration', ...WORK_KINDS, 'CPU in tasks'].join('\t'));
  for (const [url, list] of samples) {
    const kinds = WORK_KINDS.map((kind) => median(list.map((one) => one[kind])));
    const total = median(list.map((one) => WORK_KINDS.reduce((sum, kind) => sum + one[kind], 0)));
    const cells = [median(list.map((one) => one.taskMs)), ...kinds, total].map((ms) => ms.toFixed(1));
    console.log([url, ...cells].join('\t'));
  }
} finally {
  rmSync(folder, { recursive: true, force: true });
}
