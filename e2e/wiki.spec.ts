import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { cropValue, mutationLookups, type Crop } from '../src/game';
import { crops, findCrop, getCrop } from '../src/game/crops';
import { FIRST_EXPORT, firstExportAfterObtainable, obtainableNotYetInFiles, removalOf } from '../src/game/version';
import { directionOf, LANGUAGES, LOCALE_TAGS, type Language } from '../src/i18n/languages';
import { searchCrops } from '../src/lib/cropSearch';
import { formatIsoDate, formatNumber } from '../src/lib/format';
import { formatWeight } from '../src/lib/gameText';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiEggPath } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import { decodeCropQuery } from '../src/links/cropQuery';
import { expect, expectNoGameDataIn, htmlAttributes, test, watchDownloads } from './fixtures';
import { MESSAGES } from './pages';

// The engine imports its JSON data without import attributes, which Node's ESM loader refuses here; Playwright's
// CommonJS transform loads it (and the query contract that uses it) fine.

/**
 * A spread of crops: the Moon Mango (full article), a common seed-shop crop, one whose tier, harvest and price are
 * unknown, the most valuable crop, and a Transcendent one.
 */
// Sun Fruit entered the game's files in July 2026 (the August 2026 import), Dryblood Rose left them in 2025.
const SAMPLE_CROPS = ['moon-mango', 'carrot', 'octobloom', 'alien-apple', 'crimson-thorn', 'sun-fruit', 'dryblood-rose'].map((id) =>
  getCrop(id),
);

const cropUrl = (language: Language, crop: Crop) => localizePath(language, wikiCropPath(crop.id));
const sheckles = (language: Language, value: number) =>
  MESSAGES[language].facts.sheckles.replace('{{amount}}', formatNumber(value, language));

/** The index's "N crops found" in the language's plural form for `count`. */
function countText(language: Language, count: number): string {
  const form = new Intl.PluralRules(language).select(count);
  const texts = MESSAGES[language].wiki.index as unknown as Record<string, string>;
  return (texts[`count_${form}`] ?? texts['count_other']!).replace('{{n}}', formatNumber(count, language));
}

/** "Unknown" as it reads after a crop fact's label: the form the language's texts list for that label. */
function unknownAfterFact(language: Language, field: string): string {
  const text = MESSAGES[language];
  return text.facts.unknownFeminineAfter.split(' ').includes(field) ? text.ui.unknownFeminine : text.ui.unknown;
}

/** The weight facts, or "unknown" in each for a crop whose weight no source gives. */
function weightFacts(language: Language, crop: Crop): Record<string, { text: string; value: string | null }> {
  const fact = (field: string, kg: number | undefined) =>
    kg === undefined ? { text: unknownAfterFact(language, field), value: null } : { text: formatWeight(kg, language), value: String(kg) };
  return {
    baseWeight: fact('baseWeight', crop.weights?.baseWeight),
    minWeight: fact('minWeight', crop.weights?.minWeight),
    priceFloorWeight: fact('priceFloorWeight', crop.weights?.priceFloorWeight),
  };
}

/** The days of the game's exports, as the crops' first-seen dates give them. */
const EXPORT_AFTER_OBTAINABLE = firstExportAfterObtainable(crops);

