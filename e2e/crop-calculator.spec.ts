import type { Locator, Page } from '@playwright/test';
import { maxMutationSet, sellPrice, type SellPriceInput } from '../src/game';
import { getCrop } from '../src/game/crops';
import { LANGUAGES } from '../src/i18n/languages';
import { formatNumber, formatSignedPercent } from '../src/lib/format';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { expect, expectNoGameDataIn, holdAppScript, htmlAttributes, test, watchDownloads, wordsBrokenIn } from './fixtures';
import { MESSAGES } from './pages';

const HOME = PAGE_PATHS.cropCalculator;
const MOON_MANGO_LINK = '?crop=moon-mango&w=15&qty=1&boost=0&variant=rainbow&m=frozen';

interface Expected {
  total: string;
  value: string;
  totalMultiplier: string;
}

/** The engine's sell price for a fruit (defaults: the page's default calculation), which the page must show exactly. */
function engine(input: Partial<SellPriceInput>): Expected {
  const sell: SellPriceInput = {
    crop: getCrop('carrot'),
    weightKg: 0.275,
    quantity: 1,
    boostPercent: 0,
    variantId: 'normal',
    mutationIds: [],
    ...input,
  };
  const { total, value, totalMultiplier } = sellPrice(sell);
  return { total: String(total), value: String(value), totalMultiplier: String(totalMultiplier) };
}

/** Opens a page and waits until it is live, on the link or the saved calculation. */
async function open(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
}

const dataValue = (page: Page, testId: string) => page.getByTestId(testId).getAttribute('data-value');

async function expectResult(page: Page, expected: Expected) {
  await expect(page.getByTestId('total-price')).toHaveAttribute('data-value', expected.total);
  await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', expected.value);
  await expect(page.getByTestId('total-multiplier')).toHaveAttribute('data-value', expected.totalMultiplier);
}

test('the prerendered page has the default calculation, the about text and the FAQ', async ({ request }) => {
  const defaults = engine({});
  for (const language of LANGUAGES) {
    const html = await (await request.get(localizePath(language, HOME))).text();
    const messages = MESSAGES[language].crop;
    expect(html).toContain(`data-value="${defaults.total}"`);
    expect(html).toContain(messages.about.heading);
    for (const question of [messages.faq.gameQuestion, messages.faq.toolsQuestion, messages.faq.howToQuestion]) {
      expect(html).toContain(question.replace(/'/g, '&#x27;'));
    }
  }
});

test('before its script starts, the prerendered calculator refuses edits instead of showing ones it would ignore', async ({ page }) => {
  const release = await holdAppScript(page);
  const opened = page.goto(HOME);
  const gold = page.getByTestId('variant').getByLabel(/^Gold/);
  await expect(gold).toBeVisible();
  await gold.click({ force: true });
  await expect(gold).not.toBeChecked();
  release();
  await opened;
  await gold.check();
  await expectResult(page, engine({ variantId: 'gold' }));
});

test('a variant chosen while React is still hydrating the page is applied', async ({ page }) => {
  // A slow phone: hydration of the home page then takes many slices of work, and the tick lands in between.
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 8 });
  await page.addInitScript(() => {
    const channel = new MessageChannel();
    const isReact = (node: object, prefix: string) => Object.keys(node).some((key) => key.startsWith(prefix));
    // Polled through the same task queue React's scheduler works in, so each check runs between its slices.
    channel.port1.onmessage = () => {
      const root = document.getElementById('root');
      // Hydration has started once React has claimed the container; the radio's part may not be reached yet.
      if (!root || !isReact(root, '__reactContainer$')) return channel.port2.postMessage(null);
      const radio = document.querySelector<HTMLInputElement>('[data-testid="variant"] input[value="gold"]')!;
      const seen = { wasHydrated: isReact(radio, '__reactFiber$'), wasLive: document.documentElement.dataset.appReady === 'true' };
      radio.click();
      Object.assign(window, { seenWhenTicked: seen });
    };
    channel.port2.postMessage(null);
  });
  await page.goto(HOME);
  const seen = await page.evaluate(() => (window as unknown as { seenWhenTicked: unknown }).seenWhenTicked);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  expect(seen).toEqual({ wasHydrated: false, wasLive: false });
  await expectResult(page, engine({ variantId: 'gold' }));
  await expect(page.getByTestId('variant').getByLabel(/^Gold/)).toBeChecked();
});

