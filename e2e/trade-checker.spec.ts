import type { Page } from '@playwright/test';
import { tradeFruitValue, type TradeItem } from '../src/game';
import { findCrop } from '../src/game/crops';
import { compareTrade, tradeItemValue } from '../src/game/tradeWorth';
import { directionOf, LANGUAGE_AUTONYMS, LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import { decodeTradeQuery, loadTradeFruitData, type TradeFruitData } from '../src/links/tradeQuery';
import { expect, expectNoGameDataIn, htmlAttributes, test, watchContentHidden, watchDownloads } from './fixtures';
import { MESSAGES } from './pages';

const PATH = PAGE_PATHS.tradeChecker;
const SHARED = '?give=moon-mango_15_rainbow_frozen~shocked_1&get=carrot_0.275_normal__10&get=custom_300000000';
const live = (page: Page) => expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
const items = (page: Page, side: 'give' | 'get') => page.getByTestId(`trade-side-${side}`).getByTestId('trade-item');

// The oracle reads links with fruit against the game data, which loads on demand.
let fruitData: TradeFruitData;
test.beforeAll(async () => {
  fruitData = await loadTradeFruitData();
});

/** What the engine says of the trade a query names: the oracle every check below compares the page with. */
function engineOn(search: string) {
  const { give = [], get = [], band = 5 } = decodeTradeQuery(search, fruitData).state;
  return compareTrade(give, get, band, (fruit) => tradeFruitValue(fruit, findCrop));
}

async function expectTrade(page: Page, search: string) {
  const expected = engineOn(search);
  await expect(page.getByTestId('give-total')).toHaveAttribute('data-value', expected.give.toString());
  await expect(page.getByTestId('get-total')).toHaveAttribute('data-value', expected.get.toString());
  // A side with no item: no verdict yet, the page asks for that side's items.
  const { give = [], get = [] } = decodeTradeQuery(search, fruitData).state;
  if (give.length > 0 && get.length > 0) await expect(page.getByTestId('trade-verdict')).toHaveAttribute('data-verdict', expected.verdict);
  else await expect(page.getByTestId('trade-verdict')).not.toHaveAttribute('data-verdict');
}

test('a first visit downloads no crop data until a fruit is added, then values it exactly', async ({ page }) => {
  const downloads = watchDownloads(page);
  await page.goto(localizePath('ar', PATH));
  await live(page);
  expectNoGameDataIn(downloads, await page.content());
  await page.getByTestId('add-value-get').click();
  await page.getByTestId('trade-sheckles-input').fill('25');
  await page.getByTestId('add-fruit-give').click();
  await expect(page.getByTestId('trade-weight-input')).toBeVisible();
  await page.getByTestId('trade-editor-done').click();
  await expectTrade(page, '?give=carrot_0.275_normal__1&get=custom_25');
  await expect(page).toHaveURL(/\?give=carrot_0\.275_normal__1&get=custom_25$/);
});

test('switching language with a fruit in the trade speaks the new language in the fruit’s editor', async ({ page }) => {
  await page.goto(PATH);
  await live(page);
  await page.getByTestId('add-fruit-give').click();
  await expect(page.getByText(MESSAGES.en.crop.weight.label, { exact: true })).toBeVisible();
  await page.getByTestId('trade-editor-done').click();
  await expect(page).toHaveURL(/\?give=carrot_/);
  // A link in the page, followed by the router: the Arabic page loads its own texts for the fruit's editor.
  await page.getByTestId('language-menu').locator('summary').click();
  await page.getByTestId('language-menu').getByRole('link', { name: LANGUAGE_AUTONYMS.ar }).click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.ar.trade.title);
  await expectTrade(page, '?give=carrot_0.275_normal__1');
  await page.getByTestId('trade-item-edit').click();
  await expect(page.getByText(MESSAGES.ar.crop.weight.label, { exact: true })).toBeVisible();
});

