import type { Page } from '@playwright/test';
import { DRAWN_WHEN_NEAR_CLASS } from '../scripts/prerender/firstScreenStyles';
import { localizePath, PAGE_PATHS, wikiCropPath } from '../src/lib/paths';
import { expect, holdAppScript, test } from './fixtures';
import { CORE_PAGES } from './pages';

/*
 * A prerendered page inlines only the styles its first screen may need and links the rest once it has painted
 * (scripts/prerender/firstScreenStyles.ts). Every element must look as it would with the page kind's whole stylesheets:
 * outside the sections drawn when near before the rest arrives (the app's script held back), and everywhere once the
 * page is live. Every property the stylesheets set is compared on each element (on a long list, its first 2,500).
 */

const PATHS = [...CORE_PAGES.map((page) => page.path), PAGE_PATHS.wikiIndex, wikiCropPath('carrot')];
const PAGES = [
  ...PATHS.map((path) => localizePath('en', path)),
  // Right to left, and the longest texts.
  ...[PAGE_PATHS.cropCalculator, wikiCropPath('carrot')].map((path) => localizePath('ar', path)),
];

/**
 * Compares every element's computed style (none inside a section drawn when near, with `firstScreenOnly`) as the page
 * is with the same after putting the page kind's whole stylesheets where the inline block is, and taking out the block
 * and what it left for later. Returns the first element that differs, with the properties that differ, or null. Sizes
 * the browser resolves from the layout are left out: a section drawn when near keeps the size it was last drawn at.
 */
function differenceFromWholeStylesheets(page: Page, firstScreenOnly: boolean): Promise<string | null> {
  return page.evaluate(
    async ({ firstScreenOnly, drawnWhenNear }) => {
      const FROM_LAYOUT = new Set([
        'width',
        'height',
        'block-size',
        'inline-size',
        'grid-template-rows',
        'grid-template-columns',
        'transform-origin',
        'perspective-origin',
      ]);
      const block = document.querySelector<HTMLStyleElement>('style[data-inlined]');
      if (!block) throw new Error('the page has no inlined styles');
      const files = (block.dataset.inlined ?? '').split(' ');
      // The properties the whole stylesheets set (shorthands read as such): no other can differ. Custom properties are
      // not drawn: one the first screen does not read waits for the later file, and what the others give is compared
      // through the properties that read them.
      const properties = new Set<string>();
      for (const file of files)
        for (const [, property = ''] of (await (await fetch(file)).text()).matchAll(/[{;](-?[a-z][\w-]*):/g))
          if (!FROM_LAYOUT.has(property)) properties.add(property);
      // A long list's later rows are styled by the same rules as its first ones.
      const styles = () =>
        [...document.body.querySelectorAll('*')]
          .filter((element) => !firstScreenOnly || !element.parentElement?.closest(`.${drawnWhenNear}`))
          .slice(0, 2500)
          .map((element) => {
            const style = getComputedStyle(element);
            return {
              element: `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`,
              values: [...properties].map((property) => `${property}:${style.getPropertyValue(property)}`),
            };
          });
      const before = styles();

      const later = block.dataset.later;
      if (!later) throw new Error('the page inlines all its styles');
      for (const link of document.querySelectorAll(`link[href="${later}"], link[disabled]`)) link.remove();
      await Promise.all(
        files.map(
          (href) =>
            new Promise((settle) => {
              const link = document.createElement('link');
              link.rel = 'stylesheet';
              link.href = href;
              link.addEventListener('load', settle);
              link.addEventListener('error', settle);
              block.before(link);
            }),
        ),
      );
      block.remove();

      const after = styles();
      if (before.length !== after.length) return `${before.length} elements against ${after.length}`;
      const index = before.findIndex((style, at) => style.values.join(';') !== after[at]!.values.join(';'));
      if (index < 0) return null;
      const wanted = new Set(after[index]!.values);
      const differing = before[index]!.values.filter((value) => !wanted.has(value));
      return `element ${index} (${before[index]!.element}): ${differing.slice(0, 5).join('; ').slice(0, 400)}`;
    },
    { firstScreenOnly, drawnWhenNear: DRAWN_WHEN_NEAR_CLASS },
  );
}

for (const url of PAGES) {
  test(`${url} looks as with its whole stylesheets, first screen before the rest arrives and every part once live`, async ({ page }) => {
    // The app's script links the rest: held back, the page shows what the inlined styles alone give.
    const release = await holdAppScript(page);
    const opened = page.goto(url);
    await expect(page.locator('style[data-inlined]')).toBeAttached();
    await page.waitForLoadState('domcontentloaded');
    expect(await differenceFromWholeStylesheets(page, true)).toBeNull();
    release();
    await opened;

    await page.goto(url);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(await differenceFromWholeStylesheets(page, false)).toBeNull();
  });
}

// The later file writes the values of the palette's properties where its rules read them; a dark value must stay dark.
for (const path of [PAGE_PATHS.cropCalculator, PAGE_PATHS.valueList]) {
  test(`${path} once live looks as with its whole stylesheets in the dark colour scheme too`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    expect(await differenceFromWholeStylesheets(page, false)).toBeNull();
  });
}

test('without scripts, the page links the styles it leaves for later itself', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const stylesheets: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet' && response.ok()) stylesheets.push(new URL(response.url()).pathname);
    });
    await page.goto(localizePath('ar', PAGE_PATHS.cropCalculator), { waitUntil: 'load' });
    const later = await page.locator('style[data-inlined]').getAttribute('data-later');
    expect(later).toMatch(/^\/assets\/later-/);
    // Its `<noscript>` link comes right after the inline block, where start-up's link would apply.
    expect(stylesheets).toEqual([later]);
  } finally {
    await context.close();
  }
});
