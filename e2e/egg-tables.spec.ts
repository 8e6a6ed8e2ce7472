import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiEggPath } from '../src/lib/paths';
import { expect, numbersBrokenInEach, test, wordsBrokenIn } from './fixtures';

interface Hatch {
  name: string;
  chancePercent: number | null;
  shecklesToHatch: number | null;
}

/** The page data the build wrote for a path (the same file a page reads when reached by a link). */
async function pageData<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/page-data${path}.json`);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

/** The test id of an egg page's table of hatches. */
const HATCHES = 'egg-hatches';

/** How far the page and each table's box run past their width (0 where they fit). */
const overflows = (page: Page) =>
  page.evaluate(() => ({
    page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ...Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('.scroll-table')].map((box, index) => [
        `table ${index + 1}`,
        box.scrollWidth - box.clientWidth,
      ]),
    ),
  }));

// The tables are read as prerendered, without the app's script: it leaves their markup as it is (page-kinds.spec.ts checks
// that an egg page hydrates with no mismatch), and waiting for it to take over each of the 39 egg pages in each language
// at each width was most of this file's time.
test.use({ viewport: { width: 360, height: 740 }, javaScriptEnabled: false });

// The egg tables at 360 px are checked with every egg's, below.
for (const language of LANGUAGES) {
  test(`on a 360 px phone, the egg index fits without scrolling sideways (${language})`, async ({ page }) => {
    const url = localizePath(language, PAGE_PATHS.eggIndex);
    await page.goto(url);
    await expect(page.locator('h1'), url).toBeVisible();
    const sizes = await overflows(page);
    expect(sizes, url).toEqual(Object.fromEntries(Object.keys(sizes).map((key) => [key, 0])));
  });
}

/** Every egg page with pets to hatch. */
async function eggPagesWithPets(request: APIRequestContext): Promise<string[]> {
  const { eggs } = await pageData<{ eggs: { id: string; petCount: number }[] }>(request, PAGE_PATHS.eggIndex);
  return eggs.filter((egg) => egg.petCount > 0).map((egg) => wikiEggPath(egg.id));
}

/** The egg pages whose tables have the Sheckles column (one pet's Sheckles known), from the built data. */
async function eggPagesWithSheckles(request: APIRequestContext): Promise<string[]> {
  const priced = await Promise.all(
    (await eggPagesWithPets(request)).map(async (path) => {
      const { hatches } = await pageData<{ hatches: Hatch[] }>(request, path);
      return hatches.some((hatch) => hatch.shecklesToHatch !== null) ? [path] : [];
    }),
  );
  return priced.flat();
}

/**
 * Each egg page's table of hatches in `language` at each of `widths`: what `check` finds wrong in it, each fault named
 * by width and page; and neither the page nor a table may scroll sideways.
 */
async function eggTableFaults(
  page: Page,
  language: Language,
  paths: readonly string[],
  widths: readonly number[],
  check: (table: Locator) => Promise<string[]>,
): Promise<string[]> {
  const faults: string[] = [];
  for (const path of paths) {
    const url = localizePath(language, path);
    await page.setViewportSize({ width: widths[0]!, height: 740 });
    await page.goto(url);
    const table = page.getByTestId(HATCHES);
    await expect(table, url).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 740 });
      faults.push(...(await check(table)).map((fault) => `${width} px ${url}: ${fault}`));
      const sizes = await overflows(page);
      expect(sizes, `${width} px ${url}`).toEqual(Object.fromEntries(Object.keys(sizes).map((key) => [key, 0])));
    }
  }
  return faults;
}

// On a 320 px phone a table with the Sheckles column gave the names 95 to 99 px, as its widths were shared out, and broke
// a name inside a word: «Oranguta|n» (Rare Summer Egg) in every language, «Caterpilla|r» (Bug Egg) in Spanish, French
// and Indonesian. Its numbers broke after a digit group where the widths gave them less than their width: «1.250.000.»
// over «000», the dot a full stop or a decimal point, at 320 and 360 px in Spanish and Indonesian (Bug, Paradise and Bee
// Eggs), at 320 px in the other languages but French.
for (const language of LANGUAGES) {
  test(`on a 320 or 360 px phone, every egg table with Sheckles keeps each name and number whole and fits (${language})`, async ({
    page,
    request,
  }) => {
    const paths = await eggPagesWithSheckles(request);
    expect(paths.length).toBeGreaterThan(3);
    const faults = await eggTableFaults(page, language, paths, [320, 360], async (table) => [
      ...(await wordsBrokenIn(table)),
      ...(await numbersBrokenInEach(table.locator('td'))),
    ]);
    expect(faults).toEqual([]);
  });
}

/**
 * The names of more than one word in a table laid out on more than one line though the table has room for them on one:
 * beside the other columns, each as narrow as its widest word or number (whole: no hyphen, no break inside a number).
 * Each column's narrowest is measured in the page, its cells' contents copied out of the line with the cells' styles: all
 * the copies at once, so that the page is laid out once for them rather than once per cell. The table is found in the
 * page, not through a locator: a locator's evaluate took about 20 ms each time, four times the measurement.
 */
function namesWrappedWithRoom(testId: string): string[] {
  const table = document.querySelector<HTMLTableElement>(`[data-testid="${testId}"]`)!;
  const box = table.closest<HTMLElement>('.scroll-table')!;
  const padding = (cell: Element) => {
    const style = getComputedStyle(cell);
    return parseFloat(style.paddingInlineStart) + parseFloat(style.paddingInlineEnd);
  };
  const widths = (cells: readonly Element[], sizing: string) => {
    const copies = cells.map((cell) => {
      const copy = document.createElement('span');
      copy.style.cssText = `position: absolute; visibility: hidden; ${sizing}`;
      copy.append(...[...cell.childNodes].map((node) => node.cloneNode(true)));
      cell.append(copy);
      return copy;
    });
    const inlineSizes = copies.map((copy, index) => copy.getBoundingClientRect().width + padding(cells[index]!));
    for (const copy of copies) copy.remove();
    return inlineSizes;
  };
  const cells = [...table.rows].flatMap((row) => [...row.cells]);
  const narrowest = new Map(
    widths(cells, 'inline-size: min-content; hyphens: none; overflow-wrap: normal; word-break: normal').map((inlineSize, index) => [
      cells[index]!,
      inlineSize,
    ]),
  );
  const columns: number[] = [];
  const spanning: { from: number; to: number; inlineSize: number }[] = [];
  for (const row of table.rows) {
    let column = 0;
    for (const cell of row.cells) {
      const inlineSize = narrowest.get(cell)!;
      if (cell.colSpan === 1) columns[column] = Math.max(columns[column] ?? 0, inlineSize);
      else spanning.push({ from: column, to: column + cell.colSpan - 1, inlineSize });
      column += cell.colSpan;
    }
  }
  // A cell across columns ("unknown" across the chance and the Sheckles) widens the last of them if they are narrower.
  for (const { from, to, inlineSize } of spanning) {
    const spanned = columns.slice(from, to + 1).reduce((sum, each) => sum + each, 0);
    columns[to] = (columns[to] ?? 0) + Math.max(0, inlineSize - spanned);
  }
  const room = box.clientWidth - columns.slice(1).reduce((sum, each) => sum + each, 0);
  const names = [...table.querySelectorAll('tbody th')].filter((name) => /\s/.test(name.textContent!.trim()));
  const oneLines = widths(names, 'white-space: nowrap');
  const faults: string[] = [];
  for (const [index, name] of names.entries()) {
    const text = name.textContent!.trim();
    const oneLine = oneLines[index]!;
    const range = document.createRange();
    range.selectNodeContents(name);
    const lines = new Set([...range.getClientRects()].filter((part) => part.width > 0).map((part) => Math.round(part.top))).size;
    // A pixel to spare, so that a name as wide as the room to a fraction of a pixel is not asked for.
    if (lines > 1 && oneLine + 1 <= room) {
      faults.push(
        `«${text}» on ${lines} lines in a column of ${Math.round(name.getBoundingClientRect().width)} px, ${Math.round(oneLine)} px on one line of ${Math.round(room)} px beside the other columns`,
      );
    }
  }
  return faults;
}

// On a 360 px phone the tables of hatches ran up to 160 px past their box in Spanish and Indonesian (the one-word
// headings "Probabilidad" and "mendapatkannya", "desconocido" in both number columns), and the Premium Primal Egg's
// (Pachycephalosaurus) in every language.
// From a 360 px phone up, two-word names took two lines beside a wide Sheckles column: «Orange Tabby» and «Spotted Deer»
// (Rare Egg) in a names' column of 95 to 112 px, «Golden Lab» (Common Egg), «Praying Mantis» (Bug Egg), «Silver Monkey»
// (Legendary Egg) and more, in every language at 360, 390 and 412 px, where one line of each fitted beside the other
// columns' widest words and numbers.
for (const language of LANGUAGES) {
  test(`from a 360 to a 412 px phone, every egg table keeps a name of several words on one line where it has room and fits (${language})`, async ({
    page,
    request,
  }) => {
    test.slow(); // every egg with pets, three widths each
    const paths = await eggPagesWithPets(request);
    expect(paths.length).toBeGreaterThan(30);
    const faults = await eggTableFaults(page, language, paths, [360, 390, 412], (table) =>
      table.page().evaluate(namesWrappedWithRoom, HATCHES),
    );
    expect(faults).toEqual([]);
  });
}