/** What the infobox must say for each field, from the data and the texts (never from the page itself). */
function expectedInfobox(language: Language, crop: Crop): Record<string, { text: string; value: string | null }> {
  const text = MESSAGES[language];
  const unknown = (field: string) => unknownAfterFact(language, field);
  const raw = (value: unknown) => (value === null ? null : String(value));
  const removal = removalOf(crop);
  return {
    tier: { text: crop.tier ? text.game.tier[crop.tier] : unknown('tier'), value: raw(crop.tier) },
    category: { text: text.game.category[crop.category as keyof typeof text.game.category], value: crop.category },
    seedPrice: { text: crop.seedPrice === null ? unknown('seedPrice') : sheckles(language, crop.seedPrice), value: raw(crop.seedPrice) },
    obtainable: {
      // A crop out of the game's files says so, with its day, as its value list row does.
      text: removal
        ? removal.kind === 'never'
          ? text.facts.neverInFiles
          : text.facts.removed.replace('{{date}}', formatIsoDate(removal.date, language))
        : crop.obtainable === null
          ? obtainableNotYetInFiles(crop, EXPORT_AFTER_OBTAINABLE)
            ? text.facts.notYetInFiles
            : unknown('obtainable')
          : crop.obtainable
            ? text.facts.yes
            : text.facts.no,
      value: raw(crop.obtainable),
    },
    harvest: { text: crop.harvest ? text.game.harvest[crop.harvest] : unknown('harvest'), value: raw(crop.harvest) },
    baseValue: { text: sheckles(language, crop.baseValue), value: String(crop.baseValue) },
    ...weightFacts(language, crop),
    priceFloorValue: { text: sheckles(language, crop.priceFloorValue), value: String(crop.priceFloorValue) },
    firstSeen: { text: firstSeenText(language, crop.firstSeen!), value: crop.firstSeen },
  };
}

/** "In the game's files since": the day, or "before" the first export's day for a crop already in it. */
function firstSeenText(language: Language, firstSeen: string): string {
  const date = formatIsoDate(firstSeen, language);
  return firstSeen === FIRST_EXPORT ? MESSAGES[language].facts.firstSeenBefore.replace('{{date}}', date) : date;
}

async function checkInfobox(page: Page, language: Language, crop: Crop) {
  for (const [field, expected] of Object.entries(expectedInfobox(language, crop))) {
    const cell = page.getByTestId('infobox').getByTestId(`fact-${field}`);
    await expect(cell, `${crop.id} ${field}`).toHaveText(expected.text);
    if (expected.value === null) await expect(cell).not.toHaveAttribute('data-value');
    else await expect(cell).toHaveAttribute('data-value', expected.value);
  }
  const huge = page.getByTestId('infobox').getByTestId('fact-hugeChance');
  if (crop.weights === null) {
    await expect(huge).toHaveText(unknownAfterFact(language, 'hugeChance'));
    return;
  }
  await expect(huge).toHaveAttribute('data-value', String(crop.weights.hugeChance));
  if (crop.weights.hugeChanceOneIn !== null) await expect(huge).toContainText(formatNumber(crop.weights.hugeChanceOneIn, language));
}

/** Every value in the table: the engine's value for the state its link carries, shown in the page's language. */
async function checkValueTable(page: Page, language: Language, crop: Crop) {
  const links = page.getByTestId('wiki-value');
  await expect(links).toHaveCount(18);
  for (const link of await links.all()) {
    const href = (await link.getAttribute('href'))!;
    const url = new URL(href, 'http://site.invalid');
    expect(url.pathname).toBe(localizePath(language, PAGE_PATHS.cropCalculator));
    const { state, dropped } = decodeCropQuery(url.search, findCrop, mutationLookups);
    expect(dropped).toEqual([]);
    expect(state).toMatchObject({ cropId: crop.id, quantity: 1, boostPercent: 0 });
    // A crop whose weight is unknown is valued at its base weight: its links carry no weight.
    expect(state.weightKg).toBe(crop.weights?.baseWeight);
    const value = cropValue({
      crop: getCrop(crop.id),
      variantId: state.variantId!,
      mutationIds: state.mutationIds ?? [],
      weightKg: state.weightKg ?? null,
    }).value;
    await expect(link).toHaveAttribute('data-value', String(value));
    await expect(link).toHaveText(formatNumber(value, language));
  }
}

// Each sample crop in a different language, so every crop kind and every language is seen once; at 360 px too.
const SAMPLE_PAGES = SAMPLE_CROPS.map((crop, index) => ({ crop, language: LANGUAGES[index % LANGUAGES.length]! }));

