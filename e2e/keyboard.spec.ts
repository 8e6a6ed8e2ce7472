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
      // The ring may be drawn by the control around a field (:focus-within), up to two levels up.
      const ringed = [element, element.parentElement, element.parentElement?.parentElement].some((node) => {
        if (!node) return false;
        const style = getComputedStyle(node);
        return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      });
      return {
        label: (labels?.[0]?.textContent ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        tag: element.tagName.toLowerCase(),
        testid: element.getAttribute('data-testid'),
        visible: element.matches(':focus-visible') && ringed,
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
  await expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();

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

test('the crop calculator works with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  const en = MESSAGES.en.crop;
  await page.goto('/');

  // The combobox: type, arrow to the option, Enter.
  await tabTo(page, (element) => element.testid === 'crop-input');
  // A synthetic burst with no delay between keys, faster than any person: no key may be lost.
  await page.keyboard.type('moon mango');
  await expect(page.getByTestId('crop-input')).toHaveValue('moon mango');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('crop-input')).toHaveValue('Moon Mango');

  await tabTo(page, (element) => element.testid === 'weight-input');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('15');

  // A radio group takes one Tab stop; arrows move the choice (normal → silver → gold → rainbow).
  await tabTo(page, (element) => element.tag === 'input' && element.label.startsWith('Normal'));
  for (let step = 0; step < 3; step++) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: /^Rainbow/ })).toBeChecked();

  await tabTo(page, (element) => element.label === en.mutations.search);
  await page.keyboard.type('frozen');
  await tabTo(page, (element) => element.tag === 'input' && element.label.startsWith('Frozen'));
  await page.keyboard.press('Space');

  // Rainbow Moon Mango, 15 kg, Frozen: 50,000 × 50 × 10 (formulas.md).
  await expect(page.getByTestId('crop-value')).toHaveAttribute('data-value', '25000000');
  await expect(page.getByTestId('total-multiplier')).toHaveAttribute('data-value', '500');
});