test('a shared link never shows the default calculation as its answer, not even before the script runs', async ({ page }) => {
  const release = await holdAppScript(page);
  const opened = page.goto(`${HOME}${MOON_MANGO_LINK}`);
  await expect(page.getByTestId('restoring')).toBeVisible();
  await expect(page.getByTestId('restoring')).toHaveText(MESSAGES.en.ui.restoring);
  await expect(page.getByTestId('total-price')).toBeHidden();
  release();
  await opened;
  await expect(page.getByTestId('restoring')).toBeHidden();
  await expectResult(page, engine({ crop: getCrop('moon-mango'), weightKg: 15, variantId: 'rainbow', mutationIds: ['frozen'] }));
});

test('a first visit downloads no crop table: the build gave the page its crop, and the picker loads the table', async ({ page }) => {
  const downloads = watchDownloads(page);
  await open(page, localizePath('ar', HOME));
  expectNoGameDataIn(downloads, await page.content());
  // A mutation ticked on the crop the page was given is valued by the engine without the table.
  await page.getByTestId('mutation-browse').click();
  await page.getByTestId('mutation-frozen').check();
  await expectResult(page, engine({ mutationIds: ['frozen'] }));
  // The calculation, which names Carrot, opens again without the table either.
  await expect(page).toHaveURL(/crop=carrot.*m=frozen/);
  const reopened = watchDownloads(page);
  await page.reload();
  await expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
  expectNoGameDataIn(reopened, await page.content());
  await expectResult(page, engine({ mutationIds: ['frozen'] }));
  const crop = page.getByTestId('crop-input');
  await crop.fill('moon mango');
  // Enter picks the suggestion a player sees: the list shows once the crop table is in.
  await expect(page.getByRole('option').first()).toContainText('Moon Mango');
  await crop.press('Enter');
  await expect(crop).toHaveValue('Moon Mango');
  await expectResult(page, engine({ crop: getCrop('moon-mango'), weightKg: 15, mutationIds: ['frozen'] }));
});

test('a crop is chosen by typing its name, with a typo, and the keyboard alone', async ({ page }) => {
  await open(page, HOME);
  const crop = page.getByRole('combobox', { name: MESSAGES.en.crop.picker.label });
  await crop.fill('moon mngo');
  await expect(page.getByRole('listbox')).toBeVisible();
  await crop.press('Enter');
  await expect(crop).toHaveValue('Moon Mango');
  await expect(page.getByTestId('weight-input')).toHaveValue('15');
  await expectResult(page, engine({ crop: getCrop('moon-mango'), weightKg: 15 }));
  await expect(page).toHaveURL(/\?crop=moon-mango&w=15&qty=1&boost=0&variant=normal$/);

  // Arrows move through the list, Escape closes it and keeps the chosen crop.
  await crop.fill('straw');
  await crop.press('ArrowDown');
  await crop.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(crop).toHaveValue('Moon Mango');
});

for (const language of ['fr', 'id', 'pt'] as const) {
  test(`the ${language} page reads "1,5", writes decimal commas and keeps a dot in the link`, async ({ page }) => {
    await open(page, localizePath(language, HOME));
    const weight = page.getByRole('textbox', { name: MESSAGES[language].crop.weight.label });
    await expect(weight).toHaveValue('0,275');
    await weight.fill('1,5');
    await expectResult(page, engine({ weightKg: 1.5 }));
    await expect(page).toHaveURL(new RegExp(`/${language}\\?crop=carrot&w=1\\.5&`));
    await weight.fill('abc');
    await expect(page.getByText(MESSAGES[language].crop.errors.weight.notANumber)).toBeVisible();
    await expectResult(page, engine({ weightKg: 1.5 }));
    await expect(page.locator('body')).not.toContainText(/NaN|Infinity/);
  });
}

test('Chilled on a Wet fruit fuses into Frozen, and the page says so', async ({ page }) => {
  await open(page, `${HOME}?crop=moon-mango&w=15&variant=rainbow`);
  await page.getByTestId('mutation-browse').click();
  await page.getByTestId('mutation-wet').check();
  await expect(page.getByTestId('mutation-chilled')).toHaveAccessibleDescription(/Frozen/);
  await page.getByTestId('mutation-chilled').click();
  await expect(page.getByTestId('mutation-frozen')).toBeChecked();
  await expect(page.getByTestId('mutation-wet')).not.toBeChecked();
  await expect(page.getByTestId('mutation-event')).toContainText('Chilled and Wet fused into Frozen.');
  await expectResult(page, engine({ crop: getCrop('moon-mango'), weightKg: 15, variantId: 'rainbow', mutationIds: ['frozen'] }));
  expect(await dataValue(page, 'total-price')).toBe('25000000');
});

