import { screen, within } from '@testing-library/react';
import type { ParseKeys, TFunction } from 'i18next';
import { expect } from 'vitest';
import type { Language } from '../i18n/languages';
import type { PageMeta } from '../lib/pageMeta';
import { localizePath, PAGE_PATHS } from '../lib/paths';

/**
 * A wiki list rendered on the screen shows the trail its head gives search engines, before its title: the site and the
 * wiki as links, then the list (`listName`, its crumb's text) as the current page.
 */
export function expectWikiListTrail(t: TFunction, language: Language, listName: ParseKeys, meta: PageMeta): void {
  const trail = screen.getByRole('navigation', { name: t('wiki.page.breadcrumb') });
  const items = [...trail.querySelectorAll('li')];
  expect(
    items.map((item) => item.textContent),
    listName,
  ).toEqual([t('site.name'), t('nav.wiki'), t(listName)]);
  // Before the title, as on an item's page.
  expect(trail.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(
    within(trail)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual([localizePath(language, PAGE_PATHS.cropCalculator), localizePath(language, PAGE_PATHS.wikiIndex)]);
  expect(items.at(-1)!.querySelector('[aria-current="page"]')).not.toBeNull();
  // The same trail as the one the page's head gives search engines.
  const list = (meta.structuredData as { '@type': string; itemListElement?: { name: string }[] }[]).find(
    (node) => node['@type'] === 'BreadcrumbList',
  )!;
  expect(list.itemListElement!.map((item) => item.name)).toEqual(items.map((item) => item.textContent));
}
