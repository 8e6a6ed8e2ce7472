import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { crops } from '../src/game/crops';
import { directionOf, LOCALE_TAGS } from '../src/i18n/languages';
import { searchCrops } from '../src/lib/cropSearch';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiEggPath, wikiGearPath, wikiMutationPath, wikiPetPath } from '../src/lib/paths';
import { searchPets } from '../src/lib/petSearch';
import { expect, htmlAttributes, test } from './fixtures';
import { CORE_PAGES, MESSAGES } from './pages';

/*
 * Every page kind in English and Arabic (direction and fonts differ between them; colours and roles do not, and the
 * other languages' pages are checked as written in built-site/): the page hydrates in its language under the
 * Content-Security-Policy with no console error or policy violation, and axe finds nothing serious or critical.
 */

// Read as data: Playwright's loader cannot import the pet module's JSON (it has an import attribute).
const { pets } = JSON.parse(readFileSync(new URL('../src/game/data/pets.json', import.meta.url), 'utf8')) as {
  pets: { name: string; rarity: string | null }[];
};

/**
 * The long lists are checked narrowed to a few dozen entries that still show every tier or rarity (their badges'
 * colours differ; the entries' styles do not): axe checks the contrast of every text, and the value list's 461 rows
 * took it a minute or more per colour scheme.
 */
const CROP_SEARCH = 'ne';
const PET_SEARCH = 'on';

interface PageKind {
  path: string;
  h1: (language: 'en' | 'ar') => string;
  /** Narrows a long list once the page is live. */
  narrow?: (page: Page, language: 'en' | 'ar') => Promise<void>;
}

const h1Of = (path: string) => CORE_PAGES.find((page) => page.path === path)!.h1;

const PAGE_KINDS: PageKind[] = [
  { path: PAGE_PATHS.cropCalculator, h1: h1Of(PAGE_PATHS.cropCalculator) },
  { path: PAGE_PATHS.petCalculator, h1: h1Of(PAGE_PATHS.petCalculator) },
  { path: `${PAGE_PATHS.valueList}?q=${CROP_SEARCH}`, h1: h1Of(PAGE_PATHS.valueList) },
  { path: PAGE_PATHS.tradeChecker, h1: h1Of(PAGE_PATHS.tradeChecker) },
  { path: PAGE_PATHS.valueFormula, h1: h1Of(PAGE_PATHS.valueFormula) },
  {
    path: PAGE_PATHS.wikiIndex,
    h1: (language) => MESSAGES[language].wiki.index.title,
    narrow: async (page, language) => {
      await page.getByLabel(MESSAGES[language].filters.search).fill(CROP_SEARCH);
      await expect(page.locator('[data-testid="crop-list"] li:not([hidden])')).toHaveCount(searchCrops(crops, CROP_SEARCH).length);
    },
  },
  { path: PAGE_PATHS.moonMango, h1: h1Of(PAGE_PATHS.moonMango) },
  { path: wikiCropPath('carrot'), h1: () => 'Carrot' },
  {
    path: PAGE_PATHS.petIndex,
    h1: h1Of(PAGE_PATHS.petIndex),
    narrow: async (page) => {
      await page.getByTestId('pet-search').fill(PET_SEARCH);
      await expect(page.getByTestId('pet-list').locator('li')).toHaveCount(searchPets(pets, PET_SEARCH).length);
    },
  },
  { path: wikiPetPath('ankylosaurus'), h1: h1Of(wikiPetPath('ankylosaurus')) },
  { path: PAGE_PATHS.mutationIndex, h1: h1Of(PAGE_PATHS.mutationIndex) },
  { path: wikiMutationPath('frozen'), h1: h1Of(wikiMutationPath('frozen')) },
  { path: PAGE_PATHS.stock, h1: h1Of(PAGE_PATHS.stock) },
  { path: PAGE_PATHS.eggIndex, h1: h1Of(PAGE_PATHS.eggIndex) },
  { path: wikiEggPath('bug-egg'), h1: h1Of(wikiEggPath('bug-egg')) },
  { path: PAGE_PATHS.gearIndex, h1: h1Of(PAGE_PATHS.gearIndex) },
  { path: wikiGearPath('watering-can'), h1: h1Of(wikiGearPath('watering-can')) },
  { path: PAGE_PATHS.weather, h1: h1Of(PAGE_PATHS.weather) },
];

