import type { Page } from '@playwright/test';
import { cropValue, maxMutationSet } from '../src/game';
import { crops, getCrop } from '../src/game/crops';
import { directionOf, LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiCropPath } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import {
  expect,
  expectNoGameDataIn,
  expectRowHeaderBesideEveryCell,
  holdAppScript,
  htmlAttributes,
  numbersBrokenInEach,
  test,
  watchContentHidden,
  watchDownloads,
  wordsBrokenInEach,
} from './fixtures';
import { MESSAGES } from './pages';

const PATH = PAGE_PATHS.valueList;
const rows = (page: Page) => page.locator('[data-testid="value-list-table"] tbody tr');
const live = (page: Page) => expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();

const valueAtBase = (cropId: string, variantId: string, mutationIds: readonly string[]) =>
  cropValue({ crop: getCrop(cropId), weightKg: getCrop(cropId).weights?.baseWeight ?? null, variantId, mutationIds }).value;

test('the prerendered list holds every crop, most valuable first, with ItemList data, in every language', async ({ request }) => {
  const expectedFirst = [...crops].sort((a, b) => valueAtBase(b.id, 'normal', []) - valueAtBase(a.id, 'normal', []))[0]!;
  for (const language of LANGUAGES) {
    const html = await (await request.get(localizePath(language, PATH))).text();
    expect(html).toContain(`<html lang="${LOCALE_TAGS[language]}" dir="${directionOf(language)}">`);
    expect(html.match(/<tr [^>]*data-crop-id=/g)).toHaveLength(crops.length);
    expect(html.match(/<tr [^>]*data-crop-id="([^"]+)"/)?.[1]).toBe(expectedFirst.id);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
    const list = jsonLd.find((data) => data['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(crops.length);
    expect(list.itemListElement[0]).toMatchObject({
      position: 1,
      name: expectedFirst.name,
      url: absoluteUrl(localizePath(language, wikiCropPath(expectedFirst.id))),
    });
    expect(html).toContain(`<title>${MESSAGES[language].values.meta.title.replace(/'/g, '&#x27;')}</title>`);
  }
});

test('the list comes with the page: the engine and the game data load only for another fruit', async ({ page }) => {
  const downloads = watchDownloads(page);
  await page.goto(localizePath('ar', PATH));
  await live(page);
  expect(downloads.dataFiles).toEqual([]);
  expectNoGameDataIn(downloads, await page.content());
  await page.getByTestId('fruit-presets').getByRole('radio', { name: MESSAGES.ar.values.fruit.max }).click();
  const max = maxMutationSet(getCrop('moon-mango'));
  await expect(rows(page).and(page.locator('[data-crop-id="moon-mango"]'))).toHaveAttribute(
    'data-value',
    String(valueAtBase('moon-mango', max.variantId, max.mutationIds)),
  );
});

test('a link sorts, filters and values the list, exactly as the engine does', async ({ page }) => {
  const contentHidden = await watchContentHidden(page);
  await page.goto(`${PATH}?sort=name&tier=mythical&variant=rainbow&m=frozen`);
  await live(page);
  const mythical = crops.filter((crop) => crop.tier === 'mythical');
  await expect(rows(page)).toHaveCount(mythical.length);
  const ids = await rows(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-crop-id')!));
  expect(ids).toEqual([...mythical].sort((a, b) => (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : 1)).map((crop) => crop.id));
  for (const id of ids) {
    await expect(rows(page).and(page.locator(`[data-crop-id="${id}"]`))).toHaveAttribute(
      'data-value',
      String(valueAtBase(id, 'rainbow', ['frozen'])),
    );
  }
  await expect(page.getByRole('columnheader', { name: MESSAGES.en.values.table.crop })).toHaveAttribute('aria-sort', 'ascending');
  // The engine the link needs came before hydration: the page never waited with its content hidden.
  expect(await contentHidden()).toBe(false);
});

test('by hand: a quick choice, a sort and a search, all kept in the address and after a reload', async ({ page }) => {
  await page.goto(PATH);
  await page.getByTestId('fruit-presets').getByRole('radio', { name: MESSAGES.en.values.fruit.max }).click();
  const moonMango = rows(page).and(page.locator('[data-crop-id="moon-mango"]'));
  const max = maxMutationSet(getCrop('moon-mango'));
  await expect(moonMango).toHaveAttribute('data-value', String(valueAtBase('moon-mango', max.variantId, max.mutationIds)));
  await page.getByRole('columnheader', { name: MESSAGES.en.facts.baseValue, exact: true }).getByRole('button').click();
  await page.getByLabel(MESSAGES.en.filters.search).fill('mango');
  await expect(page).toHaveURL(/\?sort=-base&q=mango&set=max$/);
  await page.reload();
  await live(page);
  await expect(page.getByLabel(MESSAGES.en.filters.search)).toHaveValue('mango');
  await expect(moonMango).toBeVisible();
  await page.goto(PATH);
  await live(page);
  await expect(page).toHaveURL(/\?sort=-base&q=mango&set=max$/);
});

test('a hostile link is read as far as possible, with a notice naming what was dropped', async ({ page }) => {
  await page.goto(`${PATH}?sort=%3Cscript%3E&tier=godly&tier=rare&m=frozen,nope&obtainable=1&x=NaN`);
  await live(page);
  const notice = page.getByTestId('value-list-link-notice');
  for (const text of ['sort=<script>', 'tier=godly', 'tier=rare', 'm=nope', 'obtainable=1', 'x']) await expect(notice).toContainText(text);
  await expect(rows(page)).toHaveCount(crops.length);
  await expect(rows(page).first()).toHaveAttribute('data-value', /^\d+$/);
  await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
});

test('a shared list never shows the default list as its answer, not even before the script runs', async ({ page }) => {
  const release = await holdAppScript(page);
  const opened = page.goto(`${PATH}?set=max`);
  await expect(page.getByTestId('restoring')).toHaveText(MESSAGES.en.ui.restoring);
  await expect(page.getByTestId('value-list-table')).toBeHidden();
  release();
  await opened;
  await live(page);
  await expect(page.getByTestId('value-list-table')).toBeVisible();
});

test('Arabic is mirrored, and on a phone the table scrolls inside itself, never the page', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(localizePath('ar', PATH));
  expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  const firstRow = rows(page).first();
  const name = await firstRow.locator('th').boundingBox();
  const firstCell = await firstRow.locator('td').first().boundingBox();
  expect(name!.x).toBeGreaterThan(firstCell!.x);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const scroller = page.getByRole('region', { name: MESSAGES.ar.values.table.scrollRegion });
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
});

// A value's number may break after a digit group (a <wbr> between groups), and Chromium named its cell with a space at
// each break, «1, 000, 000 Sheckles», which a screen reader moving through the table may read as three numbers.
test('a screen reader is given each value whole, in every language', async ({ page }) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Accessibility.enable');
  for (const language of LANGUAGES) {
    await page.goto(localizePath(language, PATH));
    // The most valuable crop's value, which has digit groups in every language.
    const cell = rows(page).first().locator('td').first();
    expect(await cell.locator('wbr').count(), language).toBeGreaterThan(0);
    // A row's cells are in the accessibility tree once it is near the screen (content-visibility).
    await cell.scrollIntoViewIfNeeded();
    const { root } = await session.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await session.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-testid="value-list-table"] tbody tr:first-child td',
    });
    const accessibleName = async () => {
      const { nodes } = await session.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
      return nodes[0]?.name?.value;
    };
    await expect.poll(accessibleName, { message: language }).toBe(await cell.textContent());
  }
});