test('the game’s August 2026 numbers reproduce through the link contract, new crops and mutations included', async ({ page }) => {
  const links: { link: string; expected: Partial<SellPriceInput> }[] = [
    { link: '?crop=fennel&w=4', expected: { crop: getCrop('fennel'), weightKg: 4 } },
    { link: '?crop=queen-fruit&w=2&m=shocked', expected: { crop: getCrop('queen-fruit'), weightKg: 2, mutationIds: ['shocked'] } },
    { link: '?crop=sun-fruit&w=2.5&m=ember', expected: { crop: getCrop('sun-fruit'), weightKg: 2.5, mutationIds: ['ember'] } },
    {
      link: '?crop=jungle-kiwano&w=7&variant=gold&m=sylvan',
      expected: { crop: getCrop('jungle-kiwano'), weightKg: 7, variantId: 'gold', mutationIds: ['sylvan'] },
    },
  ];
  for (const { link, expected } of links) {
    await open(page, `${localizePath('fr', HOME)}${link}`);
    await expectResult(page, engine(expected));
  }
  // Fennel at its new base weight is its new base value, 150,000 (it was 50,000 at 12 kg).
  await open(page, `${HOME}?crop=fennel&w=4`);
  expect(await dataValue(page, 'total-price')).toBe('150000');
  await expect(page.getByTestId('fact-firstSeen')).toHaveAttribute('data-value', '2025-09-06');
});

test('Max mutation picks the engine’s best set, and Reset returns to the defaults', async ({ page }) => {
  await open(page, `${HOME}?crop=moon-mango&w=15&qty=2&boost=10`);
  await page.getByTestId('max-mutation').click();
  const best = maxMutationSet(getCrop('moon-mango'));
  await expectResult(
    page,
    engine({
      crop: getCrop('moon-mango'),
      weightKg: 15,
      quantity: 2,
      boostPercent: 10,
      variantId: best.variantId,
      mutationIds: best.mutationIds,
    }),
  );

  await page.getByTestId('reset').click();
  await expectResult(page, engine({}));
  await expect(page.getByTestId('weight-input')).toHaveValue('0.275');
  await expect(page).toHaveURL(/\/$/);
});

test('Reset can be undone beside it, and the calculation Undo gives back is the address and the saved one', async ({ page }) => {
  const moonMango = engine({ crop: getCrop('moon-mango'), weightKg: 15, variantId: 'rainbow', mutationIds: ['frozen'] });
  await open(page, `${HOME}${MOON_MANGO_LINK}`);
  const reset = page.getByTestId('reset');
  // Until Reset is pressed the region beside it is empty and takes no room, not even a line of its own below the
  // buttons (in English at 1280 px, the gap before it wrapped it there).
  const beside = await reset.evaluate((button) => {
    const [own, region] = [button, button.nextElementSibling!].map((element) => element.getBoundingClientRect());
    return { top: region!.top - own!.top, bottom: own!.bottom - region!.bottom };
  });
  expect(beside.top).toBeGreaterThanOrEqual(0);
  expect(beside.bottom).toBeGreaterThanOrEqual(0);
  // Neither are the empty regions of Copy link and Add to a trade: the buttons are the row's gap apart, not twice it.
  const spacing = await page.evaluate(`(() => {
    const [copy, add, reset] = ['copy-link', 'add-to-trade', 'reset'].map((id) => document.querySelector('[data-testid="' + id + '"]').getBoundingClientRect());
    const row = document.querySelector('[data-testid="reset"]').parentElement;
    return { sameLine: copy.top === add.top && add.top === reset.top, gaps: [add.left - copy.right, reset.left - add.right], rowGap: parseFloat(getComputedStyle(row).columnGap) };
  })()`);
  expect(spacing).toMatchObject({ sameLine: true, gaps: [(spacing as { rowGap: number }).rowGap, (spacing as { rowGap: number }).rowGap] });
  await reset.click();
  await expectResult(page, engine({}));
  await expect(page).toHaveURL(/\/$/);
  const status = page.getByRole('status').filter({ hasText: MESSAGES.en.ui.cleared });
  await expect(status).toHaveText(`${MESSAGES.en.ui.cleared} ${MESSAGES.en.ui.undo}`);

  await status.getByRole('button', { name: MESSAGES.en.ui.undo }).press('Enter');
  await expectResult(page, moonMango);
  await expect(reset).toBeFocused();
  await expect(status).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`\\${MOON_MANGO_LINK}$`));
  await page.reload();
  await expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
  await expectResult(page, moonMango);
  // The saved copy, without the link.
  await open(page, HOME);
  await expectResult(page, moonMango);
  await expect(page).toHaveURL(new RegExp(`\\${MOON_MANGO_LINK}$`));
});