test.describe('crop pages: infobox and value table from the data and the engine', () => {
  for (const { crop, language } of SAMPLE_PAGES) {
    test(`${language} ${crop.id}`, async ({ page, request }) => {
      const url = cropUrl(language, crop);
      const raw = await (await request.get(url)).text();
      // Prerendered: the numbers are in the HTML before any script runs.
      expect(raw).toContain(`data-testid="fact-baseValue" data-value="${crop.baseValue}"`);
      expect(raw).toContain('data-testid="wiki-value"');

      await page.goto(url);
      const h1 = crop.id === 'moon-mango' ? MESSAGES[language].wiki.moonMango.title : crop.name;
      await expect(page.locator('h1')).toHaveText(h1);
      await expect(page).toHaveTitle(new RegExp(crop.name));
      await checkInfobox(page, language, crop);
      await checkValueTable(page, language, crop);
      await expect(page.getByTestId('calculator-link')).toHaveAttribute(
        'href',
        `${localizePath(language, PAGE_PATHS.cropCalculator)}?crop=${crop.id}${crop.weights === null ? '' : `&w=${crop.weights.baseWeight}`}`,
      );
      const removed = page.getByTestId('crop-removed');
      await expect(removed).toHaveCount(crop.removed === null ? 0 : 1);
      if (crop.removed !== null) await expect(removed).toContainText(formatIsoDate(crop.removed, language));
      const article = page.getByTestId('moon-mango-article');
      await expect(article).toHaveCount(crop.id === 'moon-mango' ? 1 : 0);
      await page.waitForLoadState('networkidle');

      await page.setViewportSize({ width: 360, height: 740 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} at 360 px`).toBeLessThanOrEqual(0);
    });
  }
});

// French writes numbers with narrow spaces and Arabic with its own digits: the article's numbers in both.
test.describe('the Moon Mango article', () => {
  for (const language of ['fr', 'ar'] as const) {
    test(`${language}: every section of the article, with the facts of the data`, async ({ page }) => {
      const text = MESSAGES[language].wiki.moonMango.article;
      await page.goto(cropUrl(language, getCrop('moon-mango')));
      const article = page.getByTestId('moon-mango-article');
      await expect(article.getByRole('heading', { level: 2 })).toHaveText([
        text.whatTitle,
        text.obtainTitle,
        text.growTitle,
        text.worthTitle,
        text.tipsTitle,
      ]);
      // Seed price, base value, Rainbow + Frozen value and huge chance, written the language's way.
      for (const value of [1_000_000_000, 999, 50_000, 25_000_000, 300]) {
        await expect(article).toContainText(formatNumber(value, language));
      }
      await expect(article.getByRole('listitem')).toHaveCount(3);
    });
  }
});

test.describe('a value table link opens the calculator with the same value', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: Rainbow + Frozen and the max set`, async ({ page }) => {
      const url = cropUrl(language, getCrop('moon-mango'));
      for (const [row, variant] of [
        ['frozen', 'rainbow'],
        ['max', 'gold'],
      ] as const) {
        await page.goto(url);
        const tableRow = page.locator(`[data-row="${row}"]`);
        const cell = tableRow.locator(`[data-testid="wiki-value"][data-variant="${variant}"]`);
        const value = (await cell.getAttribute('data-value'))!;
        const href = (await cell.getAttribute('href'))!;
        const { state } = decodeCropQuery(new URL(href, 'http://site.invalid').search, findCrop, mutationLookups);
        const expected = cropValue({
          crop: getCrop(state.cropId!),
          variantId: state.variantId!,
          mutationIds: state.mutationIds ?? [],
          weightKg: state.weightKg ?? null,
        });
        await expect(tableRow.locator('td[data-value]').first()).toHaveAttribute('data-value', String(expected.mutationMultiplier));
        await cell.click();
        await expect(page).toHaveURL((address) => address.pathname === localizePath(language, PAGE_PATHS.cropCalculator));
        await expect(page.locator('h1')).toHaveText(MESSAGES[language].crop.title);
        await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', value);
        // The calculator shows the whole multiplier (variant × mutations).
        await expect(page.getByTestId('total-multiplier')).toHaveAttribute('data-value', String(expected.totalMultiplier));
        // One fruit and no friend boost: the total is the same value.
        await expect(page.getByTestId('total-price')).toHaveAttribute('data-value', value);

        // Opened directly (a shared link), the calculator reads the same state.
        await page.goto(href);
        await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', value);
      }
    });
  }
});

test('crop pages carry an Article and a breadcrumb trail as JSON-LD', async ({ request }) => {
  const crop = getCrop('moon-mango');
  const html = await (await request.get(cropUrl('fr', crop))).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
  const article = blocks.find((block) => block['@type'] === 'Article');
  expect(article).toMatchObject({
    inLanguage: 'fr',
    headline: MESSAGES.fr.wiki.moonMango.meta.title,
    url: absoluteUrl('/fr/wiki/grow-a-garden-moon-mango'),
  });
  const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!['itemListElement'] as { item: string; name: string }[];
  expect(trail.map((item) => new URL(item.item).pathname)).toEqual(['/fr', '/fr/wiki', '/fr/wiki/grow-a-garden-moon-mango']);
  expect(trail.map((item) => item.name)).toEqual([MESSAGES.fr.site.name, MESSAGES.fr.nav.wiki, crop.name]);
});

// Every language's index is checked as written in built-site/; searching and filtering in English and Arabic.
test.describe('wiki index', () => {
  for (const language of ['en', 'ar'] as const) {
    test(`${language}: lists every crop, searches and filters`, async ({ page, request }) => {
      const text = MESSAGES[language];
      const url = localizePath(language, PAGE_PATHS.wikiIndex);
      const raw = await (await request.get(url)).text();
      expect(raw.match(/class="crop-card"/g)).toHaveLength(crops.length);

      await page.goto(url);
      expect(await htmlAttributes(page)).toEqual({ lang: LOCALE_TAGS[language], dir: directionOf(language) });
      await expect(page.locator('h1')).toHaveText(text.wiki.index.title);
      const visibleCards = page.locator('[data-testid="crop-list"] li:not([hidden]) a');
      await expect(visibleCards).toHaveCount(crops.length);
      await expect(page.getByTestId('crop-count')).toHaveText(countText(language, crops.length));

      await page.getByLabel(text.filters.search).fill('mango');
      // The calculator's forgiving search: every crop it finds for the query, typos forgiven.
      const mangoes = searchCrops(crops, 'mango');
      expect(mangoes).toContain(getCrop('moon-mango'));
      await expect(visibleCards).toHaveCount(mangoes.length);
      // Best match first, as the search ranks them, not in name order.
      await expect(visibleCards.first()).toHaveAttribute('data-crop', 'mango');

      await page.getByLabel(text.facts.tier).selectOption('mythical');
      await page.getByLabel(text.facts.category).selectOption('twilight shop');
      await expect(visibleCards).toHaveCount(1);
      await expect(page.getByTestId('crop-count')).toHaveText(countText(language, 1));

      await page.getByRole('button', { name: text.filters.clear }).click();
      await expect(visibleCards).toHaveCount(crops.length);

      await page.getByLabel(text.facts.category).selectOption('twilight shop');
      await visibleCards.filter({ hasText: 'Moon Mango' }).click();
      await expect(page).toHaveURL(cropUrl(language, getCrop('moon-mango')));
      await expect(page.locator('h1')).toHaveText(text.wiki.moonMango.title);
    });
  }
});

test('a wiki address that is no page shows its list searched for its words, and the player’s own last search stays theirs', async ({
  page,
}) => {
  const search = page.getByRole('searchbox');
  await page.goto(PAGE_PATHS.wikiIndex);
  await search.fill('mango');
  await expect(page).toHaveURL(`${PAGE_PATHS.wikiIndex}?q=mango`);
  // Start-up sends the dead address to the crop list, searched for its words; a reload keeps that search.
  const french = localizePath('fr', PAGE_PATHS.wikiIndex);
  await page.goto(localizePath('fr', wikiCropPath('carot')));
  await expect(page).toHaveURL(`${french}?q=carot`);
  await expect(search).toHaveValue('carot');
  await expect(page.getByTestId('not-found-notice')).toBeVisible();
  await page.reload();
  await expect(search).toHaveValue('carot');
  // Left (the page writes its state as it goes) and opened again: the player's search, not the site's.
  await page.goto(french);
  await expect(search).toHaveValue('mango');
  await expect(page).toHaveURL(`${french}?q=mango`);

  // Changed by the player, the search is theirs, and kept like any other.
  await page.goto(wikiCropPath('carot'));
  await expect(search).toHaveValue('carot');
  await search.fill('carrot');
  await expect(page).toHaveURL(`${PAGE_PATHS.wikiIndex}?q=carrot`);
  await page.goto(PAGE_PATHS.wikiIndex);
  await expect(search).toHaveValue('carrot');
});

test('the breadcrumb trail is heard as its pages, without the separators drawn between them', async ({ page }) => {
  await page.goto(localizePath('ar', wikiCropPath('carrot')));
  const trail = page.getByRole('navigation', { name: MESSAGES.ar.wiki.page.breadcrumb });
  await expect(trail.getByRole('listitem')).toHaveCount(3);
  // What is heard, without the links' addresses the snapshot lists.
  const heard = (await trail.ariaSnapshot())
    .split('\n')
    .filter((line) => !line.includes('/url:'))
    .join('\n');
  expect(heard).toContain('Carrot');
  expect(heard).not.toContain('/');
});

test('a related crop link opens that crop at the top of its page', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.goto(cropUrl('es', getCrop('moon-mango')));
  const related = page.getByTestId('related-crops').locator('a').first();
  await expect(related).toHaveAttribute('data-crop', 'celestiberry');
  await related.scrollIntoViewIfNeeded();
  await related.click();
  await expect(page).toHaveURL(cropUrl('es', getCrop('celestiberry')));
  await expect(page.locator('h1')).toHaveText('Celestiberry');
  await expect(page).toHaveTitle(MESSAGES.es.wiki.page.meta.title.replace('{{name}}', 'Celestiberry'));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('infobox').getByTestId('fact-baseValue')).toHaveAttribute(
    'data-value',
    String(getCrop('celestiberry').baseValue),
  );
});

