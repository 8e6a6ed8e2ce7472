/*
 * How much a page keeps the main thread busy while it loads and becomes live, as Chromium counts it (the
 * Performance domain's TaskDuration: every task's time, script, style, layout and paint alike), at 1× CPU, and how
 * many elements it holds once live. The bench takes the median of runs interleaved with the competitor's.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export interface MainThreadSample {
  /** Main-thread task time from navigation until the page is quiet, in ms. */
  taskMs: number;
  /** Elements in the document once the page is live. */
  elements: number;
}

/** Time to let a page finish what it starts after the network is quiet (hydration, idle tasks). */
const SETTLE_MS = 1500;

export async function mainThreadSample(url: string): Promise<MainThreadSample> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await session.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
    const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
    return { taskMs: taskSeconds * 1000, elements };
  } finally {
    await browser.close();
  }
}
