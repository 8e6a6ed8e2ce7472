import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { siteDir } from '../scripts/siteDir';
import { LANGUAGE_AUTONYMS, LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiWeatherPath } from '../src/lib/paths';
import { appSettled, chooseLanguage, expect, htmlAttributes, test } from './fixtures';
import { MESSAGES } from './pages';

/** The browser refuses storage, as with site data blocked: reading either store throws. */
async function refuseStorage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: refuse });
    Object.defineProperty(window, 'sessionStorage', { get: refuse });
  });
}

test.describe('language detection', () => {
  test.use({ locale: 'es-ES' });

  test('a Spanish browser lands on Spanish, and a picked English is kept for the next visit', async ({ page }) => {
    await page.goto(`${PAGE_PATHS.petCalculator}?age=3&kg=2`);
    await expect(page).toHaveURL(new RegExp(`/es${PAGE_PATHS.petCalculator}\\?age=3&kg=2$`));
    await expect(page.locator('h1')).toHaveText(MESSAGES.es.pet.title);

    await chooseLanguage(page, 'English');
    await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.petCalculator}\\?age=3&kg=2$`));
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
    // A new visit, not a reload (which stays on its page whatever was kept): the kept English choice is what counts.
    await page.goto(PAGE_PATHS.tradeChecker);
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.trade.title);
    expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.tradeChecker);
  });

  // A Spanish browser was sent on to /es/pt-BR/…, no page, and from there to the Spanish home page.
  test('an address that names a language itself is read as the site writes it, not sent to Spanish', async ({ page }) => {
    await page.goto(`/pt-BR${PAGE_PATHS.tradeChecker}?give=custom_5`);
    await expect(page).toHaveURL(new RegExp(`/pt${PAGE_PATHS.tradeChecker}\\?give=custom_5$`));
    await expect(page.locator('h1')).toHaveText(MESSAGES.pt.trade.title);
    // A language the site does not offer names none: the browser's own is then the one.
    await page.goto(`/de${PAGE_PATHS.wikiIndex}`);
    await expect(page).toHaveURL(new RegExp(`/es${PAGE_PATHS.wikiIndex}$`));
    await expect(page.locator('h1')).toHaveText(MESSAGES.es.wiki.index.title);
    // English named itself: these went to the Spanish pages.
    // (Once the app is live: the English page a visitor is sent on from never starts it.)
    await page.goto(`/en${PAGE_PATHS.tradeChecker}?give=custom_5`);
    await expect(page.locator('html')).not.toHaveAttribute('data-booting');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${PAGE_PATHS.tradeChecker}?give=custom_5`);
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.trade.title);
    await page.goto('/en-GB/no-such-page');
    await expect(page.locator('html')).not.toHaveAttribute('data-booting');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.getByTestId('not-found-notice')).toBeVisible();
  });

  test('where storage is blocked, a picked English survives a reload and Back, and only a new visit goes to Spanish', async ({ page }) => {
    // Nothing the switcher picks is kept.
    await refuseStorage(page);
    await page.goto(PAGE_PATHS.petCalculator);
    await expect(page).toHaveURL(new RegExp(`/es${PAGE_PATHS.petCalculator}$`));
    await chooseLanguage(page, 'English');
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
    await page.reload();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
    expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.petCalculator);

    await page.goto(PAGE_PATHS.tradeChecker);
    await expect(page).toHaveURL(new RegExp(`/es${PAGE_PATHS.tradeChecker}$`));
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
    expect(new URL(page.url()).pathname).toBe(PAGE_PATHS.petCalculator);
  });
});

// The address ran past a 360 px screen: the page grew to 523 px, and in Arabic the dismiss button sat off the screen.
test('on a phone the not-found notice wraps a long address, and its dismiss button stays on the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const prefix of ['', '/ar']) {
    await page.goto(`${prefix}/no-such-page?sort=-value&tier=mythical&variant=gold&m=frozen,shocked,${'x'.repeat(60)}`);
    const notice = page.getByTestId('not-found-notice');
    await expect(notice).toContainText('no-such-page?sort=-value');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), prefix).toBeLessThanOrEqual(360);
    const dismiss = (await notice.getByRole('button').boundingBox())!;
    expect(dismiss.x, prefix).toBeGreaterThanOrEqual(0);
    expect(dismiss.x + dismiss.width, prefix).toBeLessThanOrEqual(360);
  }
});

