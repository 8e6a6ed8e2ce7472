import type { TextSection } from '../i18n/i18n';

/**
 * Source module of each lazily loaded route, keyed by the part of the route id before "@". The
 * prerender looks these up in Vite's manifest to link a page's chunks and styles in its HTML;
 * a test checks that every path exists, and the prerender fails on any it cannot find.
 */
export const PAGE_MODULES = {
  layout: 'src/app/Layout.tsx',
  crop: 'src/features/crop-calculator/route.tsx',
  pet: 'src/features/pet-calculator/route.tsx',
  wikiIndex: 'src/features/wiki/indexRoute.tsx',
  wikiCrop: 'src/features/wiki/cropRoute.tsx',
} as const;

export type PageModuleKey = keyof typeof PAGE_MODULES;

/** Which section of the texts each lazily loaded route needs (see i18n.ts). */
export const PAGE_TEXTS = {
  layout: 'common',
  crop: 'crop',
  pet: 'pet',
  wikiIndex: 'wiki',
  wikiCrop: 'wiki',
} as const satisfies Record<PageModuleKey, TextSection>;

export function routeId(key: PageModuleKey, language: string): string {
  return `${key}@${language}`;
}

export function moduleKeyOfRouteId(id: string): PageModuleKey | undefined {
  const key = id.split('@')[0];
  return key && key in PAGE_MODULES ? (key as PageModuleKey) : undefined;
}