test('on a phone a crop’s name stays in view beside each of its numbers as the table scrolls, in both directions', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'ar'] as const) {
    await page.goto(localizePath(language, PATH));
    await live(page);
    const firstRow = rows(page).first();
    await expectRowHeaderBesideEveryCell(
      page.getByRole('region', { name: MESSAGES[language].values.table.scrollRegion }),
      firstRow.locator('th'),
      firstRow.locator('td'),
    );
  }
});

// At 320 px the value ran 3 rem out of the box, "1,000,0" beside "Alien Apple".
// Each language's page is opened once and read at each width: the layout follows the width alone (CSS).
test('on a 320 or 344 px phone a crop’s value shows whole beside its name, without scrolling', async ({ page }) => {
  for (const [language, widths] of [
    ['en', [320, 344]],
    ['ar', [320]],
  ] as const) {
    await page.setViewportSize({ width: widths[0], height: 700 });
    await page.goto(localizePath(language, PATH));
    await live(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 700 });
      const box = (await page.getByRole('region', { name: MESSAGES[language].values.table.scrollRegion }).boundingBox())!;
      const firstRow = rows(page).first();
      await firstRow.scrollIntoViewIfNeeded();
      for (const cell of [firstRow.locator('th'), firstRow.locator('td').first()]) {
        const shown = (await cell.boundingBox())!;
        expect(shown.x, `${language} ${width}`).toBeGreaterThanOrEqual(box.x);
        expect(shown.x + shown.width, `${language} ${width}`).toBeLessThanOrEqual(box.x + box.width);
      }
    }
  }
});

