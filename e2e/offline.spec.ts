import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { serviceWorkerPath } from '../src/app/offlineSupport';
import { PAGE_PATHS } from '../src/lib/paths';
import { appSettled, chooseLanguage, expect, htmlAttributes, test } from './fixtures';
import { OwnServer } from './ownServer';
import { MESSAGES } from './pages';

test.use({ serviceWorkers: 'allow' });

/**
 * Waits until the worker itself serves this page. Chromium reports the worker active a moment before
 * navigations actually go through it (measured here: the first one or two reloads still came from the
 * network), so the proof used is a navigation that the worker answered.
 */
async function waitForOfflineReady(page: Page) {
  await page.waitForFunction(async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated');
  await expect(async () => {
    await page.reload();
    const servedByWorker = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return (navigation?.workerStart ?? 0) > 0;
    });
    expect(servedByWorker).toBe(true);
  }).toPass({ intervals: [100, 200, 400], timeout: 20_000 });
}

/** With the server gone, the browser logs the refused network attempts the worker then answered. */
function ignoreOfflineNoise(consoleErrors: string[]) {
  const offlineNoise = /ERR_CONNECTION_REFUSED|Failed to load resource|Failed to fetch|no-response/;
  consoleErrors.splice(0, Infinity, ...consoleErrors.filter((error) => !offlineNoise.test(error)));
}

/*
 * These tests run their own server: offline is made real by stopping it (Playwright's network
 * emulation races with a freshly started worker), and a deploy by changing a file in its own copy.
 */
test('once the first page is live the worker takes control of it: both calculators, the restock clock and the pages seen since work offline', async ({
  page,
  watch,
}) => {
  test.setTimeout(90_000);
  const server = new OwnServer();
  try {
    await server.start();
    const origin = server.origin;
    await page.goto(`${origin}/fr`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    // A player who goes offline right after the page works must find it again: the worker precaches one language's
    // calculators and restock clock (at most 270 KB, checked in built-site/) and takes control of the open page, with
    // no reload. Waited for as the page itself would (the controller changing), not against a clock.
    const controller = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const controllerUrl = () =>
            navigator.serviceWorker.controller ? new URL(navigator.serviceWorker.controller.scriptURL).pathname : null;
          const now = controllerUrl();
          if (now) resolve(now);
          else navigator.serviceWorker.addEventListener('controllerchange', () => resolve(controllerUrl() ?? 'none'), { once: true });
        }),
    );
    // The worker of the page's language, as the deployment notes say.
    expect(controller).toBe(serviceWorkerPath('fr'));
    // A page seen online is kept as it is used.
    await page.goto(`${origin}/fr/wiki/grow-a-garden-carrot`);
    await expect(page.locator('h1')).toContainText('Carrot');
    await page.goto(`${origin}/fr`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await server.stop();

    await page.reload();
    await expect(page.locator('h1')).toHaveText(MESSAGES.fr.crop.title);
    // The calculation still happens: the engine and data came from the cache.
    await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', /^\d+$/);
    // Code the calculator loads on use was precached too: Max mutation's message names the set's mutations no source
    // says how to get, from the ways' data loaded once the message shows.
    await page.getByTestId('max-mutation').click();
    await expect(page.getByTestId('mutation-event')).toContainText(MESSAGES.fr.facts.maxSetWaysUnknown_other.split('\u00a0:')[0]!);

    // An icon never seen online is an empty picture in its ring, not the browser's sign of a broken one.
    await page.goto(`${origin}/fr/?crop=moon-mango`);
    const icon = page.locator('img[data-icon="crop/moon-mango"]').first();
    await expect.poll(() => icon.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto(`${origin}/fr/grow-a-garden-pet-age-calculator?age=50&kg=6`);
    await expect(page.locator('h1')).toHaveText(MESSAGES.fr.pet.title);
    await expect(page.locator('tr[data-age="100"]')).toHaveAttribute('data-weight', /^\d/);

    await page.goto(`${origin}/fr/wiki/grow-a-garden-carrot`);
    await expect(page.locator('h1')).toContainText('Carrot');

    // Never opened online: the worker precached it.
    await page.goto(`${origin}/fr/grow-a-garden-stock`);
    await expect(page.locator('h1')).toHaveText(MESSAGES.fr.stock.title);
    await expect(page.locator('[data-shop="seed"]')).toHaveAttribute('data-next-restock', /Z$/);

    // From one of these pages to another by the site's navigation, as a player goes: the page's data file is kept too.
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const menuLink = (name: string) => page.getByRole('navigation', { name: MESSAGES.fr.nav.label }).getByRole('link', { name });
    await menuLink(MESSAGES.fr.nav.cropCalculator).click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.fr.crop.title);
    await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', /^\d+$/);
    await menuLink(MESSAGES.fr.nav.stock).click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.fr.stock.title);
    await expect(page.locator('[data-shop="seed"]')).toHaveAttribute('data-next-restock', /Z$/);

    // A language this device never kept, chosen from the menu or opened: its texts cannot be had, so the kept language's
    // stand in (not text keys), and the page is marked, laid out and linked as the language it is in. It was French
    // marked Arabic, right to left, and its one way on led to the Arabic calculator, which the device did not keep.
    const standsInForArabic = async () => {
      await expect(page.getByTestId('load-error')).toContainText(MESSAGES.fr.chunkError.title);
      // The tab says it too (opened offline, it read the site's name alone).
      await expect(page).toHaveTitle(MESSAGES.fr.chunkError.title);
      await expect(page.getByRole('navigation', { name: MESSAGES.fr.nav.label })).toBeVisible();
      expect(await htmlAttributes(page)).toEqual({ lang: 'fr', dir: 'ltr' });
      await expect(page.getByTestId('load-error').locator('a')).toHaveAttribute('href', '/fr');
    };
    await chooseLanguage(page, 'العربية');
    await expect(page).toHaveURL(/\/ar\/grow-a-garden-stock$/);
    await standsInForArabic();
    await page.goto(`${origin}/ar`);
    await standsInForArabic();
  } finally {
    await server.dispose();
  }
  ignoreOfflineNoise(watch.consoleErrors);
});