test('every language serves the trade checker prerendered, in the sitemap and the navigation', async ({ request, page }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const language of LANGUAGES) {
    const url = localizePath(language, PATH);
    const html = await (await request.get(url)).text();
    expect(html).toContain(`<html lang="${LOCALE_TAGS[language]}" dir="${directionOf(language)}">`);
    expect(html).toContain('data-testid="trade-verdict"');
    expect(html).toContain(`hreflang="${LOCALE_TAGS[language]}"`);
    expect(sitemap).toContain(`<loc>${absoluteUrl(url)}</loc>`);
  }
  await page.goto(localizePath('es', PAGE_PATHS.valueList));
  await page.getByRole('navigation', { name: MESSAGES.es.nav.label }).getByRole('link', { name: MESSAGES.es.nav.trade }).click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.es.trade.title);
});

test('a shared trade opens exactly in a fresh page, with its verdict and a polite status region', async ({ page }) => {
  const contentHidden = await watchContentHidden(page);
  await page.goto(`${PATH}${SHARED}`);
  await live(page);
  await expectTrade(page, SHARED);
  // The fruit code the link needs came before hydration: the page never waited with its content hidden.
  expect(await contentHidden()).toBe(false);
  await expect(items(page, 'get')).toHaveCount(2);
  const moonMango: TradeItem = {
    kind: 'fruit',
    cropId: 'moon-mango',
    weightKg: 15,
    variantId: 'rainbow',
    mutationIds: ['frozen', 'shocked'],
    quantity: 1,
  };
  await expect(items(page, 'give').first()).toHaveAttribute(
    'data-value',
    tradeItemValue(moonMango, (fruit) => tradeFruitValue(fruit, findCrop)).toString(),
  );
  await expect(page.getByTestId('trade-verdict')).toHaveAttribute('data-verdict', 'win');
  // The status region tells a changed verdict (the keyboard test below); the one a link opens on is read with the page
  // and not told (AnswerAnnouncement.test.tsx).
  await expect(page.getByTestId('trade-announcement')).toHaveAttribute('role', 'status');
  await expect(page).toHaveURL(new RegExp(`\\${SHARED}$`));
});

test('a trade built by hand is kept in the address and survives a reload; a copied link reproduces it', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(PATH);
  // The item editor and its pickers are not part of the empty page's download: they come with the first item.
  const editorCode = (path: string) => /\/ItemEditor-[\w-]+\.js$/.test(path);
  expect(scripts.filter(editorCode)).toEqual([]);
  await page.getByTestId('add-fruit-give').click();
  await expect(page.getByTestId('crop-input')).toBeVisible();
  expect(scripts.filter(editorCode)).toHaveLength(1);
  await page.getByTestId('crop-input').fill('moon mango');
  // Enter picks the suggestion a player sees: the list shows once the crop table is in.
  await expect(page.getByRole('option').first()).toContainText('Moon Mango');
  await page.getByTestId('crop-input').press('Enter');
  await page.getByTestId('trade-variant').getByLabel(/^Gold/).check();
  await page.getByTestId('mutation-browse').click();
  await page.getByTestId('mutation-frozen').check();
  await page.getByTestId('trade-quantity-input').fill('2');
  await page.getByTestId('trade-editor-done').click();
  await page.getByTestId('add-value-get').click();
  await page.getByTestId('trade-sheckles-input').fill('20,000,000');
  const search = '?give=moon-mango_15_gold_frozen_2&get=custom_20000000';
  await expect(page).toHaveURL(new RegExp(`\\${search}$`));
  await expectTrade(page, search);

  await page.getByTestId('copy-link').click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const fresh = await context.browser()!.newPage();
  await fresh.goto(link);
  await live(fresh);
  await expectTrade(fresh, search);
  await fresh.close();

  await page.goto(PATH);
  await live(page);
  await expect(page).toHaveURL(new RegExp(`\\${search}$`));
  await expectTrade(page, search);
});