test('a copied link opens the same calculation in a fresh page, and the last calculation survives a reload', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await open(page, HOME);
  await page.getByTestId('crop-input').fill('moon mango');
  // Enter picks the suggestion a player sees: the list shows once the crop table is in.
  await expect(page.getByRole('option').first()).toContainText('Moon Mango');
  await page.getByTestId('crop-input').press('Enter');
  await page.getByLabel(/^Rainbow/).check();
  await page.getByTestId('mutation-browse').click();
  await page.getByTestId('mutation-frozen').check();
  await page.getByTestId('quantity-input').fill('3');
  await page.getByTestId('copy-link').click();
  await expect(page.getByText(MESSAGES.en.ui.copied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(page.url());
  expect(new URL(link).search).toBe('?crop=moon-mango&w=15&qty=3&boost=0&variant=rainbow&m=frozen');

  const expected = engine({ crop: getCrop('moon-mango'), weightKg: 15, quantity: 3, variantId: 'rainbow', mutationIds: ['frozen'] });
  const fresh = await context.browser()!.newPage();
  await open(fresh, link);
  await expectResult(fresh, expected);
  await fresh.close();

  await open(page, HOME);
  await expectResult(page, expected);
  await expect(page).toHaveURL(/\?crop=moon-mango&w=15&qty=3/);
});

test('a reload at once after a change keeps the change, though the address had not caught up', async ({ page }) => {
  await page.clock.install();
  await open(page, HOME);
  const weight = page.getByTestId('weight-input');
  await weight.fill('3');
  await weight.blur();
  await expect(page).toHaveURL(/[?&]w=3&/);
  // Time stands still: the address, which follows a change once typing pauses, still reads 3 kg at the reload.
  await page.clock.pauseAt(Date.now() + 60_000);
  await weight.fill('4');
  const reloaded = page.waitForEvent('framenavigated');
  await page.evaluate(() => window.location.reload()).catch(() => undefined);
  await reloaded;
  expect(new URL(page.url()).searchParams.get('w')).toBe('3');
  await page.clock.resume();
  await expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
  await expect(weight).toHaveValue('4');
  await expectResult(page, engine({ weightKg: 4 }));
  await expect(page).toHaveURL(/[?&]w=4&/);
});

test('a link with unknown values is used as far as possible, with a notice', async ({ page }) => {
  await open(page, `${HOME}?crop=moon-mango&w=lots&m=wet,chilled,glitter&ref=chat`);
  const notice = page.getByTestId('link-notice');
  await expect(notice).toContainText('w=lots');
  await expect(notice).toContainText('m=glitter');
  await expect(notice).toContainText('Frozen');
  await expectResult(page, engine({ crop: getCrop('moon-mango'), weightKg: 15, mutationIds: ['frozen'] }));
  await expect(page).toHaveURL(/\?crop=moon-mango&w=15&qty=1&boost=0&variant=normal&m=frozen$/);
});

test('the Arabic page is mirrored and shows the engine’s numbers', async ({ page }) => {
  await page.setViewportSize({ width: 1000, height: 900 });
  await open(page, `${localizePath('ar', HOME)}${MOON_MANGO_LINK}`);
  expect(await htmlAttributes(page)).toEqual({ lang: 'ar', dir: 'rtl' });
  await expectResult(page, engine({ crop: getCrop('moon-mango'), weightKg: 15, variantId: 'rainbow', mutationIds: ['frozen'] }));
  expect(await dataValue(page, 'crop-value')).toBe('25000000');
  await expect(page.getByTestId('total-price')).toHaveText(new Intl.NumberFormat('ar').format(25_000_000));

  // The inputs sit on the right and the result on the left, as the text reads.
  const fruit = await page.getByRole('heading', { name: MESSAGES.ar.crop.fruitHeading }).boundingBox();
  const result = await page.getByRole('heading', { name: MESSAGES.ar.crop.results.heading }).boundingBox();
  expect(fruit!.x).toBeGreaterThan(result!.x);

  // The chart's weight axis runs from the right: a light fruit is marked near the right edge.
  await page.getByTestId('weight-preset-floor').click();
  const chart = await page.locator('.value-chart svg').boundingBox();
  const marker = await page.getByTestId('chart-marker').locator('circle').boundingBox();
  expect(marker!.x).toBeGreaterThan(chart!.x + chart!.width * 0.75);
});

test('in a forced colours theme, the chosen weight preset and segments keep a mark their neighbours do not have', async ({ page }) => {
  // Such a theme drops backgrounds and shadows and paints every border in one colour, so those cannot tell the chosen apart.
  await page.emulateMedia({ forcedColors: 'active' });
  await open(page, HOME);
  await page.getByTestId('weight-preset-floor').click();
  const marks = (controls: Locator) =>
    controls.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return [
          style.outlineStyle,
          style.outlineWidth,
          style.borderWidth,
          style.textDecorationLine,
          getComputedStyle(element, '::before').content,
        ].join(' ');
      }),
    );
  const chosenAndNot = async (controls: Locator, chosen: Locator) => {
    const all = await marks(controls);
    const [mark] = await marks(chosen);
    expect(all.filter((other) => other === mark)).toHaveLength(1);
  };
  await chosenAndNot(page.locator('.weight-preset'), page.locator('.weight-preset[aria-pressed="true"]'));
  await chosenAndNot(page.getByTestId('variant').locator('.choice'), page.getByTestId('variant').locator('.choice:has(input:checked)'));
  await chosenAndNot(page.getByTestId('boost').locator('.choice'), page.getByTestId('boost').locator('.choice:has(input:checked)'));
});