/**
 * What is wrong with how each crop's name is laid out in the list: a word on two lines ("split"), a word past its
 * cell's padding ("outside its cell"), a name under its icon rather than beside it ("under its icon"). Every row at
 * once: reading a box lays out a row the browser skipped (content-visibility).
 */
async function nameLayoutFaults(page: Page): Promise<string[]> {
  await expect(rows(page)).toHaveCount(crops.length);
  return rows(page)
    .locator('th a')
    .evaluateAll((links) =>
      links.flatMap((link) => {
        const cell = link.closest('th')!;
        const style = getComputedStyle(cell);
        const box = cell.getBoundingClientRect();
        const start = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const end = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        const faults = [...link.textContent!.matchAll(/\S+/g)].flatMap((word) => {
          const range = document.createRange();
          range.setStart(link.firstChild!, word.index);
          range.setEnd(link.firstChild!, word.index + word[0].length);
          const parts = [...range.getClientRects()];
          // A word laid out on two lines has boxes at two heights.
          const split = new Set(parts.map((part) => Math.round(part.top))).size > 1 ? [`${word[0]} split`] : [];
          const outside = parts.some((part) => part.left < start - 0.5 || part.right > end + 0.5) ? [`${word[0]} outside its cell`] : [];
          return [...split, ...outside];
        });
        const icon = cell.firstElementChild!;
        if (link.getBoundingClientRect().top >= icon.getBoundingClientRect().bottom) faults.push('under its icon');
        return faults.map((fault) => `${link.textContent}: ${fault}`);
      }),
    );
}

// On the commonest phones (360 to 390 px) the name column was 9 rem: "Christm|as Tree" and 176 more names broke in a word.
// At 320 px the name column left 90 px beside the icon, and 32 names broke inside a word ("Shimmersp|rout"); now a
// name whose longest word does not fit beside the icon goes under it.
// Each language's page is opened once and read at each width, as the value tests below do.
test('on a phone every crop’s name breaks only between words and shows whole in its cell', async ({ page }) => {
  for (const [language, widths] of [
    ['en', [320, 360]],
    ['ar', [320, 390]],
  ] as const) {
    await page.setViewportSize({ width: widths[0], height: 740 });
    await page.goto(localizePath(language, PATH));
    await live(page);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      const faults = await nameLayoutFaults(page);
      expect(
        faults.filter((fault) => !fault.endsWith('under its icon')),
        `${language} ${width}`,
      ).toEqual([]);
    }
  }
});

// At 1280 px the name column was 11.5 rem: Marshmallow Root, Pomegranate and Shimmersprout broke inside a word.
test('on a wide screen every crop’s name sits whole beside its icon, in both directions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const language of ['en', 'ar'] as const) {
    await page.goto(localizePath(language, PATH));
    await live(page);
    expect(await nameLayoutFaults(page), language).toEqual([]);
  }
});

