import type { Page } from '@playwright/test';
import { localizePath, PAGE_PATHS, wikiEggPath, wikiMutationPath, wikiPetPath } from '../src/lib/paths';
import { browserTextAt200, expect, test, wordsBrokenIn } from './fixtures';

/**
 * 200 % text on a 360 px phone, in English and mirrored Arabic: every page kind wraps instead of scrolling sideways
 * (wide tables scroll inside their own boxes), and the header's name and buttons stay on screen.
 */
const PAGE_KINDS = {
  'crop calculator': PAGE_PATHS.cropCalculator,
  // Chips of the longest mutation names, each wider than a line at 200 % text.
  'crop calculator with long mutation names': `${PAGE_PATHS.cropCalculator}?crop=sunflower&m=extraterrestrial,ascendedchakra,cloudtouched`,
  'pet calculator': PAGE_PATHS.petCalculator,
  'value list': PAGE_PATHS.valueList,
  // A trade with an item, so the verdict and its totals are shown.
  'trade checker': `${PAGE_PATHS.tradeChecker}?give=carrot_0.275_normal__2`,
  'value formula': PAGE_PATHS.valueFormula,
  'wiki index': PAGE_PATHS.wikiIndex,
  'crop page': PAGE_PATHS.moonMango,
  'pet index': PAGE_PATHS.petIndex,
  'pet page': wikiPetPath('ankylosaurus'),
  'mutation index': PAGE_PATHS.mutationIndex,
  'mutation page': wikiMutationPath('frozen'),
  'stock page': PAGE_PATHS.stock,
  'egg page': wikiEggPath('bug-egg'),
  'weather page': PAGE_PATHS.weather,
};

async function zoomText(page: Page): Promise<void> {
  // Browser text zoom sets the root font size; a style property, because the site's CSP forbids injected styles.
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'));
}

