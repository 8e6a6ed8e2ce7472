import type { Page } from '@playwright/test';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { formatCountdown } from '../src/lib/shopFormat';
import { browserTextAt200, expect, expectRowHeaderBesideEveryCell, test, wordsBrokenIn, wordsBrokenInEach } from './fixtures';
import { MESSAGES } from './pages';

/*
 * The restock clock at a known instant. Paris moves its clocks from 02:00 to 03:00 local time at 01:00 UTC on
 * 29 March 2026, so the instant before it checks that the countdowns follow UTC and the local times the new offset.
 */
const BEFORE = new Date('2026-03-29T00:57:30Z');
const AT = new Date('2026-03-29T00:58:00Z');

test.use({ timezoneId: 'Europe/Paris' });

/** Arabic-Indic digits as ASCII, to compare a countdown whatever digits the browser's Intl writes. */
const ascii = (text: string) => text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));

test.describe('the stock page', () => {
  test('counts down to each shop’s next restock at a known instant, in local time across a DST change', async ({ page }) => {
    await page.clock.install({ time: BEFORE });
    await page.goto(PAGE_PATHS.stock);
    await page.clock.pauseAt(AT);

    const seed = page.locator('[data-shop="seed"]');
    await expect(seed).toHaveAttribute('data-next-restock', '2026-03-29T01:00:00.000Z');
    await expect(page.getByTestId('countdown-seed')).toHaveText('2m 00s');
    // 01:00 UTC is 03:00 in Paris once summer time starts at that very instant.
    await expect(seed).toContainText(/\b3:00\sAM/);
    await expect(page.locator('[data-shop="gear"]')).toHaveAttribute('data-next-restock', '2026-03-29T01:00:00.000Z');
    await expect(page.locator('[data-shop="egg"]')).toHaveAttribute('data-next-restock', '2026-03-29T01:00:00.000Z');
    await expect(page.locator('[data-shop="daily-quests"]')).toHaveAttribute('data-next-restock', '2026-03-29T20:00:00.000Z');
    await expect(page.getByTestId('countdown-daily-quests')).toHaveText('19h 02m 00s');
    await expect(page.getByTestId('countdown-seed-tier-2')).toHaveText('2m 00s');
    // Server-timed shops have no countdown, and say why.
    await expect(page.locator('[data-shop="traveling-merchant"]')).toHaveCount(0);
    await expect(page.getByTestId('clock-weather')).toContainText(MESSAGES.en.stock.shops.weather.note);

    // A tab that sleeps through several restocks shows the right time when it wakes: worked out from the clock.
    await page.clock.fastForward('10:30');
    await expect(page.getByTestId('countdown-seed')).toHaveText('1m 30s');
    await expect(seed).toHaveAttribute('data-next-restock', '2026-03-29T01:10:00.000Z');
    await expect(seed).toContainText(/\b3:10\sAM/);
  });

  test('counts down in Arabic, right to left, in the language’s digits, as a clock with its hours', async ({ page }) => {
    await page.clock.install({ time: BEFORE });
    await page.goto(localizePath('ar', PAGE_PATHS.stock));
    await page.clock.pauseAt(AT);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-shop="seed"]')).toHaveAttribute('data-next-restock', '2026-03-29T01:00:00.000Z');
    const shown = page.getByTestId('countdown-seed');
    await expect(shown).toHaveText(/^\S+:\S+:\S+$/);
    const text = (await shown.textContent())!;
    expect(ascii(text)).toBe('0:02:00');
    expect(ascii(text)).toBe(ascii(formatCountdown(120_000, 'ar')));
    // The same digits the browser's own Intl writes for Arabic.
    const zero = await page.evaluate(() => new Intl.NumberFormat('ar').format(0));
    expect(text.startsWith(zero)).toBe(true);
  });

  test('a restock passing while the page is open changes the times in place: nothing moves, in Arabic either', async ({ page }) => {
    // The page is as wide as a phone's, so the later restocks fill their line.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.clock.install({ time: BEFORE });
    await page.goto(localizePath('ar', PAGE_PATHS.stock));
    await page.clock.pauseAt(AT);
    const seed = page.getByTestId('clock-seed');
    await expect(seed.locator('.shop-clock__later time').first()).toHaveAttribute('datetime', '2026-03-29T01:05:00.000Z');
    await page.clock.runFor('02:01');
    await expect(seed.locator('.shop-clock__later time').first()).toHaveAttribute('datetime', '2026-03-29T01:10:00.000Z');
    // A screenshot makes the browser draw the changed page, which is when it measures what moved.
    await page.screenshot();
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined);
      observer.observe({ type: 'layout-shift', buffered: true });
      const records = observer.takeRecords();
      observer.disconnect();
      return records.length;
    });
    expect(shifts).toBe(0);
  });

  // Its later restocks named their days near midnight, and the card held the three lines that took all day: 43 px of
  // blank under «Then: 3:05 AM, 3:10 AM and 3:15 AM» here.
  test('on a phone a 5-minute shop’s later restocks take one line, held before and shown after the script, in every language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.clock.setFixedTime(AT);
    const lines: string[] = [];
    for (const language of LANGUAGES) {
      await page.goto(localizePath(language, PAGE_PATHS.stock));
      const later = page.getByTestId('clock-seed').locator('.shop-clock__later');
      await expect(later.locator('time')).toHaveCount(3);
      const [height, lineHeight] = await later.evaluate((list) => [
        list.getBoundingClientRect().height,
        parseFloat(getComputedStyle(list).lineHeight),
      ]);
      if (Math.round(height) !== Math.round(lineHeight)) lines.push(`${language}: ${height} px, a line ${lineHeight} px`);
    }
    expect(lines).toEqual([]);
  });

  test('on a 320 px phone a restock’s day and time stay on one line', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await page.clock.install({ time: BEFORE });
    await page.goto(localizePath('fr', PAGE_PATHS.stock));
    await page.clock.pauseAt(AT);
    const times = page.locator('.shop-clock__at');
    // One of them is on another day ("lundi à 02:00"), the longest.
    await expect(times.filter({ hasText: /lundi/ }).first()).toBeVisible();
    const lines = await times.evaluateAll((spans) => spans.map((span) => `${span.getClientRects().length} ${span.textContent}`));
    expect(lines.filter((line) => !line.startsWith('1 '))).toEqual([]);
  });

  // «ثم: الثلاثاء الساعة 2:00 ص و» above «الأربعاء الساعة 2:00 ص» on a 360 px phone, in the Daily Deals' and quests' cards.
  test('on a phone the list of later restocks keeps the words that touch a time on its line, in every language', async ({ page }) => {
    const faults: string[] = [];
    await page.clock.setFixedTime(AT);
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(localizePath(language, PAGE_PATHS.stock));
      await expect(page.getByTestId('clock-daily-deals').locator('.shop-clock__later time')).toHaveCount(3);
      for (const width of [320, 360]) {
        await page.setViewportSize({ width, height: 740 });
        const stranded = await page.locator('.shop-clock__later').evaluateAll((lists) =>
          lists.flatMap((list) => {
            const texts: Text[] = [];
            const walker = document.createTreeWalker(list, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
            // Each time's first and last letters, and the letters written against them with no space between.
            return [...list.querySelectorAll('time')].flatMap((time) => {
              const inside = texts.filter((text) => time.contains(text));
              const [first, last] = [inside[0]!, inside.at(-1)!];
              const before = texts[texts.indexOf(first) - 1];
              const after = texts[texts.indexOf(last) + 1];
              const box = (text: Text, at: number) => {
                const range = document.createRange();
                range.setStart(text, at);
                range.setEnd(text, at + 1);
                return range.getBoundingClientRect();
              };
              const sameLine = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;
              const touching = [
                before !== undefined && /\S$/.test(before.data) ? ([box(before, before.data.length - 1), box(first, 0)] as const) : null,
                after !== undefined && /^\S/.test(after.data) ? ([box(after, 0), box(last, last.data.length - 1)] as const) : null,
              ];
              return touching.flatMap((pair) =>
                pair === null || sameLine(...pair) ? [] : [`${list.closest('section')!.dataset.testid}: ${time.textContent}`],
              );
            });
          }),
        );
        faults.push(...stranded.map((fault) => `${language} ${width} px ${fault}`));
      }
    }
    expect(faults).toEqual([]);
  });

  /**
   * Each card of the stock page in each language, as before its script runs (`before`, with the whole stylesheet the page
   * has once live) and live at AT (`page`), at each width: a card whose height changes as its countdown appears, or a
   * time broken over two lines (`timeOnOneLine`; otherwise, a time smaller than its label's words) or wider than its card.
   */
  async function countdownFaults(before: Page, page: Page, widths: readonly number[], timeOnOneLine = true): Promise<string[]> {
    /** Each card's height, by its test id. */
    const cardHeights = (target: Page) =>
      target
        .locator('section.shop-clock')
        .evaluateAll((cards) => Object.fromEntries(cards.map((card) => [card.dataset.testid!, card.getBoundingClientRect().height])));
    // A daily card counts down 23 hours to a restock on another day: its longest time, with a weekday.
    await page.clock.setFixedTime(AT);
    const faults: string[] = [];
    for (const language of LANGUAGES) {
      const url = localizePath(language, PAGE_PATHS.stock);
      await before.goto(url);
      await page.goto(url);
      await expect(page.getByTestId('countdown-daily-deals')).toHaveAttribute('datetime', '2026-03-30T00:00:00.000Z');
      for (const width of widths) {
        await before.setViewportSize({ width, height: 800 });
        await page.setViewportSize({ width, height: 800 });
        const [held, shown] = await Promise.all([cardHeights(before), cardHeights(page)]);
        for (const [card, height] of Object.entries(shown)) {
          if (Math.abs(height - held[card]!) > 0.5)
            faults.push(`${language} ${width} px ${card}: ${held[card]} px held, ${height} px shown`);
        }
        const broken = await page.locator('.shop-clock__time').evaluateAll(
          (times, oneLine) =>
            times.flatMap((time) => {
              const range = document.createRange();
              range.selectNodeContents(time);
              const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
              const text = range.getBoundingClientRect();
              const line = time.parentElement!.getBoundingClientRect();
              const card = time.closest('section')!.dataset.testid;
              const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
              const label = time.closest('.shop-clock__countdown')!.querySelector('.shop-clock__label')!;
              if (oneLine && lines !== 1) return [`${card}: «${time.textContent}» on ${lines} lines`];
              if (!oneLine && size(time) < size(label))
                return [`${card}: «${time.textContent}» at ${size(time)} px, its label ${size(label)}`];
              return text.left < line.left - 0.5 || text.right > line.right + 0.5
                ? [`${card}: «${time.textContent}» wider than its card`]
                : [];
            }),
          timeOnOneLine,
        );
        faults.push(...broken.map((fault) => `${language} ${width} px ${fault}`));
        // A later restock as large as the list's own words («Then:», «and»), wrapping rather than set smaller to fit.
        const smaller = await page.locator('.shop-clock__later time').evaluateAll((times) =>
          times.flatMap((time) => {
            const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
            const list = time.closest('.shop-clock__later')!;
            return size(time) < size(list)
              ? [`${time.closest('section')!.dataset.testid}: «${time.textContent}» smaller than its list`]
              : [];
          }),
        );
        faults.push(...smaller.map((fault) => `${language} ${width} px ${fault}`));
      }
    }
    return faults;
  }

  // On a 360 px phone the daily cards' countdown took three lines where two were held, in French, Spanish, Portuguese
  // and Indonesian, so the page below moved when it appeared; its time broke in two («20 h» over «57 min 38 s»), at
  // 1280 px too.
  test('each countdown appears in the room held for it, its time on one line, in every language', async ({ page, browser }) => {
    test.slow(); // six languages, each page twice, at four widths
    const prerendered = await browser.newContext({ javaScriptEnabled: false });
    const faults = await countdownFaults(await prerendered.newPage(), page, [320, 360, 412, 1280]);
    await prerendered.close();
    expect(faults).toEqual([]);
  });

  // A player who has set the browser's text to 200 % (its default font size, 32 px): the countdown's words and the day
  // took two or three lines each where one was held, or the text that the countdown will start took more than the room
  // held, and 68 of the 72 cards changed height as the countdowns appeared (by −93 to +384 px), in every language. Then,
  // set to fit one line, the time was smaller than at normal text size and half its label's size (20 px against 36).
  test('with the browser’s text at 200 %, each countdown appears in the room held for it, its time as large as its label', async ({
    page,
    browser,
  }) => {
    test.slow(); // six languages, each page twice, at two widths
    const prerendered = await browser.newContext({ javaScriptEnabled: false });
    const before = await prerendered.newPage();
    await browserTextAt200(before);
    await browserTextAt200(page);
    await page.goto(PAGE_PATHS.stock);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    const faults = await countdownFaults(before, page, [320, 412], false);
    await prerendered.close();
    expect(faults).toEqual([]);
  });

  // The page's, the card's and the button's sides took 128 of a 320 px phone's width at 200 % text, and the alert
  // buttons broke «berikutn|ya», «restoc|k», «procha|in».
  test('with the browser’s text at 200 % on a 320 px phone, the alert buttons keep each word whole, in every language', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 740 });
    await browserTextAt200(page);
    const faults: string[] = [];
    for (const language of LANGUAGES) {
      await page.goto(localizePath(language, PAGE_PATHS.stock));
      const buttons = page.locator('.restock-alert .button');
      await expect(buttons.first()).toBeVisible();
      faults.push(...(await wordsBrokenInEach(buttons)).map((fault) => `${language}: ${fault}`));
    }
    expect(faults).toEqual([]);
  });

  test('the prerendered page states each rule before its script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(PAGE_PATHS.stock);
    await expect(page.getByTestId('clock-seed')).toContainText('5 min');
    await expect(page.locator('[data-shop="seed"]')).toContainText(MESSAGES.en.stock.startsWithScript);
    await expect(page.locator('[data-shop="seed"]')).not.toHaveAttribute('data-next-restock', /.+/);
    await context.close();
  });

  test('tells the visitor at the next restock once they opt in, with or without notifications', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await page.clock.install({ time: BEFORE });
    await page.goto(PAGE_PATHS.stock);
    await page.clock.pauseAt(AT);
    const card = page.getByTestId('clock-seed');
    const button = card.getByRole('button', { name: MESSAGES.en.stock.alert.button });
    const mark = () => button.evaluate((element) => getComputedStyle(element, '::before').content);
    expect(await mark()).toBe('none');
    await button.click();
    await expect(card.getByRole('status')).toContainText('notification');
    // Set, the button shows it: a mark a forced colours theme keeps too.
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(await mark()).toContain('✓');
    await page.clock.runFor('02:01');
    await expect(card.getByRole('status')).toHaveText(MESSAGES.en.stock.alert.rang);
  });

  test('explains a browser without notifications instead of failing', async ({ page }) => {
    await page.addInitScript(() => {
      // @ts-expect-error: a browser without the Notification API
      delete window.Notification;
    });
    await page.goto(PAGE_PATHS.stock);
    const card = page.getByTestId('clock-gear');
    await card.getByRole('button', { name: MESSAGES.en.stock.alert.button }).click();
    await expect(card.getByRole('status')).toContainText(MESSAGES.en.stock.alert.unsupported.split(',')[0]!);
  });

  // At 1280 px every table scrolled sideways in its box of 1,054 px: its eight columns besides Data needed 964 px
  // (English) to 1,114 px (Portuguese), each as wide as a word or number in it that does not break.
  test('on a laptop’s screen each table shows all its columns, words whole, without scrolling sideways, in every language', async ({
    page,
  }) => {
    const faults: string[] = [];
    for (const language of LANGUAGES) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(localizePath(language, PAGE_PATHS.stock));
      const boxes = page.locator('.scroll-table');
      await expect(boxes).toHaveCount(4);
      for (const width of [1280, 1920]) {
        await page.setViewportSize({ width, height: 800 });
        for (const box of await boxes.all()) {
          const table = await box.locator('table').getAttribute('data-testid');
          const { scrolls, start, end } = await box.evaluate((element) => {
            const { left, right } = element.getBoundingClientRect();
            return { scrolls: element.scrollWidth - element.clientWidth, start: left, end: right };
          });
          if (scrolls > 0) faults.push(`${language} ${width} px ${table}: scrolls ${scrolls} px`);
          if (start < 0 || end > width) faults.push(`${language} ${width} px ${table}: past the screen`);
          faults.push(...(await wordsBrokenIn(box.locator('table'))).map((fault) => `${language} ${width} px ${table}: ${fault}`));
        }
        const pageScrolls = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        if (pageScrolls > 0) faults.push(`${language} ${width} px: the page scrolls ${pageScrolls} px`);
      }
    }
    expect(faults).toEqual([]);
  });

  // About 1,200 px of table on a phone: a row read at "Chance per restock" showed "1 | 100 %" with no seed's name.
  test('on a phone each table keeps the item’s name in view beside its numbers as it scrolls, in both directions', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const language of ['en', 'ar'] as const) {
      await page.goto(localizePath(language, PAGE_PATHS.stock));
      await page.waitForSelector('html[data-app-ready]');
      const table = page.getByTestId('seed-table');
      const row = table.locator('tbody tr').nth(5);
      await expectRowHeaderBesideEveryCell(table.locator('xpath=..'), row.locator('th'), row.locator('td.scroll-table__number'));
    }
  });
});