test('by keyboard: add a typed value, choose the band, hear the verdict', async ({ page }) => {
  await page.goto(`${PATH}?give=custom_100`);
  await live(page);
  await page.getByTestId('add-value-get').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('trade-sheckles-input')).toBeVisible();
  await page.getByTestId('trade-sheckles-input').focus();
  await page.keyboard.type('105');
  await expect(page.getByTestId('trade-verdict')).toHaveAttribute('data-verdict', 'fair');
  await page.getByTestId('trade-band').getByLabel('±5%').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('trade-verdict')).toHaveAttribute('data-verdict', 'win');
  await expect(page).toHaveURL(/band=2$/);
  await expect(page.getByTestId('trade-announcement')).toContainText(MESSAGES.en.trade.verdict.win);
});

test('a hostile trade link is read as far as possible: bad items named, 12 a side, never NaN', async ({ page }) => {
  const many = Array.from({ length: 15 }, (_, index) => `get=custom_${index}`).join('&');
  await page.goto(`${PATH}?give=%3Cscript%3Ealert(1)%3C%2Fscript%3E&give=carrot_-1_normal__1&give=carrot_1_normal__1&band=50&${many}&x=1`);
  await live(page);
  const notice = page.getByTestId('trade-link-notice');
  for (const text of ['give=<script>alert(1)</script>', 'give=carrot_-1_normal__1', 'band=50', 'x'])
    await expect(notice).toContainText(text);
  await expect(notice).toContainText('had 3 items more than a side holds; the first 12 were kept');
  await expect(items(page, 'give')).toHaveCount(1);
  await expect(items(page, 'get')).toHaveCount(12);
  await expect(page.getByTestId('get-total')).toHaveAttribute('data-value', String((11 * 12) / 2));
  await expect(page.locator('body')).not.toContainText(/NaN|Infinity|undefined/);
});

/** A last trade (`lastTrade`, a typed 5 on "you get" unless given), then the calculator's fruit at `calculatorQuery` added to it. */
async function addToLastTrade(page: Page, calculatorQuery: string, lastTrade = '?get=custom_5'): Promise<void> {
  await page.goto(`${PATH}${lastTrade}`);
  await live(page);
  await page.goto(`/?${calculatorQuery}`);
  await live(page);
  await page.getByTestId('add-to-trade').click();
}

test('“Add to a trade” on the crop calculator carries the fruit onto the last trade', async ({ page }) => {
  await addToLastTrade(page, 'crop=moon-mango&w=15&qty=1&boost=30&variant=rainbow&m=frozen');
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.trade.title);
  // The friend boost belongs to selling, not to the fruit: the trade values the fruit without it.
  const search = '?give=moon-mango_15_rainbow_frozen_1&get=custom_5';
  await expect(page).toHaveURL(new RegExp(`\\${search}$`));
  await expectTrade(page, search);
});

// The fruit joined an old trade's items without a word.
test('“Add to a trade” says what it added to which trade, once: not again after a reload, or Back and Forward', async ({ page }) => {
  await addToLastTrade(page, 'crop=moon-mango&w=15&variant=rainbow');
  const arrival = page.getByTestId('trade-arrival');
  const { arrival: texts } = MESSAGES.en.trade;
  await expect(arrival.locator('p')).toHaveText(texts.addedToLast_one.replace('{{fruit}}', 'Moon Mango').replace('{{n}}', '1'));
  await expect(arrival.getByRole('button', { name: texts.keepOnly.replace('{{fruit}}', 'Moon Mango') })).toBeVisible();
  await page.reload();
  await live(page);
  await expect(items(page, 'give')).toHaveCount(1);
  await expect(arrival).toHaveCount(0);
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
  await page.goForward();
  await expect(items(page, 'give')).toHaveCount(1);
  await expect(arrival).toHaveCount(0);
});

// «Carrot was added to your last trade.» in a browser that had none.
test('“Add to a trade” with no last trade says the fruit went into a new trade', async ({ page }) => {
  await page.goto('/?crop=carrot&w=1');
  await live(page);
  await page.getByTestId('add-to-trade').click();
  await expect(page.getByTestId('trade-arrival').locator('p')).toHaveText(
    MESSAGES.en.trade.arrival.addedToNew.replace('{{fruit}}', 'Carrot'),
  );
  await expect(page.getByTestId('trade-keep-only')).toHaveCount(0);
});

