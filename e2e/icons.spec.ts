import type { Locator } from '@playwright/test';
import { crops } from '../src/game/crops';
import { localizePath, PAGE_PATHS, wikiCropPath, wikiPetPath } from '../src/lib/paths';
import { GAME_ICON_DIR, gameIconPath, PICTURE_ATTRIBUTE } from '../src/ui/gameIconPath';
import { expect, test } from './fixtures';

/**
 * Every icon is decorative (its name is written beside it) in a box of fixed size: an image with empty alt text and
 * its size reserved, or, in a long list, a box with nothing to read whose picture is drawn when near the screen.
 */
async function expectDecorativeIcons(icons: Locator, count: number) {
  await expect(icons).toHaveCount(count);
  const problems = await icons.evaluateAll(
    (elements, pictureAttribute) =>
      elements.flatMap((element) => {
        const found: string[] = [];
        if (element.tagName === 'IMG') {
          if (element.getAttribute('alt') !== '') found.push('not a decorative image');
          if (!element.getAttribute('width') || !element.getAttribute('height')) found.push('no reserved size');
        } else {
          if (!element.hasAttribute(pictureAttribute) || element.textContent !== '') found.push('not a decorative box');
          const box = element.getBoundingClientRect();
          if (box.width === 0 || box.height === 0) found.push('no reserved size');
        }
        return found.map((problem) => `${element.getAttribute('data-icon')}: ${problem}`);
      }),
    PICTURE_ATTRIBUTE,
  );
  expect(problems).toEqual([]);
}

/** The icon's picture arrives once it is on screen (an icon of a long list draws its picture then). */
async function expectPictureLoaded(icon: Locator) {
  await icon.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      icon.evaluate((element) => {
        const image = element instanceof HTMLImageElement ? element : element.querySelector('img');
        return image !== null && image.alt === '' && image.complete && image.naturalWidth > 0;
      }),
    )
    .toBe(true);
}

test.describe('icons, on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('every crop in the value list has its icon: the first screen with the page, the rest drawn as they come near', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(PAGE_PATHS.valueList);
    await expect(page.locator('html[data-app-ready]')).toBeAttached();
    const icons = page.locator('tbody tr [data-icon]');
    await expectDecorativeIcons(icons, crops.length);
    const kinds = await icons.evaluateAll((elements) => elements.map((element) => element.tagName));
    const firstBox = kinds.indexOf('SPAN');
    expect(firstBox).toBeGreaterThan(0);
    expect(kinds.slice(firstBox).every((kind) => kind === 'SPAN')).toBe(true);
    // A box gets one picture as it comes near the screen; far down the list, no picture is downloaded.
    await expectPictureLoaded(icons.nth(firstBox));
    await expect(icons.nth(firstBox).locator('img')).toHaveCount(1);
    const lastCrop = await page.locator('tbody tr').last().getAttribute('data-crop-id');
    expect(asked).not.toContain(gameIconPath('crop', lastCrop!, 'small'));
    expect(asked.filter((path) => path.startsWith(`/${GAME_ICON_DIR}/`)).length).toBeLessThan(crops.length / 2);
    await expectPictureLoaded(page.locator('[data-icon="crop/carrot"]'));
    await expectPictureLoaded(page.locator('[data-icon="crop/amber-flower"]'));
    const response = await page.request.get('/icons/crop/small/amber-flower.webp');
    expect(response.headers()['content-type']).toContain('image/webp');
    expect((await response.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  test('a list the page renders afresh (a link sorts it) draws its pictures too', async ({ page }) => {
    await page.goto(`${PAGE_PATHS.valueList}?sort=name`);
    await expectPictureLoaded(page.locator('tbody tr').first().locator('[data-icon]'));
    await page.goto(`${PAGE_PATHS.valueList}?sort=-name`);
    await expectPictureLoaded(page.locator('tbody tr').nth(30).locator('[data-icon]'));
  });

  test('every pet in the pet index has its icon, and a pet page shows it by its name', async ({ page }) => {
    await page.goto(localizePath('ar', PAGE_PATHS.petIndex));
    const count = await page.getByTestId('pet-list').locator('li').count();
    expect(count).toBeGreaterThan(500);
    await expectDecorativeIcons(page.getByTestId('pet-list').locator('[data-icon]'), count);
    await expectPictureLoaded(
      page
        .getByTestId('pet-list')
        .locator('[data-icon]')
        .nth(count - 1),
    );
    await page.goto(wikiPetPath('ankylosaurus'));
    const icon = page.getByRole('heading', { level: 1 }).locator('[data-icon="pet/ankylosaurus"]');
    await expectDecorativeIcons(icon, 1);
    await expectPictureLoaded(icon);
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Ankylosaurus');
  });

  test('the crop picker, a crop page and a trade item show the crop icon', async ({ page }) => {
    await page.goto(PAGE_PATHS.cropCalculator);
    await expectDecorativeIcons(page.locator('.combobox__control [data-icon="crop/carrot"]'), 1);
    await page.getByTestId('crop-input').fill('moon mango');
    await expect(page.getByRole('option').first().locator('[data-icon="crop/moon-mango"]')).toBeAttached();

    await page.goto(wikiCropPath('moon-mango'));
    await expectDecorativeIcons(page.getByRole('heading', { level: 1 }).locator('[data-icon]'), 1);
    await expect(page.locator('.crop-card [data-icon]').first()).toBeAttached();

    await page.goto(`${PAGE_PATHS.tradeChecker}?give=carrot_0.275_normal__2`);
    await expectDecorativeIcons(page.getByTestId('trade-item').locator('[data-icon="crop/carrot"]'), 1);
  });
});
