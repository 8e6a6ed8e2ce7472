import AxeBuilder from '@axe-core/playwright';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiMutationPath, wikiPetPath } from '../src/lib/paths';
import { expect, test } from './fixtures';

const PAGES = [
  PAGE_PATHS.cropCalculator,
  PAGE_PATHS.petCalculator,
  PAGE_PATHS.valueList,
  PAGE_PATHS.tradeChecker,
  PAGE_PATHS.valueFormula,
  PAGE_PATHS.wikiIndex,
  PAGE_PATHS.moonMango,
  wikiCropPath('carrot'),
  PAGE_PATHS.petIndex,
  wikiPetPath('ankylosaurus'),
  PAGE_PATHS.mutationIndex,
  wikiMutationPath('frozen'),
];

for (const language of LANGUAGES) {
  for (const path of PAGES) {
    const url = localizePath(language, path);
    test(`axe finds nothing serious or critical on ${url}, light and dark`, async ({ page }) => {
      // axe checks the contrast of every text on the page: the value list's 461 rows take it about a minute per colour
      // scheme on this machine, and past two minutes when the cores are busy.
      test.setTimeout(path === PAGE_PATHS.valueList ? 300_000 : 120_000);
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(url);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes
                .map((node) => node.target.join(' '))
                .slice(0, 5)
                .join(' | ')}`,
          );
        expect(serious, `${url} (${colorScheme})`).toEqual([]);
      }
    });
  }
}
