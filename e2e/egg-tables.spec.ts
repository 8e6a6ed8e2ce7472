import type { APIRequestContext, Page } from '@playwright/test';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiEggPath } from '../src/lib/paths';
import { expect, test } from './fixtures';

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

const longestWord = (hatches: readonly Hatch[]) =>
  Math.max(...hatches.flatMap((hatch) => hatch.name.split(/\s+/).map((word) => word.length)));
const longestSheckles = (hatches: readonly Hatch[]) => Math.max(0, ...hatches.map((hatch) => Math.round(hatch.shecklesToHatch ?? 0)));

/**
 * The kinds of table, each laid out differently: with the Sheckles column (where one pet's Sheckles are known) or
 * without it, each with or without a chance unknown (across chance and Sheckles, or in the chance column alone).
 */
function tableKind(hatches: readonly Hatch[]): string {
  const columns = hatches.every((hatch) => hatch.shecklesToHatch === null) ? 'no Sheckles column' : 'Sheckles';
  return hatches.some((hatch) => hatch.chancePercent === null) ? `${columns}, a chance unknown` : columns;
}

/**
 * The egg pages whose tables hold the widest content, chosen from the built data (loading every egg in every language
 * took minutes): for each kind of table, the egg with the longest word in a pet's name (a name breaks inside a word only
 * as a last resort) and, among those with Sheckles worked out, the egg with the longest figure.
 */
async function widestEggPages(request: APIRequestContext): Promise<string[]> {
  const { eggs } = await pageData<{ eggs: { id: string; petCount: number }[] }>(request, PAGE_PATHS.eggIndex);
  const tables = await Promise.all(
    eggs
      .filter((egg) => egg.petCount > 0)
      .map(async (egg) => ({ id: egg.id, hatches: (await pageData<{ hatches: Hatch[] }>(request, wikiEggPath(egg.id))).hatches })),
  );
  const widest = (among: typeof tables, width: (hatches: readonly Hatch[]) => number) =>
    among.reduce((best, table) => (width(table.hatches) > width(best.hatches) ? table : best)).id;
  const kinds = [...new Set(tables.map((table) => tableKind(table.hatches)))];
  const chosen = kinds.flatMap((kind) => {
    const among = tables.filter((table) => tableKind(table.hatches) === kind);
    const priced = among.filter((table) => longestSheckles(table.hatches) > 0);
    return [widest(among, longestWord), ...(priced.length > 0 ? [widest(priced, longestSheckles)] : [])];
  });
  return [...new Set(chosen)].map(wikiEggPath);
}

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

test.use({ viewport: { width: 360, height: 740 } });

// On a 360 px phone the tables of hatches ran up to 160 px past their box in Spanish and Indonesian (the one-word
// headings "Probabilidad" and "mendapatkannya", "desconocido" in both number columns), and the Premium Primal Egg's
// (Pachycephalosaurus) in every language.
for (const language of LANGUAGES) {
  test(`on a 360 px phone, the egg index and the widest egg tables fit without scrolling sideways (${language})`, async ({
    page,
    request,
  }) => {
    const paths = [PAGE_PATHS.eggIndex, ...(await widestEggPages(request))];
    expect(paths.length).toBeGreaterThan(3);
    for (const path of paths) {
      const url = localizePath(language, path);
      await page.goto(url);
      if (path !== PAGE_PATHS.eggIndex) await expect(page.getByTestId('egg-hatches'), url).toBeVisible();
      const sizes = await overflows(page);
      expect(sizes, url).toEqual(Object.fromEntries(Object.keys(sizes).map((key) => [key, 0])));
    }
  });
}