test('a crop page downloads its own crop, not every crop: in its HTML first, then one small file per crop reached', async ({ page }) => {
  const downloads = watchDownloads(page);
  await page.goto(cropUrl('fr', getCrop('carrot')));
  await expect(page.locator('html[data-app-ready]')).toBeAttached();
  const html = await page.content();
  expect(downloads.dataFiles).toEqual([]);
  const related = page.getByTestId('related-crops').locator('a').first();
  const relatedCrop = getCrop((await related.getAttribute('data-crop'))!);
  await related.click();
  await expect(page.locator('h1')).toHaveText(relatedCrop.name);
  expect(downloads.dataFiles).toEqual([`/page-data${wikiCropPath(relatedCrop.id)}.json`]);
  expectNoGameDataIn(downloads, html + relatedCrop.name);
});

// On an Arabic phone the column ran 107 px past its box, which cut each number's first digits off (1,250,000,000 read
// 250,000,000) with nothing to say there was more.
test('on a phone, an egg’s table of hatches fits its box in English, French and Arabic, every number whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'fr', 'ar'] as const) {
    await page.goto(localizePath(language, wikiEggPath('bug-egg')));
    const box = page.getByTestId('egg-hatches').locator('xpath=..');
    const sizes = await box.evaluate((element) => ({ content: element.scrollWidth, box: element.clientWidth }));
    expect(sizes.content, language).toBeLessThanOrEqual(sizes.box);
    const mantis = page.getByTestId('egg-hatches').locator('tr[data-pet="praying-mantis"] td').last();
    await expect(mantis, language).toHaveText(formatNumber(1_250_000_000, language));
  }
});

