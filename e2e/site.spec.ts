import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDir } from '../scripts/siteDir';
import { PAGE_PATHS } from '../src/lib/paths';
import { appSettled, expect, htmlAttributes, test } from './fixtures';
import { CORE_URLS, MESSAGES } from './pages';

test.describe('every core page in every language', () => {
  for (const { url, language, dir, h1 } of CORE_URLS) {
    test(`${url} is ${language}, ${dir}, with its translated h1 before and after scripts`, async ({ page, request, watch }) => {
      const raw = await (await request.get(url)).text();
      expect(raw).toContain(`<html lang="${language}" dir="${dir}">`);
      expect(raw.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1]).toBe(h1);
      expect(raw).toContain(`<title>`);
      expect(raw).toContain('rel="canonical"');
      expect(raw).toContain('hreflang="x-default"');
      expect(raw).toContain(MESSAGES[language].footer.disclaimer.replace(/'/g, '&#x27;'));

      await page.goto(url);
      await expect(page.locator('h1')).toHaveText(h1);
      expect(await htmlAttributes(page)).toEqual({ lang: language, dir });
      await expect(page.getByTestId('fan-disclaimer')).toHaveText(MESSAGES[language].footer.disclaimer);
      // Let lazy work settle so late console errors are caught too.
      await page.waitForLoadState('networkidle');
      expect(watch.consoleErrors).toEqual([]);
    });
  }
});

test('an unknown path goes home and Back does not return to it', async ({ page }) => {
  await page.goto(PAGE_PATHS.petCalculator);
  await page.goto('/no-such-page?x=1');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.petCalculator}$`));
});

test('an unknown path under a language prefix goes to that language’s home', async ({ page }) => {
  await page.goto('/fr/nulle-part');
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('h1')).toHaveText(MESSAGES.fr.crop.title);
});

test.describe('language detection', () => {
  test.use({ locale: 'es-ES' });

  test('a Spanish browser lands on Spanish, and a picked English survives reload', async ({ page }) => {
    await page.goto(`${PAGE_PATHS.petCalculator}?age=3&kg=2`);
    await expect(page).toHaveURL(new RegExp(`/es${PAGE_PATHS.petCalculator}\\?age=3&kg=2$`));
    await expect(page.locator('h1')).toHaveText(MESSAGES.es.pet.title);

    await page.getByRole('navigation', { name: MESSAGES.es.language.label }).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.petCalculator}\\?age=3&kg=2$`));
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
    expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.petCalculator);
  });
});

test('switching language keeps the page and query, and Arabic mirrors the header', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`${PAGE_PATHS.petCalculator}?age=7&kg=2`);
  const nav = page.getByRole('navigation', { name: MESSAGES.en.language.label });
  await nav.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(new RegExp(`/fr${PAGE_PATHS.petCalculator}\\?age=7&kg=2$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.fr.pet.title);
  expect(await htmlAttributes(page)).toEqual({ lang: 'fr', dir: 'ltr' });
  const siteNameLtr = await page.getByTestId('site-name').boundingBox();
  expect(siteNameLtr!.x).toBeLessThan(40);

  await page.getByRole('navigation', { name: MESSAGES.fr.language.label }).getByRole('link', { name: 'العربية' }).click();
  await expect(page).toHaveURL(new RegExp(`/ar${PAGE_PATHS.petCalculator}\\?age=7&kg=2$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.ar.pet.title);
  expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  const siteNameRtl = await page.getByTestId('site-name').boundingBox();
  expect(siteNameRtl!.x + siteNameRtl!.width).toBeGreaterThan(1000 - 40);
});

test('a prerendered page fetches no stylesheet, and a page reached by a link gets its own', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // Its styles are inlined: starting the app must not link them again (a round trip and a restyle of the page).
  await page.goto(PAGE_PATHS.cropCalculator);
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);

  await page.getByRole('link', { name: MESSAGES.en.nav.petCalculator }).click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
  expect(stylesheets).toHaveLength(1);
  // A rule only the pet calculator's stylesheet has.
  await expect(page.locator('.pet-panel').first()).toHaveCSS('border-top-style', 'solid');
});

test('no horizontal scrolling at 360 px in any language', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { url } of CORE_URLS) {
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
});

test.describe('when a page’s code fails to load', () => {
  const manifest = JSON.parse(readFileSync(join(siteDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  const petChunk = manifest['src/features/pet-calculator/route.tsx']!.file;

  test('it reloads once, then shows a translated message with a retry button', async ({ page, watch }) => {
    await page.goto('/');
    await page.route(`**/${petChunk}`, (route) => route.abort());
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: MESSAGES.en.nav.petCalculator }).click();
    await reloaded;
    await appSettled(page);
    await page.getByRole('link', { name: MESSAGES.en.nav.petCalculator }).click();
    const panel = page.getByTestId('load-error');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(MESSAGES.en.chunkError.title);
    await expect(panel.getByRole('button', { name: MESSAGES.en.chunkError.retry })).toBeVisible();

    // The aborted requests are the point of this test, not a fault.
    watch.consoleErrors.length = 0;
    await page.unroute(`**/${petChunk}`);
    await panel.getByRole('button', { name: MESSAGES.en.chunkError.retry }).click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
  });

  test('opened directly, the page still ends on the message, never blank', async ({ page, watch }) => {
    await page.route(`**/${petChunk}`, (route) => route.abort());
    await page.goto(`/fr${PAGE_PATHS.petCalculator}`);
    const panel = page.getByTestId('load-error');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(MESSAGES.fr.chunkError.title);
    watch.consoleErrors.length = 0;
  });
});

test('the colour scheme choice applies at once and is remembered before the first paint', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const lightBackground = await background();
  await page.getByLabel(MESSAGES.en.theme.label).selectOption('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await background();
  expect(darkBackground).not.toBe(lightBackground);

  await page.reload();
  // Set by the inline head script before the app's code runs, so there is no light flash.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(darkBackground);
  await expect(page.getByLabel(MESSAGES.en.theme.label)).toHaveValue('dark');

  await page.getByLabel(MESSAGES.en.theme.label).selectOption('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await background()).toBe(lightBackground);
});
