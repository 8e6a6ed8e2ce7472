import type { Page } from '@playwright/test';
import { mutations } from '../src/game';
import { LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiMutationPath } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import { expect, test } from './fixtures';
import { MESSAGES } from './pages';

const live = (page: Page) => expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
// Honeygem is one of the 2026 mutations.
const SAMPLES = ['shocked', 'frozen', 'beanbound', 'dawnbound', 'honeygem'];

test('sample mutation pages are prerendered in every language with their data, Article and breadcrumbs', async ({ request }) => {
  for (const id of SAMPLES) {
    const mutation = mutations.find((each) => each.id === id)!;
    for (const language of LANGUAGES) {
      const url = localizePath(language, wikiMutationPath(id));
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      // The game's name, said as English on the other languages' pages.
      expect(html).toContain(language === 'en' ? `<h1>${mutation.name}</h1>` : `<h1 lang="en">${mutation.name}</h1>`);
      expect(html).toContain(`data-mutation="${id}"`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      expect(blocks.find((block) => block['@type'] === 'Article')).toMatchObject({
        inLanguage: LOCALE_TAGS[language],
        url: absoluteUrl(url),
      });
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(trail.map((item) => new URL(item.item).pathname).at(-2)).toBe(localizePath(language, PAGE_PATHS.mutationIndex));
      expect(html).toContain(`hreflang="${LOCALE_TAGS.ar}" href="${absoluteUrl(localizePath('ar', wikiMutationPath(id)))}"`);
    }
  }
});

test('the mutation index is reached from the wiki, finds a misspelt mutation and keeps its filters over a reload', async ({ page }) => {
  await page.goto(localizePath('fr', PAGE_PATHS.wikiIndex));
  await page.getByTestId('mutation-index-link').click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.fr.wiki.mutations.title);
  await live(page);
  const items = page.getByTestId('mutation-list').locator('li');
  await expect(items).toHaveCount(mutations.length);
  await page.getByTestId('mutation-group-filter').selectOption('temperature');
  await page.getByTestId('mutation-sort').selectOption('-multiplier');
  const temperature = mutations.filter((mutation) => mutation.group === 'temperature').sort((a, b) => b.multiplier - a.multiplier);
  await expect(items).toHaveCount(temperature.length);
  await expect(items.first()).toHaveAttribute('data-mutation', temperature[0]!.id);
  await expect(page).toHaveURL(/sort=-multiplier&group=temperature/);
  await page.reload();
  await live(page);
  await expect(items).toHaveCount(temperature.length);
  await expect(page.getByTestId('mutation-sort')).toHaveValue('-multiplier');
  await page.getByRole('button', { name: MESSAGES.fr.filters.clear }).click();
  await page.getByTestId('mutation-search').fill('shokced');
  await expect(items.first()).toHaveAttribute('data-mutation', 'shocked');
  await items.first().getByRole('link').click();
  await expect(page.locator('h1')).toHaveText('Shocked');
});

test('a mutation page opens the calculator with the mutation, and the calculator links back to it', async ({ page }) => {
  await page.goto(wikiMutationPath('frozen'));
  await page.getByTestId('calculator-link').click();
  await expect(page).toHaveURL(/\/\?crop=carrot&m=frozen$/);
  await live(page);
  await expect(page.getByTestId('mutation-count')).toHaveText(MESSAGES.en.crop.mutations.selected_one.replace('{{count}}', '1'));
  await expect(page.getByRole('button', { name: MESSAGES.en.crop.mutations.remove.replace('{{name}}', 'Frozen') })).toBeVisible();
  await page.getByTestId('contributions').getByRole('link', { name: 'Frozen' }).click();
  await expect(page.locator('article[data-mutation="frozen"]')).toBeVisible();
  // An unknown mutation opens the mutation index, searched for its name, or whole when no mutation has it (the search
  // shows in the address only until the list finds nothing, so it is not what is waited for).
  await page.goto(wikiMutationPath('not-a-mutation'));
  await expect(page).toHaveURL(PAGE_PATHS.mutationIndex);
  await expect(page.getByTestId('not-found-notice')).toContainText(wikiMutationPath('not-a-mutation'));
  await expect(page.getByRole('searchbox')).toHaveValue('');
});
