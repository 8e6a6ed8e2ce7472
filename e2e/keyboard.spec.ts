import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { MESSAGES } from './pages';

/** Presses Tab until the focused element matches, failing after `limit` presses; checks focus is visible. */
async function tabTo(page: Page, matches: (element: { label: string; tag: string; testid: string | null }) => boolean, limit = 40) {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const labels = (element as HTMLInputElement).labels;
      const style = getComputedStyle(element);
      return {
        label: (labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        tag: element.tagName.toLowerCase(),
        testid: element.getAttribute('data-testid'),
        visible: element.matches(':focus-visible') && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0,
      };
    });
    if (!focused) continue;
    expect(focused.visible, `focus ring on ${focused.tag} "${focused.label}"`).toBe(true);
    if (matches(focused)) return;
  }
  throw new Error('the wanted control was not reached with Tab');
}

test('the pet calculator works with the keyboard alone', async ({ page }) => {
  const en = MESSAGES.en.pet;
  await page.goto('/grow-a-garden-pet-age-calculator');
  await expect(page.locator('article[data-ready="true"]')).toBeVisible();

  await tabTo(page, (element) => element.label.startsWith(en.form.age));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('50');
  await tabTo(page, (element) => element.label.startsWith(en.form.kg));
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('6');
  await expect(page.locator('tr[aria-current="true"]')).toHaveAttribute('data-age', '50');
  await expect(page.locator('tr[data-age="100"]')).toHaveAttribute('data-weight', '11');

  // The "show all ages" switch is a checkbox: Space toggles it.
  const showAll = en.table.showAll.replace('{{maxAge}}', '100');
  await tabTo(page, (element) => element.tag === 'input' && element.label === showAll);
  await page.keyboard.press('Space');
  await expect(page.locator('tbody tr')).toHaveCount(100);
  await expect(page).toHaveURL(/all=1/);
});