test.describe('on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the result bar keeps the answer in view while mutations are ticked, steps aside for typing, and leads to the full result', async ({
    page,
  }) => {
    await open(page, HOME);
    const bar = page.getByTestId('result-bar');
    const total = page.getByTestId('total-price');
    await expect(bar).toBeInViewport();
    await expect(total).not.toBeInViewport();

    // Far down the mutation list, the answer is still on screen and changes with the tick.
    await page.getByTestId('mutation-browse').click();
    const mutation = page.getByTestId('mutation-frozen');
    await mutation.scrollIntoViewIfNeeded();
    await mutation.click();
    await expect(mutation).toBeChecked();
    await expect(bar).toHaveAttribute('data-value', engine({ mutationIds: ['frozen'] }).total);
    await expect(bar).toBeInViewport();
    expect(await bar.getAttribute('data-value')).toBe(await total.getAttribute('data-value'));

    // Never over the field being typed in.
    const weight = page.getByRole('textbox', { name: MESSAGES.en.crop.weight.label });
    await weight.focus();
    await expect(bar).toBeHidden();
    await weight.blur();
    await expect(bar).toBeVisible();

    await bar.click();
    await expect(total).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // A million 1,000,000 kg Rainbow Moon Mangoes: the bar read "2.85 × …" (as if 2.85), the full total broke as
  // "2,851,285,12" over "8,205,128,19", two other numbers.
  for (const language of ['en', 'fr'] as const) {
    test(`${language}: an enormous total is never cut short in the bar, and breaks only after a digit group`, async ({ page }) => {
      const path = `${language === 'en' ? HOME : `/${language}`}?crop=moon-mango&w=1000000&qty=1000000&variant=rainbow&m=celestial,dawnbound`;
      await page.setViewportSize({ width: 320, height: 700 });
      await open(page, path);
      // The bar itself fits the phone: its columns grew to their values, and the page does not scroll sideways.
      const bar = page.getByTestId('result-bar');
      expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
      const cut = await page
        .getByTestId('result-bar')
        .locator('.result-bar__value')
        .evaluateAll((values) => values.filter((value) => value.scrollWidth > value.clientWidth).map((value) => value.textContent));
      expect(cut).toEqual([]);

      const total = page.getByTestId('total-price');
      await total.scrollIntoViewIfNeeded();
      const lineEnds = await lineEndsOf(total);
      const separator = new Intl.NumberFormat(language).formatToParts(1_000_000).find((part) => part.type === 'group')!.value;
      expect(lineEnds.length).toBeGreaterThan(0);
      expect(new Set(lineEnds)).toEqual(new Set([separator]));
    });
  }

  // At 200 % text (a browser's default font size at 32 px, as Android's text scaling sets it), the bar read «Total»,
  // «Per…», «Mul…» (Arabic «الإجم…», «الم…»): each label was cut to its column.
  test('every label in the result bar reads whole at 200 % text, and the bar stays one row at the default size', async ({ page }) => {
    // Tall enough that the bar shows at 200 % text (30 times the text's size, below).
    await page.setViewportSize({ width: 360, height: 1000 });
    const bar = page.getByTestId('result-bar');
    const cutLabels = () =>
      bar
        .locator('.result-bar__label')
        .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
    const rows = () =>
      bar.locator('.result-bar__item').evaluateAll((items) => new Set(items.map((item) => item.getBoundingClientRect().top)).size);
    const session = await page.context().newCDPSession(page);
    // Each language's page is opened once and read at each size: the browser lays the open page out again at once.
    for (const language of LANGUAGES) {
      await session.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
      await open(page, `${localizePath(language, HOME)}?crop=tomato&w=3&variant=rainbow`);
      for (const fontSize of [16, 32]) {
        await session.send('Page.setFontSizes', { fontSizes: { standard: fontSize, fixed: (fontSize * 13) / 16 } });
        await expect(page.locator('html')).toHaveCSS('font-size', `${fontSize}px`);
        expect(await cutLabels(), `${language} at ${fontSize} px`).toEqual([]);
        expect(await bar.evaluate((element) => element.scrollWidth <= element.clientWidth), `${language} at ${fontSize} px`).toBe(true);
        if (fontSize === 16) expect(await rows(), language).toBe(1);
      }
    }
  });

  // At 200 % text the bar took 230 of 740 px and hid the controls being used.
  test('the result bar gives a screen shorter than 30 times its text’s size to the page', async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    await open(page, HOME);
    const bar = page.getByTestId('result-bar');
    await expect(bar).toBeVisible();
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    await expect(page.locator('html')).toHaveCSS('font-size', '32px');
    await expect(bar).toBeHidden();
    // A phone held sideways, at the default size.
    await session.send('Page.setFontSizes', { fontSizes: { standard: 16 } });
    await page.setViewportSize({ width: 740, height: 360 });
    await expect(bar).toBeHidden();
  });

  // At 200 % text on a phone, a row had room for one preset at a time: the Huge ones lay three screens away. And the crop
  // field showed the last letters of its name.
  test('ar: at 200 % text the weight presets wrap onto the screen and the crop’s name reads from its start', async ({ page }) => {
    const session = await page.context().newCDPSession(page);
    await open(page, localizePath('ar', HOME));
    const presets = page.locator('[data-testid^="weight-preset-"]');
    const rows = () => presets.evaluateAll((all) => new Set(all.map((preset) => Math.round(preset.getBoundingClientRect().top))).size);
    const offScreen = () =>
      presets.evaluateAll(
        (all) =>
          all.filter((preset) => preset.getBoundingClientRect().left < 0 || preset.getBoundingClientRect().right > window.innerWidth)
            .length,
      );
    expect(await presets.count()).toBeGreaterThan(4);
    expect(await rows()).toBe(1);
    await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
    await expect(page.locator('html')).toHaveCSS('font-size', '32px');
    expect(await offScreen()).toBe(0);
    expect(await rows()).toBeGreaterThan(1);
    // The crop's name, wider than its field here, reads from its own start (it showed «ango» of Moon Mango) and ends in
    // an ellipsis, not a cut letter.
    const crop = page.getByTestId('crop-input');
    expect(await crop.evaluate((input) => input.scrollWidth > input.clientWidth)).toBe(true);
    expect(await crop.evaluate((input) => [getComputedStyle(input).unicodeBidi, getComputedStyle(input).textOverflow])).toEqual([
      'plaintext',
      'ellipsis',
    ]);
  });

  // A box around part of a left-to-right run left its closing mark outside, and Arabic showed "²)0.275 ÷ (1,500.25".
  test('ar: a heavy fruit’s weight ratio reads left to right, in order', async ({ page }) => {
    await open(page, `${localizePath('ar', HOME)}?crop=carrot&w=1500.25`);
    const detail = page.getByTestId('breakdown-weight').locator('.breakdown__detail');
    await detail.scrollIntoViewIfNeeded();
    // The characters as they stand on the screen, left to right.
    const shown = (await charactersOf(detail))
      .sort((a, b) => a.left - b.left)
      .map(({ text }) => text)
      .join('');
    expect(shown).toBe('(1,500.25 ÷ 0.275)²');
  });

  // A 12.5 kg Gold Pumpkin with Shocked and Frozen: the table's four columns ran 23–89 px past the phone's card, and in
  // Arabic its cut edge read 90.83% as "0.83%"; the sentence broke its total as "65," over "144,532.", two numbers.
  test('what each mutation adds fits the phone, and a number that fits a line is never broken, in every language', async ({ page }) => {
    for (const language of LANGUAGES) {
      await open(page, `${localizePath(language, HOME)}?crop=pumpkin&w=12.5&qty=3&boost=20&variant=gold&m=shocked,frozen`);
      const table = page.getByTestId('contributions');
      await table.scrollIntoViewIfNeeded();
      const widths = await table.evaluate((element) => ({ table: element.scrollWidth, box: element.parentElement!.clientWidth }));
      expect(widths.table, language).toBeLessThanOrEqual(widths.box);
      const separator = new Intl.NumberFormat(language).formatToParts(1_000_000).find((part) => part.type === 'group')!.value;
      for (const testId of ['result-sentence', 'breakdown']) {
        const element = page.getByTestId(testId);
        await element.scrollIntoViewIfNeeded();
        expect(await lineEndsOf(element), `${language} ${testId}`).not.toContain(separator);
      }
    }
  });

  // On a 320 px phone, equal segments broke "Norma|l", "Rainbo|w" and "Diamon|d".
  // The weight slider, reached by Tab, sat wholly under the bar.
  test('a control reached by the keyboard is never under the result bar, in English and Arabic', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      await page.goto(localizePath(language, HOME));
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      const covered: string[] = [];
      for (let stop = 0; stop < 30; stop++) {
        await page.keyboard.press('Tab');
        const hidden = await page.evaluate(() => {
          const focused = document.activeElement as HTMLElement;
          const box = focused.getBoundingClientRect();
          const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return at !== null && at.closest('.result-bar') !== null && !focused.closest('.result-bar')
            ? focused.outerHTML.slice(0, 80)
            : null;
        });
        if (hidden) covered.push(hidden);
      }
      expect(covered, language).toEqual([]);
    }
  });

  // The mutations card ended in an empty bordered box (its closed lists, kept from being empty by the search's status),
  // and the card under it touched it.
  test('the mutations card ends with its last control, and each part of the calculator under it is as far from the one above as the page’s parts are', async ({
    page,
  }) => {
    await open(page, HOME);
    const boxOf = async (selector: string) => {
      const box = (await page.locator(selector).first().boundingBox())!;
      return { top: box.y, bottom: box.y + box.height };
    };
    const mutations = await boxOf('.calc-layout__mutations > .calc-card');
    const details = await boxOf('.calc-details > .calc-card');
    // The sections' own boxes: until drawn, a section drawn when near has a stand-in height its contents do not have.
    const detailsSection = await boxOf('.calc-details');
    const chart = await boxOf('.value-chart');
    const info = await boxOf('.crop-info');
    const browse = await boxOf('.mutation-picker__browse');
    expect(await page.locator('.mutation-picker__lists').isVisible()).toBe(false);
    const partsGap = await page.locator('.crop-page').evaluate((article) => parseFloat(getComputedStyle(article).rowGap));
    expect(partsGap).toBeGreaterThan(0);
    expect(details.top - mutations.bottom).toBeCloseTo(partsGap, 0);
    expect(chart.top - detailsSection.bottom).toBeCloseTo(partsGap, 0);
    expect(info.top - chart.bottom).toBeCloseTo(partsGap, 0);
    // Its padding, and nothing more, under its last control.
    const padding = await page
      .locator('.calc-layout__mutations > .calc-card')
      .evaluate((card) => parseFloat(getComputedStyle(card).paddingBottom) + 1);
    expect(mutations.bottom - browse.bottom).toBeCloseTo(padding, 0);
    // A search that finds nothing says so under the search field.
    await page.getByRole('searchbox', { name: MESSAGES.en.crop.mutations.search }).fill('zzzz');
    await expect(page.getByTestId('mutation-search-empty')).toHaveText(MESSAGES.en.crop.mutations.noMatches.replace('{{query}}', 'zzzz'));
  });

  test('at 320 px every variant and friend-boost segment keeps each word whole', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const language of ['en', 'ar'] as const) {
      await open(page, language === 'en' ? HOME : `/${language}`);
      const broken = [...(await wordsBrokenIn(page.getByTestId('variant'))), ...(await wordsBrokenIn(page.getByTestId('boost')))];
      expect(broken, language).toEqual([]);
    }
  });

  // French and Indonesian have the longest preset names ("Prix plancher", "Harga minimum").
  for (const language of ['en', 'ar', 'fr', 'id'] as const) {
    test(`${language}: friend boost and variant are one row of segments each, the weight presets one row that scrolls inside itself`, async ({
      page,
    }) => {
      await open(page, language === 'en' ? HOME : `/${language}`);
      const rowsOf = (testId: string) =>
        page
          .getByTestId(testId)
          .getByRole('radio')
          .evaluateAll((radios) => new Set(radios.map((radio) => radio.closest('label')!.getBoundingClientRect().top)).size);
      expect(await rowsOf('boost')).toBe(1);
      expect(await rowsOf('variant')).toBe(1);
      // Each segment is named in full for screen readers, and picking one works.
      const form = new Intl.PluralRules(language).select(2) as 'two' | 'other';
      const template = (MESSAGES[language].crop.boost as Record<string, string>)[`option_${form}`]!;
      const name = template.replace('{{friends}}', formatNumber(2, language)).replace('{{percent}}', formatSignedPercent(20, language));
      await page.getByTestId('boost').getByRole('radio', { name, exact: true }).check();
      await expect(page).toHaveURL(/boost=20/);
      // Every segment's text fits in it.
      const clipped = await page
        .locator('.choice-group--segmented .choice')
        .evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth + 1).length);
      expect(clipped).toBe(0);
      const presets = page.locator('.weight-presets');
      const presetRows = await presets
        .locator('.weight-preset')
        .evaluateAll((buttons) => new Set(buttons.map((button) => button.getBoundingClientRect().top)).size);
      expect(presetRows).toBe(1);
      const clippedPresets = await presets
        .locator('.weight-preset')
        .evaluateAll((buttons) =>
          buttons.filter((button) => button.scrollWidth > button.clientWidth + 1).map((button) => button.textContent),
        );
      expect(clippedPresets).toEqual([]);
      // The row is wider than the phone: its end fades until it is scrolled there, so a cut button does not look like the last.
      const fade = () => presets.evaluate((row) => getComputedStyle(row).maskImage);
      expect(await presets.evaluate((row) => row.scrollWidth > row.clientWidth)).toBe(true);
      expect(await fade()).toMatch(/gradient/);
      await presets.evaluate(
        (row, rtl) => row.scrollTo({ left: rtl ? -row.scrollWidth : row.scrollWidth, behavior: 'instant' }),
        language === 'ar',
      );
      await expect.poll(fade).toBe('none');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }
});

/**
 * Each character of an element's text, in the text's order, with where it stands on the screen; the marks that order a
 * left-to-right run take no room and are left out.
 */
function charactersOf(element: Locator): Promise<{ text: string; left: number; top: number }[]> {
  return element.evaluate((root) => {
    const characters: { text: string; left: number; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (let at = 0; at < node.textContent!.length; at++) {
        const text = node.textContent![at]!;
        if (/[\u2066-\u2069]/.test(text)) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const { left, top } = range.getBoundingClientRect();
        characters.push({ text, left, top });
      }
    }
    return characters;
  });
}

/** The last character of each line of an element's text, found by where the next one starts lower down. */
async function lineEndsOf(element: Locator): Promise<string[]> {
  const characters = await charactersOf(element);
  return characters
    .filter((character, index) => {
      const next = characters[index + 1];
      return next !== undefined && next.top > character.top + 1;
    })
    .map(({ text }) => text);
}
