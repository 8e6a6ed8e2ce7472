import type { Page } from '@playwright/test';
import { LANGUAGE_STORAGE_KEY } from '../src/app/languagePreference';
import { expect, test } from './fixtures';
import { MESSAGES } from './pages';

/*
 * Generated hostile links are read by the pure query contracts in src/app/hostileLinks.test.ts (hundreds of them, in
 * milliseconds). What only a browser shows is checked here, with every payload in one link: the markup never reaches
 * the page as elements, no script runs, and the page shows its heading and finite numbers.
 */

/** Markup that would prove injection if it ever ran or reached the DOM as elements. */
const PAYLOADS = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=1</script>',
  '"><svg onload=window.__pwned=1>',
  'javascript:window.__pwned=1',
  "';window.__pwned=1;'",
  '{{constructor.constructor("window.__pwned=1")()}}',
  '%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
];

async function expectIntact(page: Page, h1: string, query: string) {
  await expect(page.locator('h1'), query).toHaveText(h1);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned), query).toBeUndefined();
  expect(await page.locator('img[src="x"], svg[onload], main script').count(), query).toBe(0);
  // Results never read NaN or Infinity; the notice may quote a rejected value, which is the point of it.
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[data-testid$="link-notice"]').forEach((notice) => notice.remove());
    return copy.textContent ?? '';
  });
  expect(text, query).not.toMatch(/\bNaN\b|Infinity/);
}

/** A link carrying every payload at once, each in several places: a field's value, a mutation, a key of its own. */
const FIELDS = ['crop', 'w', 'variant', 'qty', 'boost'];
const everyPayload = PAYLOADS.map((payload, index) => {
  const value = encodeURIComponent(payload);
  return `${FIELDS[index % FIELDS.length]}=${value}&m=frozen,${value}&${value}=1`;
}).join('&');

test.describe('hostile links', () => {
  test('the crop calculator shows the payloads only as text, and the notice quotes what it dropped', async ({ page }) => {
    for (const query of [everyPayload, `m=${'frozen,'.repeat(2000)}&qty=${'9'.repeat(400)}`]) {
      await page.goto(`/?${query}`);
      await expectIntact(page, MESSAGES.en.crop.title, query);
      await expect(page.getByTestId('crop-value'), query).toHaveAttribute('data-value', /^\d+$/);
    }
    await page.goto(`/?crop=${encodeURIComponent(PAYLOADS[0]!)}&w=-5`);
    await expect(page.getByTestId('link-notice')).toBeVisible();
    await expect(page.getByTestId('link-notice')).toContainText(PAYLOADS[0]!.slice(0, 20));
  });

  test('the pet calculator shows a payload only as text, and the notice quotes what it dropped', async ({ page }) => {
    const query = `kg=${encodeURIComponent(PAYLOADS[2]!)}&age=${encodeURIComponent(PAYLOADS[1]!)}&pet=${encodeURIComponent(PAYLOADS[0]!)}`;
    await page.goto(`/grow-a-garden-pet-age-calculator?${query}`);
    await expectIntact(page, MESSAGES.en.pet.title, query);
    await expect(page.getByTestId('pet-link-notice')).toBeVisible();
  });
});

test.describe('corrupted or foreign saved data', () => {
  const garbage = [
    '{not json',
    'null',
    '[]',
    '"text"',
    '{"cropId":42,"weightKg":"heavy"}',
    '{"age":-1,"kg":1e999}',
    'undefined',
    '🙂'.repeat(1000),
  ];
  const keys = ['crop-calculator:last', 'pet-calculator', LANGUAGE_STORAGE_KEY, 'theme'];

  for (const [index, value] of garbage.entries()) {
    test(`pages still load with every stored value set to ${JSON.stringify(value.slice(0, 24))}`, async ({ page }) => {
      await page.addInitScript(
        ({ keys, value, marker }) => {
          if (sessionStorage.getItem(marker)) return;
          sessionStorage.setItem(marker, '1');
          for (const key of keys) localStorage.setItem(key, value);
        },
        { keys, value, marker: `seeded-${index}` },
      );
      await page.goto('/');
      await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
      await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', /^\d+$/);
      await page.goto('/grow-a-garden-pet-age-calculator');
      await expect(page.locator('h1')).toHaveText(MESSAGES.en.pet.title);
      await expect(page.locator('tr[data-age="1"]')).toHaveCount(1);
    });
  }
});

test.describe('when the page’s code cannot run', () => {
  const APP_SCRIPT = /\/assets\/index-[\w-]+\.js$/;
  const LINK = '/?crop=moon-mango&w=15';

  test('a shared link whose app script fails to load says so, and its link opens the same address again', async ({ page }) => {
    await page.route(APP_SCRIPT, (route) => route.abort());
    // The frame's own goto: the test's page waits for an app that will not start.
    await page.mainFrame().goto(LINK);
    const failed = page.locator('.restorable__failed');
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(MESSAGES.en.chunkError.title);
    await expect(page.getByTestId('restoring')).toBeHidden();

    await page.unroute(APP_SCRIPT);
    await failed.getByRole('link', { name: MESSAGES.en.chunkError.retry }).click();
    await expect(page.locator('html[data-app-ready]:not([data-restoring]):not([data-boot-failed])')).toBeAttached();
    // The same link, opened again; once live, the page writes the rest of its state beside the link's (qty, boost…).
    const opened = new URL(page.url()).searchParams;
    expect([opened.get('crop'), opened.get('w')]).toEqual(['moon-mango', '15']);
    await expect(failed).toBeHidden();
    await expect(page.getByTestId('crop-input')).toHaveValue('Moon Mango');
  });

  test('without scripts, a shared link’s page says that it shows its defaults, in the page’s language', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [language, url] of [
        ['fr', `/fr${LINK}`],
        ['ar', '/ar/grow-a-garden-values?tier=mythical'],
      ] as const) {
        await page.goto(url, { waitUntil: 'load' });
        await expect(page.locator('.restorable > noscript > p'), url).toHaveText(MESSAGES[language].ui.needsScript);
        await expect(page.locator('.restorable > noscript > p'), url).toBeVisible();
      }
    } finally {
      await context.close();
    }
  });
});