/** The mean brightness (0-255) of a strip 2 px wide just inside a box's left or right edge, over `band`'s height. */
async function edgeBrightness(page: Page, box: Locator, edge: 'left' | 'right', band: Locator): Promise<number> {
  const outer = (await box.boundingBox())!;
  const area = (await band.boundingBox())!;
  const x = edge === 'left' ? outer.x + 2 : outer.x + outer.width - 4;
  const png = await page.screenshot({ clip: { x, y: area.y, width: 2, height: Math.min(area.height, 200) } });
  const { data } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return data.reduce((sum, value) => sum + value, 0) / data.length;
}

// On a phone a weather's notes were a column out of sight, with nothing on screen to say the table scrolls; the value
// list showed two of its nine columns so.
test('on a phone, a table shows a shadow at each edge it runs past, and none at its ends, in both directions', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'ar'] as const) {
    for (const [path, table] of [
      [PAGE_PATHS.weather, 'weather-table'],
      [PAGE_PATHS.valueList, 'value-list-table'],
    ] as const) {
      await page.goto(localizePath(language, path));
      const box = page.getByTestId(table).locator('xpath=..');
      const caption = box.locator('caption');
      // The caption, not the box: the value list's box is far taller than the screen.
      await caption.scrollIntoViewIfNeeded();
      const [start, end] = directionOf(language) === 'rtl' ? (['right', 'left'] as const) : (['left', 'right'] as const);
      // Over the caption, which stays in the box and holds no text at its edges: text there would read as a shadow. (On
      // the rows the sticky names cover the start's shadow; they stay in view, so nothing of theirs is hidden.)
      const atStart = { start: await edgeBrightness(page, box, start, caption), end: await edgeBrightness(page, box, end, caption) };
      // Scrolled to its end (negative in a right-to-left box).
      await box.evaluate(
        (element) =>
          (element.scrollLeft = (element.scrollWidth - element.clientWidth) * (getComputedStyle(element).direction === 'rtl' ? -1 : 1)),
      );
      const atEnd = { start: await edgeBrightness(page, box, start, caption), end: await edgeBrightness(page, box, end, caption) };
      // The page's own light background where no shadow is; darker by the shadow where the table runs on.
      expect(atStart.end, `${language} ${path}`).toBeLessThan(atEnd.end - 10);
      expect(atEnd.start, `${language} ${path}`).toBeLessThan(atStart.start - 10);
    }
  }
});

// The facts and the note ran on as one sentence: "… · 3 pets Data as of August 30, 2025.", at the text's own size.
test('the egg and gear lists give each item’s data note on a line of its own, smaller than its facts', async ({ page }) => {
  for (const [path, list] of [
    [PAGE_PATHS.eggIndex, 'egg-list'],
    [PAGE_PATHS.gearIndex, 'gear-list'],
  ] as const) {
    await page.goto(path);
    const item = page.getByTestId(list).locator('li').first();
    const facts = await item.locator('.shop-list__facts').boundingBox();
    const note = item.locator('.data-note');
    const noteBox = await note.boundingBox();
    expect(noteBox!.y, path).toBeGreaterThanOrEqual(facts!.y + facts!.height - 1);
    const size = (selector: string) => item.locator(selector).evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
    expect(await size('.data-note'), path).toBeLessThan(await size('.shop-list__facts'));
  }
});
