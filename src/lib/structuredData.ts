/*
 * schema.org data for a page's prerendered head (the wiki's, the stock page's). URLs are root-relative: JSON-LD resolves them against the page's
 * own address, and features cannot reach the app's origin setting.
 */
import { LOCALE_TAGS, type Language } from '../i18n/languages';
import { pageUrl } from './siteUrl';

export interface Crumb {
  name: string;
  /** The name is the game's own (an item's), written as the game writes it: in English on every page. */
  gameName?: boolean;
  /** Unprefixed path, e.g. `/wiki`. */
  path: string;
}

export function breadcrumbList(crumbs: readonly Crumb[], language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: pageUrl(language, crumb.path),
    })),
  };
}

interface PageFacts {
  type: 'Article' | 'CollectionPage' | 'WebPage';
  title: string;
  description: string;
  path: string;
  language: Language;
  siteName: string;
  /** What the page is about (the crop), for an article. */
  about?: string;
}

export function webPage({ type, title, description, path, language, siteName, about }: PageFacts): object {
  const site = { '@type': 'Organization', name: siteName };
  return {
    '@context': 'https://schema.org',
    '@type': type,
    ...(type === 'Article' ? { headline: title, author: site, publisher: site } : { name: title }),
    description,
    inLanguage: LOCALE_TAGS[language],
    url: pageUrl(language, path),
    isPartOf: { '@type': 'WebSite', name: siteName, url: pageUrl(language, '/') },
    ...(about ? { about: { '@type': 'Thing', name: about } } : {}),
  };
}
