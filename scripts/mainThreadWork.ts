/*
 * How much a page keeps the main thread busy while it loads and becomes live, as Chromium counts it (the
 * Performance domain's TaskDuration: every task's time, script, style, layout and paint alike), at 1× CPU, and how
 * many elements it holds once live. The bench takes the median of runs interleaved with the competitor's.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium';

export interface MainThreadSample {
  /** Main-thread task time from navigation until the page is quiet, in ms. */
  taskMs: number;
  /** Elements in the document once the page is live. */
  elements: number;
}

/** Time to let a page finish what it starts after the network is quiet (hydration, idle tasks). */
const SETTLE_MS = 1500;

/** What a settled load gives the code reading it: the browser and page, still open, and the load's TaskDuration. */
export interface SettledLoad {
  browser: Browser;
  page: Page;
  /** Main-thread task time from navigation until the page is quiet, in ms (wall-clock). */
  taskMs: number;
}

/**
 * Loads `url` in a fresh Chromium at 1× CPU on a phone-sized screen, as the bench measures pages, lets it settle, and
 * hands it to `read`; `beforeLoad` runs once the page exists (to start a trace, say). Closes the browser after.
 */
export async function settledLoad<T>(
  url: string,
  read: (load: SettledLoad) => Promise<T>,
  beforeLoad?: (browser: Browser, page: Page) => Promise<void>,
): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Performance.enable');
    await beforeLoad?.(browser, page);
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(SETTLE_MS);
    const { metrics } = await session.send('Performance.getMetrics');
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? Number.NaN;
    return await read({ browser, page, taskMs: taskSeconds * 1000 });
  } finally {
    await browser.close();
  }
}

export function mainThreadSample(url: string): Promise<MainThreadSample> {
  return settledLoad(url, async ({ page, taskMs }) => ({
    taskMs,
    elements: await page.evaluate(() => document.getElementsByTagName('*').length),
  }));
}
