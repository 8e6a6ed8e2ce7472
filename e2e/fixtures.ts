import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { siteDir } from '../scripts/siteDir';
import { mutations } from '../src/game';
import { crops } from '../src/game/crops';

export interface PageWatch {
  consoleErrors: string[];
  foreignRequests: string[];
}

/**
 * Every browser test page records console errors, uncaught errors and requests to any host other
 * than this machine (tests may run servers of their own on other ports); a test fails at its end if any happened (unless it opts out by clearing).
 */
/** The app has taken over the prerendered page, or has shown why it could not. */
const APP_SETTLED = 'html[data-app-ready], [data-testid="load-error"], [data-testid="route-error"]';

async function settled(page: Page): Promise<void> {
  // Pages whose code is blocked on purpose, or that are not the app, simply stop waiting.
  await page.waitForSelector(APP_SETTLED, { state: 'attached', timeout: 15_000 }).catch(() => undefined);
}

export const test = base.extend<{ watch: PageWatch }>({
  /**
   * The app's script starts after the first paint, so a test that types or clicks right after
   * navigating would act on the static page. `goto` and `reload` wait until the app is live, unless the test turned
   * scripts off (`javaScriptEnabled: false`) to read the prerendered pages alone.
   */
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled === false) {
      await provide(page);
      return;
    }
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await settled(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await settled(page);
      return response;
    };
    await provide(page);
  },
  watch: async ({ page, baseURL }, provide) => {
    const watch: PageWatch = { consoleErrors: [], foreignRequests: [] };
    const localHost = new URL(baseURL ?? 'http://127.0.0.1').hostname;
    page.on('console', (message) => {
      if (message.type() === 'error') watch.consoleErrors.push(message.text());
    });
    page.on('pageerror', (error) => watch.consoleErrors.push(error.message));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith('http') && url.hostname !== localHost) watch.foreignRequests.push(request.url());
    });
    await provide(watch);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
    expect(watch.foreignRequests, 'requests to other hosts').toEqual([]);
  },
});

export { expect };

export { settled as appSettled };

/** The browser's own default text size at 200 %, as its settings set it (the page's rem is 32 px), for this page. */
export async function browserTextAt200(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Page.enable');
  await session.send('Page.setFontSizes', { fontSizes: { standard: 32 } });
}

/** Picks a language from the header's language menu. */
export async function chooseLanguage(page: Page, autonym: string): Promise<void> {
  const menu = page.getByTestId('language-menu');
  await menu.locator('summary').click();
  await menu.getByRole('link', { name: autonym, exact: true }).click();
}

export async function htmlAttributes(page: Page): Promise<{ lang: string; dir: string }> {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/** Holds the app's script back, as on a slow connection, until `release` is called. */
export async function holdAppScript(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface Downloads {
  scriptFiles: string[];
  dataFiles: string[];
  /** The scripts asked for, as the build wrote them. */
  scripts: () => string[];
}

/** The scripts and page-data files a page asks for from now on. */
export function watchDownloads(page: Page): Downloads {
  const scriptFiles: string[] = [];
  const dataFiles: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scriptFiles.push(pathname);
    if (pathname.startsWith('/page-data/')) dataFiles.push(pathname);
  });
  return { scriptFiles, dataFiles, scripts: () => scriptFiles.map((file) => readFileSync(join(siteDir, file), 'utf8')) };
}

/**
 * Checks that the scripts a page downloaded hold no crop or mutation the page does not show (crop names of two words
 * and mutation names of eight letters or more, which no code holds by chance): the page was given its data, or needs
 * none, instead of loading the game data.
 */
