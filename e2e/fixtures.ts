import { test as base, expect, type Page } from '@playwright/test';

export interface PageWatch {
  consoleErrors: string[];
  foreignRequests: string[];
}

/**
 * Every browser test page records console errors, uncaught errors and requests to any host other
 * than this machine (tests may run servers of their own on other ports); a test fails at its end if any happened (unless it opts out by clearing).
 */
export const test = base.extend<{ watch: PageWatch }>({
  watch: async ({ page, baseURL }, provide) => {
    const watch: PageWatch = { consoleErrors: [], foreignRequests: [] };
    const localHost = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    page.on('console', (message) => {
      if (message.type() === 'error') watch.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== localHost) watch.foreignRequests.push(request.url());
    });
    await provide(watch);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
    expect(watch.foreignRequests, 'requests to other hosts').toEqual([]);
  },
});

export { expect };

export async function htmlAttributes(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}
