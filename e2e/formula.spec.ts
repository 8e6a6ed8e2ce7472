import type { Page } from '@playwright/test';
import { WORKED_EXAMPLE } from '../src/features/formula/examples';
import { dataChangelog } from '../src/game/changelog';
import { sellPriceSteps } from '../src/game/explain';
import { publishedValueRows } from '../src/game/publishedValues';
import { directionOf, LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { expect, expectNoGameDataIn, expectRowHeaderBesideEveryCell, test, watchDownloads } from './fixtures';
import { MESSAGES } from './pages';

const PATH = PAGE_PATHS.valueFormula;
const live = (page: Page) => expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
const checks = publishedValueRows().flatMap((row) => row.checks.map((check) => ({ id: row.crop.id, ...check })));

test('the prerendered page recomputes every published value, in every language, with article and data set data', async ({ request }) => {
  for (const language of LANGUAGES) {
    const html = await (await request.get(localizePath(language, PATH))).text();
    expect(html).toContain(`<html lang="${LOCALE_TAGS[language]}" dir="${directionOf(language)}">`);
    const rows = [...html.matchAll(/<tr data-crop-id="([^"]+)" data-weight="([^"]+)" data-expected="(\d+)" data-computed="(\d+)"/g)];
    expect(rows.map(([, id, , expected, computed]) => [id, Number(expected), Number(computed)])).toEqual(
      checks.map((check) => [check.id, check.expected, check.computed]),
    );
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    expect(jsonLd.map((data) => data['@type'])).toEqual(['TechArticle', 'Dataset']);
    expect(jsonLd[0]).toMatchObject({ headline: MESSAGES[language].formula.meta.title, inLanguage: LOCALE_TAGS[language] });
    expect(html).toContain(`<title>${MESSAGES[language].formula.meta.title.replace(/'/g, '&#x27;')}</title>`);
  }
});

test('in the browser every row is within one of the wiki, and each row off by one says why', async ({ page }) => {
  await page.goto(PATH);
  await live(page);
  const rows = await page
    .getByTestId('proof-table')
    .locator('tr[data-crop-id]')
    .evaluateAll((elements) =>
      elements.map((row) => ({
        id: row.getAttribute('data-crop-id')!,
        expected: Number(row.getAttribute('data-expected')),
        computed: Number(row.getAttribute('data-computed')),
        match: row.getAttribute('data-match'),
        text: row.querySelector('.proof-row__match')?.textContent ?? '',
      })),
    );
  expect(rows).toHaveLength(220);
  expect(rows.filter((row) => Math.abs(row.expected - row.computed) > 1)).toEqual([]);
  const offByOne = rows.filter((row) => row.expected !== row.computed);
  expect(offByOne.length).toBeGreaterThan(0);
  for (const row of offByOne) {
    expect(row.match).toBe('half-even');
    expect(row.text).toContain(`${(row.computed - 1).toLocaleString('en')}.5 is an exact half`);
  }
  // The summary counts crops (two rows each) from the same rows.
  const cropsOffByOne = new Set(offByOne.map((row) => row.id));
  const crops = new Set(rows.map((row) => row.id));
  const summary = page.getByTestId('proof-summary');
  await expect(summary).toContainText(`${crops.size - cropsOffByOne.size} of ${crops.size} crops match exactly.`);
  await expect(summary).toContainText(`${cropsOffByOne.size} differ by one because of half-even rounding.`);
  await expect(summary).toContainText('0 differ in any other way.');
});

test('on a phone the proof table keeps each crop’s name in view beside its values as it scrolls, in both directions', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'ar'] as const) {
    await page.goto(localizePath(language, PATH));
    await live(page);
    const firstRow = page.getByTestId('proof-table').locator('tr[data-crop-id]').first();
    await expectRowHeaderBesideEveryCell(
      page.getByRole('region', { name: MESSAGES[language].formula.proof.scrollRegion }),
      firstRow.locator('th'),
      firstRow.locator('td'),
    );
  }
});

test('the proof is drawn only near the screen, yet a reload deep in it comes back to the same crop', async ({ page }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(PATH);
  await live(page);
  const row = page.getByTestId('proof-table').locator('tr[data-crop-id]').nth(150);
  const drawn = () => row.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  expect(await drawn()).toBe(false);
  await row.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const id = await row.getAttribute('data-crop-id');
  const top = () => row.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const before = await top();
  expect(await drawn()).toBe(true);

  await page.reload();
  await live(page);
  await expect(row).toHaveAttribute('data-crop-id', id!);
  await expect.poll(top).toBe(before);
});

// Every match was drawn in the danger colour, an exact one too: the selectors of the two marked kinds had been lost.
test('only a row off by one is marked in colour; an exact match reads as the page’s text', async ({ page }) => {
  await page.goto(PATH);
  await live(page);
  const colourOf = (match: string) =>
    page
      .getByTestId('proof-table')
      .locator(`tr[data-match="${match}"] .proof-row__match`)
      .first()
      .evaluate((element) => getComputedStyle(element).color);
  const text = await page.locator('main').evaluate((element) => getComputedStyle(element).color);
  expect(await colourOf('exact')).toBe(text);
  expect(await colourOf('half-even')).not.toBe(text);
});

test('the worked example opens the calculator on the same fruit, at the engine’s value', async ({ page }) => {
  await page.goto(PATH);
  await live(page);
  const steps = sellPriceSteps(WORKED_EXAMPLE);
  await expect(page.locator('[data-testid="worked-example"] [data-step="value"]')).toHaveAttribute('data-value', String(steps.sale.value));
  await page.getByTestId('worked-example-calculator').click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
  await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', String(steps.sale.value));
  await expect(page.getByTestId('total-price')).toHaveAttribute('data-value', steps.sale.perFruit.toString());
});

test('the changelog lists the changed crops with the values before and after', async ({ page }) => {
  await page.goto(localizePath('ar', PATH));
  const rows = page.getByTestId('changelog-values').locator('tbody tr');
  const changes = dataChangelog().cropChanges;
  await expect(rows).toHaveCount(changes.length);
  for (const [index, change] of changes.entries()) {
    await expect(rows.nth(index)).toHaveAttribute('data-item-id', change.id);
    await expect(rows.nth(index)).toHaveAttribute('data-before', String(change.before?.baseValue));
    await expect(rows.nth(index)).toHaveAttribute('data-after', String(change.after?.baseValue));
  }
});

test('the footer, the calculator and the value list link to the page', async ({ page }) => {
  for (const path of [PAGE_PATHS.cropCalculator, PAGE_PATHS.valueList]) {
    await page.goto(localizePath('es', path));
    await expect(page.locator('main').getByRole('link', { name: MESSAGES.es.ui.formulaLink })).toHaveAttribute(
      'href',
      localizePath('es', PATH),
    );
  }
  await page.goto(PAGE_PATHS.petCalculator);
  await page.locator('footer').getByRole('link', { name: MESSAGES.en.ui.formulaLink }).click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.formula.title);
});

test('the page comes with every number in its HTML: neither the engine nor the crop data is downloaded', async ({ page }) => {
  const downloads = watchDownloads(page);
  await page.goto(localizePath('es', PATH));
  await live(page);
  expect(downloads.dataFiles).toEqual([]);
  expectNoGameDataIn(downloads, await page.content());
});