export function expectNoGameDataIn(downloads: Downloads, shown: string): void {
  const names = [
    ...crops.filter((crop) => crop.name.includes(' ')).slice(0, 200),
    ...mutations.filter((mutation) => mutation.name.length >= 8),
  ].map(({ name }) => name);
  const unshown = names.filter((name) => !shown.includes(name)).slice(0, 30);
  expect(unshown.length).toBeGreaterThan(0);
  expect(downloads.scriptFiles.length).toBeGreaterThan(0);
  const scripts = downloads.scripts();
  for (const name of unshown)
    expect(
      scripts.filter((script) => script.includes(name)),
      name,
    ).toEqual([]);
}

/**
 * Watches whether the page's content is ever hidden after the page loads, as React hides a part that waits for code
 * (a Suspense fallback): a page opened on a link must have what reading the link needs before it hydrates.
 */
export async function watchContentHidden(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const seen = window as unknown as { contentHidden?: boolean };
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.style?.display === 'none' && element.querySelector('h1')) seen.contentHidden = true;
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
  });
  return () => page.evaluate(() => (window as unknown as { contentHidden?: boolean }).contentHidden === true);
}

/**
 * For each cell of a table row, scrolls the table's box sideways until the cell is in view and checks that the row's
 * header is in view beside it, drawn over whatever scrolled under it and opaque: on a phone a number far along a row
 * was read with no crop name in sight.
 */
export async function expectRowHeaderBesideEveryCell(scroller: Locator, rowHeader: Locator, cells: Locator): Promise<void> {
  const box = (await scroller.boundingBox())!;
  for (const cell of await cells.all()) {
    await cell.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'end' }));
    const header = (await rowHeader.boundingBox())!;
    const shown = (await cell.boundingBox())!;
    for (const part of [header, shown]) {
      expect(part.x).toBeGreaterThanOrEqual(box.x - 1);
      expect(part.x + part.width).toBeLessThanOrEqual(box.x + box.width + 1);
    }
    expect(header.x + header.width <= shown.x + 1 || shown.x + shown.width <= header.x + 1).toBe(true);
    const onTop = await rowHeader.evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      const hit = document.elementFromPoint(x + width / 2, y + height / 2);
      return hit !== null && element.contains(hit);
    });
    expect(onTop).toBe(true);
  }
  // An opaque background, so the cells scrolled under the header do not show through it.
  expect(await rowHeader.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
}

/**
 * The words inside `container` laid out on two lines (a word broken inside itself: its boxes sit at two heights), or
 * reaching past the container's edge, each with what the browser found wrong. A word is a run of letters and digits,
 * so a line may still end at a hyphen, a slash or a soft hyphen, where the text allows a break.
 */
export async function wordsBrokenIn(container: Locator): Promise<string[]> {
  return container.evaluate(brokenWords);
}

/**
 * wordsBrokenIn for each element `elements` matches, in one call (a call per cell of a 533-row table took minutes),
 * each fault after the element's text. It does not wait for the elements: count them first.
 */
export async function wordsBrokenInEach(elements: Locator): Promise<string[]> {
  return elements.evaluateAll(brokenWords);
}

/** Runs in the page, so it names nothing outside itself. */
function brokenWords(target: Element | Element[]): string[] {
  const faultsIn = (element: Element) => {
    const box = element.getBoundingClientRect();
    const start = box.left + element.clientLeft;
    const end = start + element.clientWidth;
    const faults: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of node.textContent!.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
        const range = document.createRange();
        // After a soft hyphen the browser counts the hyphen it draws at the line's end in the next letter's boxes
        // («Proba-|bilidad»), so that letter is left out of the word's boxes.
        const afterSoftHyphen = node.textContent![word.index - 1] === '\u00ad';
        range.setStart(node, word.index + (afterSoftHyphen ? 1 : 0));
        range.setEnd(node, word.index + word[0].length);
        const parts = [...range.getClientRects()].filter((part) => part.width > 0);
        if (new Set(parts.map((part) => Math.round(part.top))).size > 1) faults.push(`${word[0]} broken`);
        if (parts.some((part) => part.left < start - 0.5 || part.right > end + 0.5)) faults.push(`${word[0]} outside`);
      }
    }
    return faults;
  };
  return Array.isArray(target)
    ? target.flatMap((element) => faultsIn(element).map((fault) => `${element.textContent}: ${fault}`))
    : faultsIn(target);
}

