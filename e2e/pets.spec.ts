import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { LANGUAGES, LOCALE_TAGS } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS, wikiPetPath } from '../src/lib/paths';
import { absoluteUrl } from '../src/lib/siteUrl';
import { expect, test, watchDownloads } from './fixtures';
import { MESSAGES } from './pages';

// Read as data: Playwright's loader cannot import the engine's JSON modules.
const { pets } = JSON.parse(readFileSync(new URL('../src/game/data/pets.json', import.meta.url), 'utf8')) as {
  pets: { id: string; name: string; rarity: string | null; eggs: { egg: string; chancePercent: number | null }[] }[];
};
const live = (page: Page) => expect(page.locator('html[data-app-ready]:not([data-restoring])')).toBeAttached();
const SAMPLES = ['ankylosaurus', 'chubby-chipmunk', 'kiwi', 'wise-owl'];

test('sample pet pages are prerendered in every language with their data, Article and breadcrumbs', async ({ request }) => {
  for (const id of SAMPLES) {
    const pet = pets.find((each) => each.id === id)!;
    for (const language of LANGUAGES) {
      const url = localizePath(language, wikiPetPath(id));
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      expect(html.match(/<h1>(.*?)<\/h1>/)?.[1]?.replace(/<[^>]*>/g, '')).toBe(pet.name);
      expect(html).toContain(`data-icon="pet/${id}"`);
      expect(html).toContain(`data-pet="${id}"`);
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      expect(blocks.find((block) => block['@type'] === 'Article')).toMatchObject({
        inLanguage: LOCALE_TAGS[language],
        url: absoluteUrl(url),
      });
      const trail = blocks.find((block) => block['@type'] === 'BreadcrumbList')!.itemListElement as { item: string }[];
      expect(trail.map((item) => new URL(item.item).pathname).at(-2)).toBe(localizePath(language, PAGE_PATHS.petIndex));
    }
  }
});

test('Kiwi is both a crop and a pet, each with its own page', async ({ page }) => {
  await page.goto('/wiki/grow-a-garden-kiwi');
  await expect(page.locator('article[data-crop="kiwi"]')).toBeVisible();
  await page.goto(wikiPetPath('kiwi'));
  await expect(page.locator('article[data-pet="kiwi"]')).toBeVisible();
  // A pet page that does not exist opens the pet index, searched for its name, or with every pet when no pet has it.
  await page.goto(wikiPetPath('not-a-pet'));
  await expect(page).toHaveURL(PAGE_PATHS.petIndex);
  await expect(page.getByTestId('not-found-notice')).toContainText(wikiPetPath('not-a-pet'));
  await expect(page.getByRole('searchbox')).toHaveValue('');
  await page.goto(wikiPetPath('ankylosaurs'));
  await expect(page).toHaveURL(`${PAGE_PATHS.petIndex}?q=ankylosaurs`);
  await expect(page.getByRole('link', { name: 'Ankylosaurus' }).first()).toBeVisible();
});

test('a pet page downloads its own pet, not every pet: in its HTML first, then one small file per page reached', async ({ page }) => {
  const { scriptFiles, dataFiles, scripts } = watchDownloads(page);
  await page.goto(localizePath('ar', wikiPetPath('ankylosaurus')));
  await live(page);
  expect(dataFiles).toEqual([]);
  const related = page.getByTestId('related-pets').getByRole('link').first();
  const relatedName = await related.textContent();
  await related.click();
  await expect(page.locator('h1')).toHaveText(relatedName!);
  await expect(page).toHaveTitle(new RegExp(relatedName!));
  expect(dataFiles).toHaveLength(1);
  expect(dataFiles[0]).toMatch(/^\/page-data\/wiki\/grow-a-garden-pet-[\w-]+\.json$/);
  // A pet known only by name, related to neither page: no script that came carries the pet list.
  expect(scriptFiles.length).toBeGreaterThan(0);
  expect(scripts().filter((script) => script.includes('Wise Owl'))).toEqual([]);
});

