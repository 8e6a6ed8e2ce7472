import type { Page } from '@playwright/test';
import fc from 'fast-check';
import { LANGUAGE_STORAGE_KEY } from '../src/app/languagePreference';
import { expect, test } from './fixtures';
import { MESSAGES } from './pages';

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

const anyValue = fc.oneof(
  fc.constantFrom(...PAYLOADS),
  fc.constantFrom('', '-1', '0', 'NaN', 'Infinity', '1e309', '99999999999999999999999', '1,5', '١٫٥', '0x10', ' 15 ', 'null', '[]'),
  fc.string({ maxLength: 30 }),
  fc.double().map(String),
  fc.integer().map(String),
);

function queryOf(entries: readonly (readonly [string, string])[]): string {
  return entries.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&');
}

const cropQueries = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('crop', 'w', 'qty', 'boost', 'variant', 'm'), fc.string({ maxLength: 8 })),
      fc.oneof(anyValue, fc.constantFrom('moon-mango', 'carrot', 'rainbow', 'frozen,shocked', 'wet,chilled', '40')),
    ),
    { maxLength: 8 },
  )
  .map(queryOf);

const petQueries = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('age', 'kg', 'all'), fc.string({ maxLength: 8 })),
      fc.oneof(anyValue, fc.constantFrom('50', '6', '1', '100', '101')),
    ),
    { maxLength: 6 },
  )
  .map(queryOf);

const RUNS = 120;

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

test.describe('hostile links', () => {
  // Hundreds of page loads each; the crop calculator's grew with the 2026 crops and mutations.
  test.setTimeout(480_000);

  test('the crop calculator survives hundreds of generated links and reports what it dropped', async ({ page }) => {
    const queries = fc.sample(cropQueries, { numRuns: RUNS, seed: 20260121 });
    queries.push(
      `m=${Array.from({ length: 2000 }, (_, index) => `x${index}`).join(',')}`,
      `m=${'frozen,'.repeat(2000)}`,
      'crop=carrot&crop=moon-mango&w=1&w=2&w=3',
      `crop=${encodeURIComponent(PAYLOADS[0]!)}&variant=${encodeURIComponent(PAYLOADS[1]!)}`,
    );
    for (const query of queries) {
      await page.goto(`/?${query}`);
      await expectIntact(page, MESSAGES.en.crop.title, query);
      await expect(page.getByTestId('crop-value'), query).toHaveAttribute('data-value', /^\d+$/);
    }
    // A link whose values are all rejected says so.
    await page.goto(`/?crop=${encodeURIComponent(PAYLOADS[0]!)}&w=-5`);
    await expect(page.getByTestId('link-notice')).toBeVisible();
    await expect(page.getByTestId('link-notice')).toContainText(PAYLOADS[0]!.slice(0, 20));
  });

  test('the pet calculator survives hundreds of generated links and reports what it dropped', async ({ page }) => {
    const queries = fc.sample(petQueries, { numRuns: RUNS, seed: 20260121 });
    queries.push('age=50&age=60&kg=6&kg=7', `kg=${encodeURIComponent(PAYLOADS[2]!)}&age=${'9'.repeat(400)}`);
    for (const query of queries) {
      await page.goto(`/grow-a-garden-pet-age-calculator?${query}`);
      await expectIntact(page, MESSAGES.en.pet.title, query);
    }
    await page.goto(`/grow-a-garden-pet-age-calculator?age=${encodeURIComponent(PAYLOADS[1]!)}&kg=6`);
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
