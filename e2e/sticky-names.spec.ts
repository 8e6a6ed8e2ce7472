import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { columnsUnderStickyNames, expect, test } from './fixtures';

/**
 * The pages whose tables keep each row's name in view as they scroll sideways. On a 360 px phone the stock tables'
 * Data column and the weather table's Notes column (15 rem) started under the names even fully scrolled, in every
 * language; at 320 px so did the stock tables' prices, the weather's mutations in Portuguese and the value formula's
 * weights and matches. A 412 px phone's box is the widest to keep the tables' full text size and padding.
 */
const PAGES = [PAGE_PATHS.stock, PAGE_PATHS.weather, PAGE_PATHS.valueFormula];

for (const language of LANGUAGES) {
  test(`${language}: on a 320, 360 or 412 px phone every column of a table with sticky names can be read whole beside them`, async ({
    page,
  }) => {
    const faults: string[] = [];
    for (const path of PAGES) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(localizePath(language, path));
      const boxes = page.locator('.scroll-table:has(.scroll-table__table--sticky-names)');
      await expect(boxes.first()).toBeVisible();
      for (const width of [320, 360, 412]) {
        await page.setViewportSize({ width, height: 740 });
        for (const box of await boxes.all()) {
          await box.scrollIntoViewIfNeeded();
          const table = await box.locator('table').getAttribute('data-testid');
          faults.push(...(await columnsUnderStickyNames(box)).map((fault) => `${width} px ${path} ${table}: ${fault}`));
        }
      }
    }
    expect(faults).toEqual([]);
  });
}