// Reached by Tab, a sort button stayed half under the sticky crop column, or past the box's end.
test('on a phone each sort button reached by Tab shows whole, clear of the crop column, in both directions', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const language of ['en', 'ar'] as const) {
    await page.goto(localizePath(language, PATH));
    await live(page);
    const box = (await page.getByRole('region', { name: MESSAGES[language].values.table.scrollRegion }).boundingBox())!;
    const buttons = page.locator('[data-testid="value-list-table"] thead button');
    const nameColumn = (await page.locator('[data-testid="value-list-table"] thead th').first().boundingBox())!;
    await buttons.first().focus();
    for (let index = 1; index < (await buttons.count()); index++) {
      await page.keyboard.press('Tab');
      await expect(buttons.nth(index)).toBeFocused();
      const shown = (await buttons.nth(index).boundingBox())!;
      const where = `${language}: sort button ${index}`;
      // Clear of the crop column, which stays at the box's start (its left in English, its right in Arabic).
      if (language === 'en') {
        expect(shown.x, where).toBeGreaterThanOrEqual(nameColumn.x + nameColumn.width - 1);
        expect(shown.x + shown.width, where).toBeLessThanOrEqual(box.x + box.width + 1);
      } else {
        expect(shown.x + shown.width, where).toBeLessThanOrEqual(nameColumn.x + 1);
        expect(shown.x, where).toBeGreaterThanOrEqual(box.x - 1);
      }
    }
  }
});

test('the header links to the value list in every language', async ({ page }) => {
  await page.goto(localizePath('pt', PAGE_PATHS.petCalculator));
  await page.getByRole('navigation', { name: MESSAGES.pt.nav.label }).getByRole('link', { name: MESSAGES.pt.nav.values }).click();
  await expect(page).toHaveURL(new RegExp(`/pt${PATH}$`));
  await expect(page.locator('h1')).toHaveText(MESSAGES.pt.values.title);
});

// With the max mutation set, 311 of the 533 values broke inside their digits on a 320 to 390 px phone, "14,866,500,00"
// over "0 Sheckles"; then, at 320 px, the five of twelve digits broke after a digit group in every language but French,
// «270.300.000.» over «000 Sheckles» in Spanish, Indonesian and Portuguese, whose dot then reads as a full stop or a
// decimal point: every value now goes whole to its line, before its unit.
for (const language of LANGUAGES) {
  test(`${language}: on a phone every crop’s value of the max set shows its number whole, on one line`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(`${localizePath(language, PATH)}?set=max`);
    await live(page);
    await expect(rows(page)).toHaveCount(crops.length);
    const values = rows(page).locator('td:nth-child(2)');
    for (const width of [320, 360]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await wordsBrokenInEach(values), `${width} px`).toEqual([]);
      expect(await numbersBrokenInEach(values), `${width} px`).toEqual([]);
    }
  });
}

// The columns of words and units had fixed widths in rem: «Desconhecido» (obtainable) broke inside the word on every
// phone and screen in Portuguese, «Desconocido» and «ditambahkan» from a 412 px phone up, where the text is larger,
// «desconhecida» (first seen) there too, and "0.275 كغم" (base weight) ran past its cell in Arabic. These columns are at
// their narrowest on every phone and screen up to 1280 px (the table scrolls in its box), so two widths see every
// case: the phone's small text (320 px) and the page's (412 px).
for (const language of LANGUAGES) {
  test(`${language}: every word of the list’s columns of words and units stays whole in its cell, in both text sizes`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 320, height: 740 });
    await page.goto(localizePath(language, PATH));
    await live(page);
    await expect(rows(page)).toHaveCount(crops.length);
    const faults: string[] = [];
    for (const width of [320, 412]) {
      await page.setViewportSize({ width, height: 740 });
      // Base weight, tier, category, obtainable and first seen (TABLE_COLUMNS); the other numbers never wrap.
      const cells = rows(page).locator(':is(td:nth-child(4), td:nth-child(n + 6))');
      faults.push(...new Set((await wordsBrokenInEach(cells)).map((fault) => `${width} px ${fault}`)));
    }
    expect(faults).toEqual([]);
  });
}