const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('200 % text on a phone (360 × 740)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [kind, path] of Object.entries(PAGE_KINDS)) {
    test(`the ${kind} never scrolls sideways, in English and Arabic`, async ({ page }) => {
      for (const language of ['en', 'ar'] as const) {
        const url = localizePath(language, path);
        await page.goto(url);
        await zoomText(page);
        expect(await sidewaysOverflow(page), url).toBeLessThanOrEqual(0);
        for (const part of ['site-name', 'nav-menu', 'language-menu', 'theme-menu']) {
          await expect(page.getByTestId(part), `${url} ${part}`).toBeInViewport({ ratio: 1 });
        }
      }
    });
  }

  test('the open menus fit on the screen, in English and Arabic', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      await page.goto(localizePath(language, PAGE_PATHS.wikiIndex));
      await zoomText(page);
      for (const menu of ['nav-menu', 'language-menu', 'theme-menu']) {
        await page.getByTestId(menu).locator('summary').click();
        const panel = page.getByTestId(menu).locator('.disclosure-menu__panel');
        await expect(panel).toBeVisible();
        const box = (await panel.boundingBox())!;
        expect(box.x, `${language} ${menu}`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${language} ${menu}`).toBeLessThanOrEqual(360);
        expect(await sidewaysOverflow(page), `${language} ${menu}`).toBeLessThanOrEqual(0);
        await page.keyboard.press('Escape');
        await expect(panel).toBeHidden();
      }
    }
  });

  // The name's room took the whole box and left the value 16 px wide, one character a line.
  test('the value list keeps a value readable beside its crop’s name, in English and Arabic', async ({ page }) => {
    for (const language of ['en', 'ar'] as const) {
      const url = localizePath(language, PAGE_PATHS.valueList);
      await page.goto(url);
      await zoomText(page);
      const cell = page.locator('.value-list-table tbody tr').first().locator('td').first();
      const { width, fontSize } = await cell.evaluate((element) => ({
        width: element.getBoundingClientRect().width,
        fontSize: parseFloat(getComputedStyle(element).fontSize),
      }));
      expect(width, url).toBeGreaterThanOrEqual(5 * fontSize);
      await cell.scrollIntoViewIfNeeded();
      await expect(cell, url).toBeInViewport({ ratio: 1 });
    }
  });

  test.describe('with the browser’s own text size at 200 %, on a 320 px phone', () => {
    test.use({ viewport: { width: 320, height: 740 } });

    /*
     * Text past the page's edge or past a box that clips it (not one that scrolls): the page did not scroll sideways,
     * but lines and numbers were cut. A column sized by a long word in a grid (Indonesian «mendapatkannya», Portuguese
     * «Resultados») ran up to 182 px past the screen, and a value table's number in a card that rounds its corners read
     * «2 500 00».
     */
    const cutText = (page: Page) =>
      page.evaluate(async () => {
        // Every section drawn when near is drawn.
        for (let y = 0; y < document.body.scrollHeight; y += 1500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        const screenWidth = document.documentElement.clientWidth;
        const cut: string[] = [];
        const overflowOf = new Map<Element, string>();
        const overflowX = (element: Element) => {
          if (!overflowOf.has(element)) overflowOf.set(element, getComputedStyle(element).overflowX);
          return overflowOf.get(element)!;
        };
        for (const element of document.querySelectorAll('main *')) {
          if (element.children.length > 0 || !element.textContent?.trim()) continue;
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) continue;
          let clipper = element.parentElement;
          while (clipper && overflowX(clipper) === 'visible') clipper = clipper.parentElement;
          const overflow = clipper ? overflowX(clipper) : 'visible';
          if (overflow === 'auto' || overflow === 'scroll') continue;
          const edge = clipper ? clipper.getBoundingClientRect() : { left: 0, right: screenWidth, width: screenWidth };
          // A table's headings kept for screen readers only, in a 1 px box.
          if (edge.width <= 1) continue;
          if (box.right > edge.right + 1 || box.left < edge.left - 1) cut.push(`«${element.textContent.trim().slice(0, 30)}»`);
        }
        return cut.slice(0, 5);
      });

    // On the box's border, Arabic's heading of two lines («ابحث عن حيوان أليف») had the border run between them.
    test('the pet and gear lists’ search headings are inside their boxes, in Arabic', async ({ page }) => {
      await browserTextAt200(page);
      for (const path of [PAGE_PATHS.petIndex, PAGE_PATHS.gearIndex]) {
        await page.goto(localizePath('ar', path));
        const fieldset = page.locator('main fieldset.panel').first();
        const [box, heading] = await Promise.all([fieldset.boundingBox(), fieldset.locator('legend').boundingBox()]);
        expect(heading!.y, path).toBeGreaterThan(box!.y + 1);
      }
    });

    // A grid of one column per segment broke every label: «Nor|mal», the friend boost's «+4» over «0%».
    test('the crop calculator’s segments break no word, in English, Indonesian and Arabic', async ({ page }) => {
      await browserTextAt200(page);
      for (const language of ['en', 'id', 'ar'] as const) {
        await page.goto(localizePath(language, PAGE_PATHS.cropCalculator));
        const brokenWords = [...(await wordsBrokenIn(page.getByTestId('variant'))), ...(await wordsBrokenIn(page.getByTestId('boost')))];
        expect(brokenWords, language).toEqual([]);
      }
    });

    // The breadcrumb's last name ran 50 px past the screen, which scrolled sideways.
    test('a pet page with a name longer than the line never scrolls sideways, in Arabic and French', async ({ page }) => {
      await browserTextAt200(page);
      for (const language of ['ar', 'fr'] as const) {
        await page.goto(localizePath(language, wikiPetPath('pachycephalosaurus')));
        expect(await sidewaysOverflow(page), language).toBe(0);
      }
    });

    // A value beside «Multiplicateur de mutation» was given 11 px, a letter a line (1,804 px tall).
    test('the crop calculator’s breakdown keeps each word whole, in French and Spanish', async ({ page }) => {
      await browserTextAt200(page);
      for (const language of ['fr', 'es'] as const) {
        await page.goto(localizePath(language, PAGE_PATHS.cropCalculator));
        const breakdown = page.locator('.breakdown');
        await breakdown.scrollIntoViewIfNeeded();
        expect(await wordsBrokenIn(breakdown), language).toEqual([]);
      }
    });

    for (const [kind, path] of [
      ['crop page', PAGE_PATHS.moonMango],
      ['mutation page', wikiMutationPath('frozen')],
      ['pet calculator', PAGE_PATHS.petCalculator],
      ['value list', PAGE_PATHS.valueList],
    ] as const) {
      test(`the ${kind} cuts no text, in Indonesian, French and Portuguese`, async ({ page }) => {
        await browserTextAt200(page);
        for (const language of ['id', 'fr', 'pt'] as const) {
          const url = localizePath(language, path);
          await page.goto(url);
          expect(await cutText(page), url).toEqual([]);
        }
      });
    }
  });

  test.describe('in dark mode', () => {
    test.use({ colorScheme: 'dark' });

    test('the trade checker never scrolls sideways, in English and Arabic', async ({ page }) => {
      for (const language of ['en', 'ar'] as const) {
        const url = localizePath(language, PAGE_KINDS['trade checker']);
        await page.goto(url);
        await zoomText(page);
        expect(await sidewaysOverflow(page), url).toBeLessThanOrEqual(0);
      }
    });
  });
});