/**
 * The numbers inside each element `elements` matches laid out on more than one line, each after the element's text
 * with its lines: a number is digits joined by group or decimal separators (",", ".", French's no-break spaces), so
 * "270.300.000." over "000", where wordsBrokenIn sees only whole digit groups, is one number broken. It does not wait
 * for the elements: count them first.
 */
export async function numbersBrokenInEach(elements: Locator): Promise<string[]> {
  return elements.evaluateAll((targets) =>
    targets.flatMap((element) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      // A number may run across text nodes (a <wbr> between its digit groups): the element's text, each letter's node.
      const letters: { node: Node; at: number }[] = [];
      let text = '';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let at = 0; at < node.textContent!.length; at++) letters.push({ node, at });
        text += node.textContent!;
      }
      const topOf = (index: number) => {
        const { node, at } = letters[index]!;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const box = [...range.getClientRects()].find((part) => part.width > 0);
        return box === undefined ? null : Math.round(box.top);
      };
      const faults: string[] = [];
      for (const number of text.matchAll(/\p{Nd}+(?:[.,\u00a0\u202f\u066b\u066c]\p{Nd}+)*/gu)) {
        const [first, last] = [number.index, number.index + number[0].length - 1];
        // On one line, its first and last letters are (a number's letters share a font, so their boxes share a top).
        if (topOf(first) === topOf(last)) continue;
        const lines: string[] = [];
        let lastTop: number | null = null;
        for (let index = first; index <= last; index++) {
          const top = topOf(index);
          if (top === lastTop) lines[lines.length - 1] += text[index]!;
          else lines.push(text[index]!);
          lastTop = top;
        }
        faults.push(`${element.textContent}: ${lines.join(' over ')}`);
      }
      return faults;
    }),
  );
}

/**
 * The columns of a table with sticky row names (ScrollTable's `stickyRowNames`) that can never be read whole however far
 * its box scrolls, each named by its heading: wider than what the names leave of the box, or, scrolled to the end,
 * starting under them. On a phone the stock tables' Data column read "…dence: high." scrolled as far as it goes.
 */
export async function columnsUnderStickyNames(scroller: Locator): Promise<string[]> {
  return scroller.evaluate((box) => {
    const rtl = getComputedStyle(box).direction === 'rtl';
    // Right to left, the box scrolls to negative offsets; either way the browser stops at the end.
    box.scrollLeft = rtl ? -box.scrollWidth : box.scrollWidth;
    // The names' heading is sticky with them and as wide (a name may span several rows, as the proof table's do).
    const [namesHeading, ...headings] = [...box.querySelectorAll('thead th')];
    const names = namesHeading!.getBoundingClientRect();
    const faults = new Set<string>();
    for (const row of box.querySelectorAll('tr')) {
      const cells = row.parentElement!.tagName === 'THEAD' ? headings : [...row.querySelectorAll(':scope > td')];
      // A row whose name spans it from a row above has no name cell: its cells are the last columns all the same.
      cells.forEach((cell, index) => {
        const { width } = cell.getBoundingClientRect();
        if (width > box.clientWidth - names.width + 0.5) {
          const heading = headings[headings.length - cells.length + index]!.textContent;
          faults.add(`"${heading}" ${Math.round(width)} px beside names of ${Math.round(names.width)} px`);
        }
      });
      const last = cells.at(-1)?.getBoundingClientRect();
      if (last !== undefined && (rtl ? last.right > names.left + 0.5 : last.left < names.right - 0.5)) {
        faults.add(`"${headings.at(-1)!.textContent}" starts under the names, scrolled to the end`);
      }
    }
    return [...faults];
  });
}