test('the pet index is reached from the wiki, finds a misspelt pet and filters by rarity and egg', async ({ page }) => {
  await page.goto(localizePath('es', PAGE_PATHS.wikiIndex));
  await page.getByTestId('pet-index-link').click();
  await expect(page.locator('h1')).toHaveText(MESSAGES.es.wiki.pets.title);
  const items = page.getByTestId('pet-list').locator('li');
  await expect(items).toHaveCount(pets.length);
  await page.getByTestId('pet-search').fill('chubby chipmnk');
  await expect(items.first()).toHaveAttribute('data-pet', 'chubby-chipmunk');
  await page.getByTestId('pet-search').fill('');
  await page.getByTestId('pet-rarity-filter').selectOption('mythical');
  await page.getByTestId('pet-egg-filter').selectOption('Primal Egg');
  const expected = pets.filter((pet) => pet.rarity === 'Mythical' && pet.eggs.some((egg) => egg.egg === 'Primal Egg'));
  await expect(items).toHaveCount(expected.length);
  await items.first().getByRole('link').click();
  await expect(page.locator('h1')).toHaveText(expected.map((pet) => pet.name).sort()[0]!);
});

test.describe('the pet calculator knows the pet', () => {
  test('a pet picked by keyboard is named and kept in the link', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${PAGE_PATHS.petCalculator}?age=10&kg=2`);
    await live(page);
    // The combobox's code is not part of the page's first download: it comes when the field is used.
    const pickerCode = (path: string) => /\/PetPicker-[\w-]+\.js$/.test(path);
    expect(scripts.filter(pickerCode)).toEqual([]);
    const input = page.getByTestId('pet-input');
    await input.focus();
    // Typed at once, while the combobox is still loading: nothing typed is lost.
    await page.keyboard.type('ankylo');
    await expect(input).toHaveAttribute('aria-controls', /.+/);
    await expect(input).toHaveValue('ankylo');
    expect(scripts.filter(pickerCode)).toHaveLength(1);
    await expect(page.getByRole('option').first()).toContainText('Ankylosaurus');
    await expect(page.getByRole('option').first().locator('[data-icon="pet/ankylosaurus"]')).toBeAttached();
    await page.keyboard.press('Enter');
    const facts = page.getByTestId('pet-facts');
    await expect(facts).toHaveAttribute('data-pet', 'ankylosaurus');
    await expect(facts).toHaveAttribute('data-grows', 'true');
    await expect(facts).toHaveAttribute('data-hatch', 'normal');
    await expect(page).toHaveURL(/\?age=10&kg=2&pet=ankylosaurus$/);
  });

  test('Chubby Chipmunk does not grow with age: its weight stays, and its hatch is not judged by a range it has none of', async ({
    page,
  }) => {
    await page.goto(`${PAGE_PATHS.petCalculator}?age=1&kg=3&pet=chubby-chipmunk`);
    await live(page);
    const facts = page.getByTestId('pet-facts');
    await expect(facts).toHaveAttribute('data-grows', 'false');
    await expect(facts).toHaveAttribute('data-hatch', 'unknown');
    await expect(facts).toContainText('Chubby Chipmunk does not grow with age');
    await expect(page.getByTestId('pet-results')).toHaveCount(0);
  });

  // The pet data the calculator downloads must say such a pet's growth is unknown (pets.json null), and its id still
  // name it (worked out from its name, which the browser's copy keeps alone).
  test('a pet known by name only is worked out as a pet that grows, and the page says so', async ({ page }) => {
    await page.goto(localizePath('ar', `${PAGE_PATHS.petCalculator}?age=10&kg=3&pet=anglerfish`));
    await live(page);
    const facts = page.getByTestId('pet-facts');
    await expect(facts).toHaveAttribute('data-pet', 'anglerfish');
    await expect(facts).toContainText(MESSAGES.ar.pet.facts.growthUnknown.replace('{{pet}}', 'Anglerfish'));
    await expect(page.getByTestId('pet-growth-table')).toBeVisible();
    await expect(page.getByTestId('pet-link-notice')).toHaveCount(0);
  });

  test('age 250 with a pet: the table reaches it and the cap note shows', async ({ page }) => {
    await page.goto(`${PAGE_PATHS.petCalculator}?age=250&kg=50&pet=ankylosaurus`);
    await live(page);
    await expect(page.getByTestId('pet-facts')).toHaveAttribute('data-pet', 'ankylosaurus');
    await expect(page.getByTestId('pet-cap-note')).toBeVisible();
    await expect(page.getByTestId('pet-growth-table').locator('tbody tr[data-age="250"]')).toHaveCount(1);
  });

  test('a link naming an unknown pet keeps the rest, with a notice', async ({ page }) => {
    await page.goto(localizePath('ar', `${PAGE_PATHS.petCalculator}?age=5&kg=3&pet=dragon-kingg`));
    await live(page);
    await expect(page.getByTestId('pet-link-notice')).toContainText('pet=dragon-kingg');
    await expect(page.getByTestId('pet-facts')).toHaveCount(0);
    await expect(page).toHaveURL(/\?age=5&kg=3$/);
  });
});