/**
 * The rules whose outcome depends on colours (axe's `cat.color` rules among the WCAG A and AA tags checked below),
 * colours being the only thing the dark scheme changes: every colour of the theme is a light-dark() pair
 * (src/ui/theme.css), so the page in the dark scheme has the same elements, names, roles and sizes as in the light one,
 * which the light scheme's run has checked with every rule.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * What axe finds serious or critical. Colour contrast is the costly rule (every text on the page); it is left out where
 * it would repeat another check: Arabic changes the font family only, and contrast depends on the colours and the
 * text's size and weight, which are the same in every language.
 */
async function seriousViolations(page: Page, rules: 'all' | 'all but contrast' | 'colour'): Promise<string[]> {
  // Legacy mode runs axe in the page itself: the pages have no frames, and the default mode opens a blank page to
  // finish each run, which took longer than the checks on the smaller pages here. Only violations are read: axe still
  // checks every element, but does not describe each one that passed (a selector for each, thousands on the formula's
  // tables). Options first: they replace what withTags and the rest set.
  const axe = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode();
  if (rules === 'all but contrast') axe.disableRules(['color-contrast']);
  if (rules === 'colour') axe.withRules(COLOUR_RULES);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 5)
          .join(' | ')}`,
    );
}

test('the narrowed lists still show every tier and rarity', () => {
  const tiers = (list: readonly { tier: string | null }[]) => new Set(list.map((crop) => crop.tier)).size;
  expect(tiers(searchCrops(crops, CROP_SEARCH))).toBe(tiers(crops));
  const rarities = (list: readonly { rarity: string | null }[]) => new Set(list.map((pet) => pet.rarity)).size;
  expect(rarities(searchPets(pets, PET_SEARCH))).toBe(rarities(pets));
});

for (const language of ['en', 'ar'] as const) {
  for (const { path, h1, narrow } of PAGE_KINDS) {
    const url = localizePath(language, path);
    // Colours do not differ between languages: contrast, and the dark scheme, are checked in English.
    const schemes = language === 'en' ? (['light', 'dark'] as const) : (['light'] as const);
    const contrast = language === 'en';
    test(`${url} hydrates in its language under the CSP with no console error, and axe finds nothing serious (${schemes.join(', ')}${contrast ? ', contrast' : ''})`, async ({
      page,
      watch,
    }) => {
      await page.addInitScript(() => {
        (window as unknown as { cspViolations: string[] }).cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          (window as unknown as { cspViolations: string[] }).cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(url);
      await expect(page.locator('h1')).toHaveText(h1(language));
      expect(await htmlAttributes(page)).toEqual({ lang: LOCALE_TAGS[language], dir: directionOf(language) });
      await expect(page.getByTestId('fan-disclaimer')).toHaveText(MESSAGES[language].footer.disclaimer);
      await narrow?.(page, language);
      // Let lazy work settle so late console errors and violations are caught too.
      await page.waitForLoadState('networkidle');
      for (const colorScheme of schemes) {
        // The scheme applies at once: the same page is checked in each, with every rule in the first.
        await page.emulateMedia({ colorScheme });
        const rules = colorScheme !== schemes[0] ? 'colour' : contrast ? 'all' : 'all but contrast';
        expect(await seriousViolations(page, rules), `${url} (${colorScheme})`).toEqual([]);
      }
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
      expect(watch.consoleErrors).toEqual([]);
    });
  }
}
