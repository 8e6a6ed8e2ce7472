import type { Locator, Page } from '@playwright/test';
// The pet module directly: the engine's index pulls in JSON data that Playwright's loader cannot import.
import { A_PET_THAT_GROWS, hatchWeight, PET_LEVEL_CAP, PET_LIKELY_LEVEL_CAP, PET_MAX_AGE, petGrowthTable } from '../src/game/pet';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { expect, holdAppScript, htmlAttributes, test } from './fixtures';
import { MESSAGES } from './pages';

const PATH = PAGE_PATHS.petCalculator;
const MILESTONES = [1, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
const EVERY_AGE = Array.from({ length: PET_LEVEL_CAP }, (_, index) => index + 1);
/** Intl puts a (narrow) no-break space between number and unit in some languages. */
const kgText = (number: string, unit = 'kg') => new RegExp(`^${number.replace('.', '\\.')}[\\s\\u00a0\\u202f]${unit}$`);

async function open(page: Page, language: Language = 'en', search = '') {
  await page.goto(`${localizePath(language, PATH)}${search}`);
  await expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rows = (page: Page) => page.getByTestId('pet-growth-table').locator('tbody tr');

async function rowAges(page: Page): Promise<number[]> {
  return (await rows(page).evaluateAll((trs) => trs.map((tr) => (tr as HTMLElement).dataset.age))).map(Number);
}

/** Every visible row against the engine: exact weight, status and the single current row. */
async function expectRowsMatchEngine(page: Page, age: number, kg: number) {
  const expected = petGrowthTable(A_PET_THAT_GROWS, { age, weightKg: kg });
  const data = await rows(page).evaluateAll((trs) =>
    trs.map((tr) => {
      const { age, weight, status } = (tr as HTMLElement).dataset;
      return { age, weight, status, current: tr.getAttribute('aria-current') };
    }),
  );
  for (const row of data) {
    const rowAge = Number(row.age);
    expect(Number(row.weight), `weight at ${rowAge}`).toBe(expected[rowAge - 1]!.weightKg);
    expect(row.status).toBe(rowAge < age ? 'pass' : rowAge === age ? 'current' : 'future');
    expect(row.current).toBe(rowAge === age ? 'true' : null);
  }
}

async function fillPet(page: Page, age: string, kg: string, language: Language = 'en') {
  await field(page, MESSAGES[language].pet.form.age).fill(age);
  await field(page, MESSAGES[language].pet.form.kg).fill(kg);
}

const statusCell = (row: Locator) => row.locator('td').nth(1);

test.describe('pet weight calculator', () => {
  // Every test watches for console errors (hydration mismatches and CSP violations included).
  test.beforeEach(({ watch }) => expect(watch.consoleErrors).toEqual([]));

  test('a typical pet: age 50 at 6 kg hatched at 1.1 kg and reaches 11 kg', async ({ page }) => {
    await open(page);
    await fillPet(page, '50', '6');
    await expect(page).toHaveURL(new RegExp(`${PATH}\\?age=50&kg=6$`));
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1.1'));
    await expect(page.getByTestId('pet-max-weight')).toHaveText(kgText('11'));
    await expect(page.getByTestId('pet-size-class')).toHaveText(MESSAGES.en.pet.sizeClass.normal);
    expect(await rowAges(page)).toEqual(MILESTONES);
    await expectRowsMatchEngine(page, 50, 6);
    const current = page.locator('tr[aria-current="true"]');
    await expect(current).toHaveAttribute('data-age', '50');
    await expect(current.locator('td').first()).toHaveText(kgText('6'));
    await expect(statusCell(current)).toHaveText(MESSAGES.en.pet.status.current);
    await expect(statusCell(rows(page).first())).toHaveText(MESSAGES.en.pet.status.pass);
    await expect(statusCell(rows(page).last())).toHaveText(MESSAGES.en.pet.status.future);
    await expect(page.getByTestId('pet-summary')).toHaveText(
      'A pet that weighs 6 kg at age 50 weighed 1.1 kg at age 1 (Normal size) and will weigh 11 kg at age 100.',
    );
    await expect(page.getByTestId('chart-marker')).toHaveAttribute('data-x', '50');

    const target = field(page, MESSAGES.en.pet.target.label);
    await target.fill('10');
    await expect(page.getByTestId('pet-target-answer')).toHaveText('Your pet will weigh 10 kg at age 90.');
    await target.fill('20');
    await expect(page.getByTestId('pet-target-answer')).toHaveText(
      'Your pet will weigh 20 kg at age 190. Age 190 is past 100, the level cap the game files confirm: whether your pet can get there is not confirmed.',
    );
    await target.fill('60');
    await expect(page.getByTestId('pet-target-answer')).toHaveText(
      'Out of reach: even at age 500 your pet weighs only 51 kg. Age 500 is past 100, the level cap the game files confirm: whether your pet can get there is not confirmed.',
    );
  });

  test('age 1: the current weight is the hatch weight and every other age is ahead', async ({ page }) => {
    await open(page);
    await fillPet(page, '1', '2.5');
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('2.5'));
    await expect(page.getByTestId('pet-max-weight')).toHaveText(kgText('25'));
    await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-age', '1');
    await expect(page.locator('tbody tr[data-status="pass"]')).toHaveCount(0);
    await expect(page.locator('tbody tr[data-status="future"]')).toHaveCount(MILESTONES.length - 1);
    await expectRowsMatchEngine(page, 1, 2.5);
  });

  test('age 100: the pet has reached ten times its hatch weight and every other age is passed', async ({ page }) => {
    await open(page);
    await fillPet(page, '100', '75');
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('7.5'));
    await expect(page.getByTestId('pet-size-class')).toHaveText(MESSAGES.en.pet.sizeClass.titanic);
    await expect(page.getByTestId('pet-max-weight')).toHaveText(kgText('75'));
    await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-age', '100');
    await expect(page.locator('tbody tr[data-status="future"]')).toHaveCount(0);
    await expect(page.locator('tbody tr[data-status="pass"]')).toHaveCount(MILESTONES.length - 1);
    await expectRowsMatchEngine(page, 100, 75);
  });

  test('French reads a decimal comma and answers with one', async ({ page }) => {
    const fr = MESSAGES.fr.pet;
    await open(page, 'fr');
    await fillPet(page, '12', '2,5', 'fr');
    await expect(page).toHaveURL(/\?age=12&kg=2\.5$/);
    const hatch = hatchWeight(A_PET_THAT_GROWS, { age: 12, weightKg: 2.5 });
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1,25'));
    await expect(page.getByTestId('pet-hatch-weight')).toHaveAttribute('data-weight', String(hatch));
    await expect(page.getByTestId('pet-max-weight')).toHaveText(kgText('12,5'));
    await expect(page.getByTestId('pet-size-class')).toHaveText(fr.sizeClass.normal);
    await expect(page.locator('tr[aria-current="true"] td').first()).toHaveText(kgText('2,5'));
    await expect(page.locator('tr[aria-current="true"] td').nth(1)).toHaveText(fr.status.current);
    await expectRowsMatchEngine(page, 12, 2.5);

    await field(page, fr.form.kg).fill('deux');
    await expect(page.getByText('Saisis le poids en chiffres, par exemple 1,5.')).toBeVisible();
  });

  for (const language of ['id', 'pt'] as const) {
    test(`${language} reads a decimal comma, answers with one and keeps a dot in the link`, async ({ page }) => {
      await open(page, language);
      await fillPet(page, '12', '2,5', language);
      await expect(page).toHaveURL(/\?age=12&kg=2\.5$/);
      await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1,25'));
      await expect(page.getByTestId('pet-max-weight')).toHaveText(kgText('12,5'));
      await expect(page.getByTestId('pet-size-class')).toHaveText(MESSAGES[language].pet.sizeClass.normal);
      await expectRowsMatchEngine(page, 12, 2.5);
    });
  }

  test('Arabic is right to left, mirrored, with the right numbers, and reads Arabic-Indic digits', async ({ page }) => {
    const ar = MESSAGES.ar.pet;
    await page.setViewportSize({ width: 1000, height: 900 });
    await open(page, 'ar', '?age=10&kg=2&all=1');
    expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await expect(page.locator('h1')).toHaveText(ar.title);
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1.1', 'كغم'));
    await expect(page.getByTestId('pet-max-weight')).toHaveText(kgText('11', 'كغم'));
    await expect(page.getByTestId('pet-size-class')).toHaveText(ar.sizeClass.normal);
    await expect(page.locator('tr[aria-current="true"] td').nth(1)).toHaveText(ar.status.current);
    await expectRowsMatchEngine(page, 10, 2);

    // The age column reads first, so it sits on the right; the chart runs from the right too.
    const head = page.getByTestId('pet-growth-table').locator('thead th');
    const ageHeader = (await head.nth(0).boundingBox())!;
    const weightHeader = (await head.nth(1).boundingBox())!;
    expect(ageHeader.x).toBeGreaterThan(weightHeader.x);
    const chart = (await page.getByTestId('pet-chart').locator('svg').boundingBox())!;
    const marker = (await page.getByTestId('chart-marker').locator('circle').boundingBox())!;
    expect(marker.x).toBeGreaterThan(chart.x + chart.width * 0.75);

    await fillPet(page, '٥٠', '٦', 'ar');
    await expect(page).toHaveURL(/\?age=50&kg=6&all=1$/);
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1.1', 'كغم'));
    await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-age', '50');
    const newMarker = (await page.getByTestId('chart-marker').locator('circle').boundingBox())!;
    expect(newMarker.x).toBeLessThan(marker.x);
  });

  test('the toggle lists every age, and back to the milestones, keeping the link in step', async ({ page }) => {
    await open(page, 'en', '?age=37&kg=5');
    const toggle = page.getByRole('checkbox', { name: /Show all ages/ });
    await expect(toggle).not.toBeChecked();
    expect(await rowAges(page)).toEqual([1, 10, 20, 30, 37, 40, 50, 60, 70, 80, 90, 100]);
    await toggle.press('Space');
    await expect(toggle).toBeChecked();
    await expect(rows(page)).toHaveCount(PET_LEVEL_CAP);
    expect(await rowAges(page)).toEqual(EVERY_AGE);
    await expect(page.getByTestId('pet-growth-table').locator('caption')).toHaveText('Weight at every age from 1 to 100');
    await expect(page).toHaveURL(/\?age=37&kg=5&all=1$/);
    await expectRowsMatchEngine(page, 37, 5);
    await toggle.click();
    await expect(rows(page)).toHaveCount(12);
    await expect(page).toHaveURL(/\?age=37&kg=5$/);
  });

  test('a shared link opened fresh shows the same calculation', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await open(page, 'es', '?age=50&kg=6&all=1');
    await expect(field(page, MESSAGES.es.pet.form.age)).toHaveValue('50');
    await expect(field(page, MESSAGES.es.pet.form.kg)).toHaveValue('6');
    await expect(page.getByRole('checkbox', { name: /Mostrar todas las edades/ })).toBeChecked();
    await expect(rows(page)).toHaveCount(PET_LEVEL_CAP);
    await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-age', '50');
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1,1'));
    await expect(page.getByTestId('pet-link-notice')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  test('the copy link button copies the link of the calculation', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page);
    await fillPet(page, '42', '3.3');
    await page.getByRole('checkbox', { name: /Show all ages/ }).check();
    await page.getByTestId('copy-link').click();
    await expect(page.getByText(MESSAGES.en.ui.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).search).toBe('?age=42&kg=3.3&all=1');
  });

  test('a shared link never shows the example pet as its answer, not even before the script runs', async ({ page }) => {
    const release = await holdAppScript(page);
    const opened = page.goto(`${PATH}?age=50&kg=6`);
    await expect(page.getByTestId('restoring')).toHaveText(MESSAGES.en.ui.restoring);
    await expect(page.getByTestId('pet-summary')).toBeHidden();
    release();
    await opened;
    await expect(page.getByTestId('restoring')).toBeHidden();
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1.1'));
  });

  test('invalid link values are dropped with a translated notice', async ({ page }) => {
    await open(page, 'fr', '?age=0&kg=6&all=oui');
    const notice = page.getByTestId('pet-link-notice');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(MESSAGES.fr.link.dropped);
    await expect(notice).toContainText('age=0');
    await expect(notice).toContainText('all=oui');
    await expect(notice).toContainText(MESSAGES.fr.pet.link.all);
    // 6 kg was weighed at the age the link got wrong: it is not put at age 1.
    await expect(notice).toContainText(`kg=6 ${MESSAGES.fr.pet.link.weighing}`);
    await expect(field(page, MESSAGES.fr.pet.form.age)).toHaveValue('1');
    await expect(field(page, MESSAGES.fr.pet.form.kg)).toHaveValue('1,5');
    await expect(rows(page)).toHaveCount(MILESTONES.length);
    await notice.getByRole('button', { name: MESSAGES.fr.ui.dismiss }).click();
    await expect(notice).toHaveCount(0);
  });

  test('age 250: past the confirmed cap the same rule holds, the page says the cap is unconfirmed, and table and chart reach 250', async ({
    page,
  }) => {
    await open(page, 'en', '?age=250&kg=26');
    await expect(page.getByTestId('pet-hatch-weight')).toHaveText(kgText('1.1'));
    await expect(page.getByTestId('pet-cap-note')).toHaveText(
      MESSAGES.en.pet.capNote.replaceAll('{{cap}}', String(PET_LEVEL_CAP)).replace('{{likely}}', String(PET_LIKELY_LEVEL_CAP)),
    );
    const ages = await rowAges(page);
    expect(ages).toEqual(Array.from({ length: 25 }, (_, index) => (index === 0 ? 1 : index * 10)).concat(250));
    await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-age', '250');
    await expectRowsMatchEngine(page, 250, 26);
    await expect(page.getByTestId('chart-marker')).toHaveAttribute('data-x', '250');
    await expect(page).toHaveURL(/\?age=250&kg=26$/);
    await field(page, MESSAGES.en.pet.form.age).fill(String(PET_MAX_AGE + 1));
    await expect(page.getByText('The age must be a whole number from 1 to 500.')).toBeVisible();
  });

  test('bad input is explained by its field and hides the table and chart', async ({ page }) => {
    await open(page);
    const age = field(page, MESSAGES.en.pet.form.age);
    await age.fill('2.5');
    await expect(age).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('The age must be a whole number from 1 to 500.')).toBeVisible();
    await expect(page.getByTestId('pet-growth-table')).toHaveCount(0);
    await expect(page.getByTestId('pet-chart')).toHaveCount(0);
    await expect(page.getByTestId('pet-summary')).toHaveText(MESSAGES.en.pet.summary.invalid);
    await age.fill('');
    await expect(page.getByText(MESSAGES.en.pet.errors.ageEmpty)).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/NaN|Infinity|undefined/);
    await age.fill('8');
    await expect(page.getByTestId('pet-growth-table')).toBeVisible();
  });

  test('the last inputs come back on a later visit, and typing does not flood Back', async ({ page }) => {
    await page.goto('/');
    await open(page);
    await fillPet(page, '64', '9.9');
    await page.getByRole('checkbox', { name: /Show all ages/ }).check();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    await open(page);
    await expect(field(page, MESSAGES.en.pet.form.age)).toHaveValue('64');
    await expect(field(page, MESSAGES.en.pet.form.kg)).toHaveValue('9.9');
    await expect(rows(page)).toHaveCount(PET_LEVEL_CAP);
    // A link still wins over what was stored.
    await open(page, 'en', '?age=3&kg=1');
    await expect(field(page, MESSAGES.en.pet.form.age)).toHaveValue('3');
    await expect(rows(page)).toHaveCount(MILESTONES.length + 1);
  });

  test('the prerendered HTML holds the example table, the guide and its FAQ in every language', async ({ request }) => {
    for (const language of LANGUAGES) {
      const html = await (await request.get(localizePath(language, PATH))).text();
      const messages = MESSAGES[language].pet;
      expect(html).toContain('data-testid="pet-growth-table"');
      expect(html.match(/<tr[^>]*data-age=/g)).toHaveLength(MILESTONES.length);
      expect(html).toMatch(/<tr[^>]*aria-current="true"/);
      expect(html).toContain(messages.guide.heading);
      const title = html.match(/<title>(.*?)<\/title>/)?.[1] ?? '';
      expect(title).toContain('Grow a Garden');
      expect(title).toMatch(/kg|كيلوغرام/);
      expect(html).toContain(messages.faq.heading);
      expect(html.match(/<details class="faq__entry"/g)).toHaveLength(4);
      expect(html).toContain(messages.faq.hatchQuestion.replace(/'/g, '&#x27;'));
    }
  });
});