test('the new trade of the added fruit alone is undone beside its button, and a reload keeps what Undo gave back', async ({ page }) => {
  await addToLastTrade(page, 'crop=carrot&w=1', '?get=custom_5&give=custom_7');
  const said = MESSAGES.en.trade.arrival.addedToLast_other.replace('{{fruit}}', 'Carrot').replace('{{n}}', '2');
  await expect(page.getByTestId('trade-arrival').locator('p')).toHaveText(said);
  const keepOnly = page.getByTestId('trade-keep-only');
  await keepOnly.click();
  const alone = '?give=carrot_1_normal__1';
  await expect(page).toHaveURL(new RegExp(`\\${alone}$`));
  await expectTrade(page, alone);
  // Done: what was added to which trade stays true, and the button stays where the focus is, saying it does nothing.
  await expect(page.getByTestId('trade-arrival').locator('p')).toHaveText(said);
  await expect(keepOnly).toBeFocused();
  await expect(keepOnly).toHaveAttribute('aria-disabled', 'true');
  await page.getByTestId('trade-arrival').getByRole('button', { name: MESSAGES.en.ui.undo }).click();
  const before = '?give=custom_7&give=carrot_1_normal__1&get=custom_5';
  await expect(page).toHaveURL(new RegExp(`\\${before}$`));
  await expect(keepOnly).toBeFocused();
  await page.reload();
  await live(page);
  await expectTrade(page, before);
});

// New trade replaces the address, as every change does: Back went to the page before, and the trade was lost.
test('New trade is undone beside it; a reload keeps what Undo gave back, and Back does not undo', async ({ page }) => {
  const trade = '?give=custom_7&give=carrot_1_normal__1&get=custom_5';
  await page.goto(PAGE_PATHS.valueList);
  await page.goto(`${PATH}${trade}`);
  await live(page);
  const clear = page.getByTestId('trade-clear');
  await clear.click();
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
  await expect(items(page, 'give')).toHaveCount(0);
  const status = page.getByRole('status').filter({ hasText: MESSAGES.en.ui.cleared });
  await expect(status).toHaveText(`${MESSAGES.en.ui.cleared} ${MESSAGES.en.ui.undo}`);
  // Back does not undo: New trade added no history entry, so it leaves the trade checker.
  await page.goBack();
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.values.title);
  await page.goForward();
  await live(page);
  await expect(items(page, 'give')).toHaveCount(0);

  await page.goto(`${PATH}${trade}`);
  await live(page);
  await clear.click();
  await status.getByRole('button', { name: MESSAGES.en.ui.undo }).press('Enter');
  await expect(page).toHaveURL(new RegExp(`\\${trade}$`));
  await expect(clear).toBeFocused();
  await expect(status).toHaveCount(0);
  await page.reload();
  await live(page);
  await expectTrade(page, trade);
  await expect(items(page, 'give')).toHaveCount(2);
});

test('“Add to a trade” never drops the fruit: with “you give” full it stays and says so', async ({ page }) => {
  await addToLastTrade(page, 'crop=carrot&w=1', `?${Array.from({ length: 12 }, (_, index) => `give=custom_${index + 1}`).join('&')}`);
  await expect(page.getByTestId('add-to-trade-status')).toContainText(MESSAGES.en.crop.addToTradeFull.replace('{{max}}', '12'));
  await expect(page.locator('h1')).toHaveText(MESSAGES.en.crop.title);
});

test('Arabic is mirrored and nothing scrolls sideways at 360 px, with an item being edited', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(localizePath('ar', `${PATH}${SHARED}`));
  await live(page);
  expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expect(page.getByTestId('trade-verdict')).toContainText(MESSAGES.ar.trade.verdict.win);
  const first = items(page, 'give').first();
  await first.getByTestId('trade-item-edit').click();
  await expect(page.getByTestId('trade-editor')).toBeVisible();
  const card = await first.boundingBox();
  const edit = await first.getByTestId('trade-item-edit').boundingBox();
  // The first action sits at the start of its row: in the right half of the card in Arabic.
  expect(edit!.x).toBeGreaterThan(card!.x + card!.width / 2);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