test('where storage is blocked, an address that is no page still says so on the home page it lands on, once', async ({ page }) => {
  await refuseStorage(page);
  await page.goto('/fr/no-such-page?x=1');
  await expect(page.getByTestId('not-found-notice')).toHaveText(MESSAGES.fr.notFound.textWithoutAddress);
  await expect(page.locator('h1')).toHaveText(MESSAGES.fr.crop.title);
  // The mark that said so leaves the address, so a reload does not say it again.
  await expect(page).toHaveURL(/\/fr\/?$/);
  await page.reload();
  await expect(page.locator('h1')).toHaveText(MESSAGES.fr.crop.title);
  await expect(page.getByTestId('not-found-notice')).toHaveCount(0);
});

// A visitor who left /wiki/grow-a-garden-nothing-here while it started, for the stock page, was told there «There is no
// page at /wiki/grow-a-garden-nothing-here, so here is the wiki list it would be in».
test('an address that is no page is named only on the page start-up sends the visitor to, not on one they open instead', async ({
  page,
}) => {
  // The visitor is gone before the list start-up sends them to has loaded: what loads there is no page of the site.
  await page.route(/\/wiki\?q=/, (route) => route.fulfill({ contentType: 'text/html', body: '<html data-app-ready></html>' }));
  await page.goto('/wiki/grow-a-garden-nothing-here');
  await expect(page).toHaveURL(/\/wiki\?q=nothing\+here$/);
  await page.unroute(/\/wiki\?q=/);
  await page.goto(PAGE_PATHS.stock);
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.stock.title);
  await expect(page.getByTestId('not-found-notice')).toHaveCount(0);
  // Nor later on the list itself: the address was forgotten on the first page that opened.
  await page.goto(PAGE_PATHS.wikiIndex);
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.wiki.index.title);
  await expect(page.getByTestId('not-found-notice')).toHaveCount(0);
});

for (const { locale, language } of [
  { locale: 'id-ID', language: 'id' },
  { locale: 'pt-BR', language: 'pt' },
] as const) {
  test.describe(`language detection (${locale})`, () => {
    test.use({ locale });

    test(`a first visit from a ${locale} browser lands on /${language}`, async ({ page }) => {
      await page.goto(`${PAGE_PATHS.petCalculator}?age=3&kg=2`);
      await expect(page).toHaveURL(new RegExp(`/${language}${PAGE_PATHS.petCalculator}\\?age=3&kg=2$`));
      await expect(page.locator('h1')).toHaveText(MESSAGES[language].pet.title);
      expect((await htmlAttributes(page)).lang).toBe(LOCALE_TAGS[language]);
    });
  });
}