test('a page seen online reopens offline from a link with another query, and from the menu', async ({ page, watch }) => {
  test.setTimeout(60_000);
  const server = new OwnServer();
  try {
    await server.start();
    const origin = server.origin;
    await page.goto(`${origin}/`);
    await waitForOfflineReady(page);
    // Not precached: kept as it is seen. Its prerendered HTML inlines its styles, which its code asks for by file
    // wherever they are not inlined; the page has the worker keep those files, and the test waits for that, not a clock.
    for (const [path, title] of [
      [PAGE_PATHS.tradeChecker, MESSAGES.en.trade.title],
      [PAGE_PATHS.wikiIndex, MESSAGES.en.wiki.index.title],
      [PAGE_PATHS.petIndex, MESSAGES.en.wiki.pets.title],
    ] as const) {
      await page.goto(`${origin}${path}`);
      await expect(page.locator('h1')).toHaveText(title);
      // Polled from the test: waitForFunction took this asynchronous check as met at once (seen before the fix).
      await expect
        .poll(() =>
          page.evaluate(async () => {
            const style = document.querySelector('style[data-inlined]');
            const files = (style?.getAttribute('data-inlined') ?? '').split(' ').filter(Boolean);
            const kept = await Promise.all(files.map((file) => caches.match(file)));
            return files.length > 0 && kept.every(Boolean);
          }),
        )
        .toBe(true);
    }
    await page.goto(`${origin}/`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await server.stop();

    // The query is state for the page's script: the page kept without it opens on it.
    await page.goto(`${origin}${PAGE_PATHS.tradeChecker}?give=custom_5`);
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.trade.title);
    // The kept page itself, with its inlined first screen, not the app shell a page not kept falls back to.
    await expect(page.locator('style[data-inlined]')).toBeAttached();
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await expect(page.getByTestId('load-error')).toHaveCount(0);

    // From a page that did not inline the trade checker's styles, by the site's menu.
    await page.goto(`${origin}/`);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await page.getByRole('navigation', { name: MESSAGES.en.nav.label }).getByRole('link', { name: MESSAGES.en.nav.trade }).click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.trade.title);
    await expect(page.getByTestId('load-error')).toHaveCount(0);
    // And on by the site's links, to the next pages seen online: each such page, not only the first (its data and the
    // code that works data out are not kept, so the page's kept HTML is opened instead).
    await page.getByRole('navigation', { name: MESSAGES.en.nav.label }).getByRole('link', { name: MESSAGES.en.nav.wiki }).click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.wiki.index.title);
    await expect(page.getByTestId('load-error')).toHaveCount(0);
    await page.getByTestId('pet-index-link').click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.wiki.pets.title);
    await expect(page.getByTestId('load-error')).toHaveCount(0);
  } finally {
    await server.dispose();
  }
  ignoreOfflineNoise(watch.consoleErrors);
});

test('on a host that adds a folder’s slash, a link’s query survives offline', async ({ page, watch }) => {
  test.setTimeout(60_000);
  // GitHub Pages answers `/grow-a-garden-values` with a redirect to `/grow-a-garden-values/`.
  const server = new OwnServer({ kind: '404-page' });
  try {
    await server.start();
    const origin = server.origin;
    await page.goto(`${origin}/`);
    await waitForOfflineReady(page);
    await page.goto(`${origin}${PAGE_PATHS.valueList}`);
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.values.title);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    await server.stop();

    // A friend's link, without the slash: the page kept when seen online opens on the link's search, not on the
    // redirect the host gave then (which named the address without the query).
    await page.goto(`${origin}${PAGE_PATHS.valueList}?q=mango`);
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.values.title);
    await expect(page.getByRole('searchbox')).toHaveValue('mango');
  } finally {
    await server.dispose();
  }
  ignoreOfflineNoise(watch.consoleErrors);
});

test('a new deploy is offered as a refresh instead of mixing versions', async ({ page }) => {
  test.setTimeout(60_000);
  const server = new OwnServer({ changing: ['sw.js'] });
  try {
    await server.start();
    await page.goto(`${server.origin}/`);
    await waitForOfflineReady(page);
    expect(await page.getByTestId('update-prompt').count()).toBe(0);

    appendFileSync(server.fileToChange('sw.js'), '\n// the next deploy\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByTestId('update-prompt');
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(MESSAGES.en.update.available);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: MESSAGES.en.update.refresh }).click();
    await reloaded;
    await appSettled(page);
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
    await expect(page.getByTestId('update-prompt')).toHaveCount(0);
  } finally {
    await server.dispose();
  }
});