// A switch on a section's address (a mutation page's link to its weather's row) landed at the top of the other page.
test('a language switch keeps the part of the page the address is at', async ({ page }) => {
  await page.goto(localizePath('id', wikiWeatherPath('frost')));
  await appSettled(page);
  await expect(page.locator('#weather-frost')).toBeInViewport();
  await chooseLanguage(page, LANGUAGE_AUTONYMS.pt);
  await expect(page).toHaveURL(new RegExp(`${localizePath('pt', wikiWeatherPath('frost'))}$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.pt.shops.weather.title);
  await expect(page.locator('#weather-frost')).toBeInViewport();
});

test('the language menu names every language in itself, works by keyboard and closes with Escape or a click elsewhere', async ({
  page,
}) => {
  await page.goto(`/pt${PAGE_PATHS.petCalculator}?age=7&kg=2`);
  await appSettled(page);
  const menu = page.getByTestId('language-menu');
  const button = menu.locator('summary');
  await expect(button).toHaveAccessibleName(MESSAGES.pt.language.current.replace('{{language}}', LANGUAGE_AUTONYMS.pt));
  const links = menu.getByRole('navigation', { name: MESSAGES.pt.language.label }).getByRole('link');
  await expect(links).toHaveCount(0);

  await button.focus();
  await page.keyboard.press('Enter');
  await expect(links).toHaveCount(LANGUAGES.length);
  for (const [index, language] of LANGUAGES.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveText(LANGUAGE_AUTONYMS[language]);
    await expect(link).toHaveAttribute('lang', LOCALE_TAGS[language]);
    await expect(link).toHaveAttribute('href', `${localizePath(language, PAGE_PATHS.petCalculator)}?age=7&kg=2`);
  }
  await expect(links.nth(LANGUAGES.indexOf('pt'))).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(links).toHaveCount(0);
  await expect(button).toBeFocused();

  await button.click();
  await expect(links).toHaveCount(LANGUAGES.length);
  await page.locator('h1').click();
  await expect(links).toHaveCount(0);

  await button.click();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${PAGE_PATHS.petCalculator}\\?age=7&kg=2$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
  await expect(links).toHaveCount(0);
});

test('switching language keeps the page and query, and Arabic mirrors the header', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 800 });
  await page.goto(`${PAGE_PATHS.petCalculator}?age=7&kg=2`);
  await chooseLanguage(page, 'Français');
  await expect(page).toHaveURL(new RegExp(`/fr${PAGE_PATHS.petCalculator}\\?age=7&kg=2$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.fr.pet.title);
  expect(await htmlAttributes(page)).toEqual({ lang: 'fr', dir: 'ltr' });
  const siteNameLtr = await page.getByTestId('site-name').boundingBox();
  expect(siteNameLtr!.x).toBeLessThan(40);

  await chooseLanguage(page, 'العربية');
  await expect(page).toHaveURL(new RegExp(`/ar${PAGE_PATHS.petCalculator}\\?age=7&kg=2$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.ar.pet.title);
  expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  const siteNameRtl = await page.getByTestId('site-name').boundingBox();
  expect(siteNameRtl!.x + siteNameRtl!.width).toBeGreaterThan(1000 - 40);
});

test('a prerendered page fetches only the styles it left for later, and a page reached by a link gets its own', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  // Its first screen's styles are inlined and the rest is one file: starting the app must not link the files they come
  // from (a round trip and a restyle of the page).
  await page.goto(PAGE_PATHS.cropCalculator);
  await page.waitForLoadState('networkidle');
  const block = page.locator('style[data-inlined]');
  expect(stylesheets).toEqual([await block.getAttribute('data-later')]);
  stylesheets.length = 0;
  const inlined = ((await block.getAttribute('data-inlined')) ?? '').split(' ');

  // The pet calculator's own stylesheets come with it (its page and the shared parts home does not use), and none
  // of the styles the first page already had inlined.
  await page.getByRole('link', { name: MESSAGES.en.nav.petCalculator }).click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
  expect(stylesheets.length).toBeGreaterThan(0);
  expect(stylesheets.filter((file) => inlined.includes(file))).toEqual([]);
  // A rule only the pet calculator's stylesheet has.
  await expect(page.getByTestId('pet-summary')).toHaveCSS('border-top-style', 'solid');
});

test('the manifest is linked once the page has painted, and a page without scripts links it itself', async ({ page, browser }) => {
  // What the head links when the browser reports the first paint (this observer is notified before the page's own).
  await page.addInitScript(() => {
    new PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      document.documentElement.dataset.manifestsAtPaint = String(document.querySelectorAll('link[rel="manifest"]').length);
    }).observe({ type: 'paint', buffered: true });
  });
  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('data-manifests-at-paint', '0');
  await expect(page.locator('head > link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');

  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const withoutScripts = await context.newPage();
    await withoutScripts.goto(localizePath('ar', PAGE_PATHS.cropCalculator), { waitUntil: 'load' });
    await expect(withoutScripts.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  } finally {
    await context.close();
  }
});

// In Spanish, French and Portuguese "Wiki" went to a second row at 1024, 1280 and 1440 px (109 px, not 61), and in
// Indonesian at 1024 px: the pages' list, the site's name and the language's name did not fit one row. Then the pages
// folded into the menu below 70 rem, on a 1024–1119 px laptop in every language, where the list fits. On the crop
// calculator's page, whose name in the list, in bold there, is the longest in those languages.
test('from 1024 px up the header is one row with every page’s link, in every language', async ({ page }) => {
  const faults: string[] = [];
  for (const language of LANGUAGES) {
    const url = localizePath(language, PAGE_PATHS.cropCalculator);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(url);
    for (const width of [1024, 1080, 1120, 1280, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      // The name, each page's link or the pages' menu, and the controls: one row when they share a line.
      const oneRow = await page.locator('.site-header__bar').evaluate((bar) => {
        const parts = [...bar.children, ...bar.querySelectorAll('.site-nav__list li')]
          .map((part) => part.getBoundingClientRect())
          .filter((box) => box.height > 0);
        return Math.max(...parts.map((box) => box.top)) < Math.min(...parts.map((box) => box.bottom));
      });
      const header = (await page.locator('.site-header').boundingBox())!;
      if (!oneRow || header.height > 64) faults.push(`${url} at ${width} px: ${header.height} px tall`);
      if (!(await page.locator('.site-nav__list').isVisible()) || (await page.getByTestId('nav-menu').isVisible()))
        faults.push(`${url} at ${width} px: the pages in a menu`);
    }
  }
  expect(faults).toEqual([]);
});

test.describe('on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // The header is one component on every page; a calculator and a wiki page, in each direction.
  test('the header is one row of at most 64 px, in English and Arabic', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      for (const path of [PAGE_PATHS.cropCalculator, PAGE_PATHS.moonMango]) {
        await page.goto(localizePath(language, path));
        const header = await page.locator('.site-header').boundingBox();
        expect(header!.height, localizePath(language, path)).toBeLessThanOrEqual(64);
        for (const part of ['site-name', 'nav-menu', 'language-menu', 'theme-menu']) await expect(page.getByTestId(part)).toBeInViewport();
      }
    }
  });

  // At 320 px the Arabic header read "…n Values": the Latin name was cut at its start.
  test('a site name cut short on a narrow phone keeps its start, in Arabic too', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const language of ['en', 'ar'] as const) {
      await page.goto(localizePath(language, PAGE_PATHS.cropCalculator));
      const firstLetterShown = await page
        .getByTestId('site-name')
        .locator('span')
        .evaluate((name) => {
          const range = document.createRange();
          range.setStart(name.firstChild!, 0);
          range.setEnd(name.firstChild!, 1);
          const letter = range.getBoundingClientRect();
          const box = name.getBoundingClientRect();
          return letter.left >= box.left - 1 && letter.right <= box.right + 1;
        });
      expect(firstLetterShown, language).toBe(true);
    }
  });

  // The pages' menu hung from its own button, near the row's middle, and ran 5 px past a 320 px screen's start.
  test('on a 320 px phone every open header menu fits on the screen, in English and Arabic', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const language of ['en', 'ar'] as const) {
      await page.goto(localizePath(language, PAGE_PATHS.cropCalculator));
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      for (const menu of ['nav-menu', 'language-menu', 'theme-menu']) {
        await page.getByTestId(menu).locator('summary').click();
        const panel = page.getByTestId(menu).locator('.disclosure-menu__panel');
        await expect(panel, `${language} ${menu}`).toBeInViewport({ ratio: 1 });
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  });

  // A caption is as wide as its table: in a box that scrolls sideways, most of it was out of sight (1,639 px in 328).
  test('a table’s caption fits the box its table scrolls in, in English and Arabic', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      for (const path of [PAGE_PATHS.valueList, PAGE_PATHS.valueFormula, PAGE_PATHS.stock]) {
        const url = localizePath(language, path);
        await page.goto(url);
        const overhangs = await page.$$eval('caption', (captions) =>
          captions.map((caption) => {
            let box = caption.parentElement;
            while (box && getComputedStyle(box).overflowX !== 'auto') box = box.parentElement;
            const [inner, outer] = [caption.getBoundingClientRect(), (box ?? document.documentElement).getBoundingClientRect()];
            return Math.max(outer.left - inner.left, inner.right - outer.right);
          }),
        );
        expect(overhangs.length, url).toBeGreaterThan(0);
        for (const overhang of overhangs) expect(overhang, url).toBeLessThanOrEqual(0);
      }
    }
  });

  test('the pages are one menu away, by keyboard too, and the menu closes once a page is chosen', async ({ page }) => {
    await page.goto(PAGE_PATHS.cropCalculator);
    // Escape closes the menu by script: the page must be live first (opening is the browser's own).
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const menu = page.getByTestId('nav-menu');
    const button = menu.locator('summary');
    await expect(button).toHaveAccessibleName(MESSAGES.en.nav.menu);
    const links = page.getByRole('navigation', { name: MESSAGES.en.nav.label }).getByRole('link');
    await expect(links).toHaveCount(0);
    await button.focus();
    await page.keyboard.press('Enter');
    // One link per page the page table puts in the navigation.
    await expect(links).toHaveCount(6);
    await expect(links.first()).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(links).toHaveCount(0);
    await expect(button).toBeFocused();
    await button.click();
    await links.filter({ hasText: MESSAGES.en.nav.values }).click();
    await expect(page.locator('h1')).toHaveText(MESSAGES.en.values.title);
    await expect(links).toHaveCount(0);
  });
});

// English and Arabic are checked at 200 % text on every page kind (zoom.spec.ts). The other languages' longer or shorter
// texts at 100 % on the pages whose controls and tables sit side by side (the wiki's pages are text that wraps).
const SIDE_BY_SIDE = [
  PAGE_PATHS.cropCalculator,
  PAGE_PATHS.petCalculator,
  PAGE_PATHS.valueList,
  PAGE_PATHS.tradeChecker,
  PAGE_PATHS.valueFormula,
  PAGE_PATHS.stock,
];
for (const language of LANGUAGES.filter((each) => each !== 'en' && each !== 'ar')) {
  test(`no horizontal scrolling at 360 px in ${language}`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const url of SIDE_BY_SIDE.map((path) => localizePath(language, path))) {
      await page.goto(url);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, url).toBeLessThanOrEqual(0);
    }
  });
}

/** The build's own list of its scripts, so a test names a chunk as the build wrote it. */
const manifest = JSON.parse(readFileSync(join(siteDir, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;

test.describe('when a page’s code fails to load', () => {
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

  // A quick choice shows as chosen while the engine loads; a load that fails still ends on the message.
  test('a value list choice whose code fails to load ends on the message too', async ({ page, watch }) => {
    const engineChunk = manifest['src/features/value-list/valueListEngine.ts']!.file;
    await page.goto(PAGE_PATHS.valueList);
    await appSettled(page);
    await page.route(`**/${engineChunk}`, (route) => route.abort());
    const gold = () => page.getByTestId('fruit-presets').getByRole('radio', { name: 'Gold' });
    const reloaded = page.waitForEvent('load');
    await gold().click();
    await reloaded;
    await appSettled(page);
    await gold().click();
    const panel = page.getByTestId('load-error');
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading')).toHaveText(MESSAGES.en.chunkError.title);
    watch.consoleErrors.length = 0;
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
  const menu = page.getByTestId('theme-menu');
  const choose = async (choice: 'system' | 'light' | 'dark') => {
    await menu.locator('summary').click();
    await menu.getByRole('button', { name: MESSAGES.en.theme[choice] }).click();
  };
  await expect(menu.locator('summary')).toHaveAccessibleName(MESSAGES.en.theme.current.replace('{{choice}}', MESSAGES.en.theme.system));
  await choose('dark');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const darkBackground = await background();
  expect(darkBackground).not.toBe(lightBackground);

  await page.reload();
  // Set by the inline head script before the app's code runs, so there is no light flash.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background()).toBe(darkBackground);
  await expect(menu.locator('summary')).toHaveAccessibleName(MESSAGES.en.theme.current.replace('{{choice}}', MESSAGES.en.theme.dark));
  await menu.locator('summary').click();
  await expect(menu.getByRole('button', { name: MESSAGES.en.theme.dark })).toHaveAttribute('aria-pressed', 'true');
  await menu.locator('summary').click();

  await choose('system');
  await expect(page.locator('html')).not.toHaveAttribute('data-theme');
  expect(await background()).toBe(lightBackground);
});

test('a page still starting shows a busy pointer over what it restores, only under the pointer', async ({ page, context }) => {
  // Start-up held back: the entry script never arrives, so the page stays as the boot script left it (on a page of its
  // own, as the fixture's page waits for the app).
  const starting = await context.newPage();
  await starting.route(`**/${manifest['index.html']!.file}`, (route) => route.abort());
  await starting.goto('/');
  await expect(starting.locator('html')).toHaveAttribute('data-booting', '');
  const body = starting.locator('.restorable__body').first();
  await starting.locator('.site-header').hover();
  await expect(body).toHaveCSS('cursor', 'auto');
  await body.hover();
  await expect(body).toHaveCSS('cursor', 'progress');

  await page.goto('/');
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const live = page.locator('.restorable__body').first();
  await live.hover();
  await expect(live).toHaveCSS('cursor', 'auto');
});

test('the header shows only once it is whole, so it never moves as the page arrives', async ({ page, context }) => {
  const path = PAGE_PATHS.stock;
  // The page as a slow network can leave it at a first paint: cut before the header's language and colour controls.
  // A page of the context's own, as its goto does not wait for an app that cannot start here.
  const partial = await context.newPage();
  await partial.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const cut = html.indexOf('<div class="site-header__controls">');
    expect(cut).toBeGreaterThan(0);
    await route.fulfill({ response, body: html.slice(0, cut) });
  });
  await partial.goto(path);
  await expect(partial.locator('.site-nav')).toBeAttached();
  await expect(partial.locator('.site-header')).toBeHidden();

  await page.goto(path);
  await expect(page.locator('.site-header')).toBeVisible();
});
