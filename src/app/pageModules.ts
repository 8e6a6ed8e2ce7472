import type { PageTextSection } from '../i18n/i18n';

/**
 * Source module of each lazily loaded page (see pages.ts). The prerender looks these up in Vite's
 * manifest to inline a page's styles in its HTML, and fails on any the manifest does not have.
 */
export const PAGE_MODULES = {
  crop: 'src/features/crop-calculator/route.tsx',
  pet: 'src/features/pet-calculator/route.tsx',
  wikiIndex: 'src/features/wiki/indexRoute.tsx',
  wikiCrop: 'src/features/wiki/cropRoute.tsx',
} as const;

export type PageKey = keyof typeof PAGE_MODULES;

/** Which section of the texts each page needs besides the common one (see i18n.ts). */
export const PAGE_TEXTS = {
  crop: 'crop',
  pet: 'pet',
  wikiIndex: 'wiki',
  wikiCrop: 'wiki',
} as const satisfies Record<PageKey, PageTextSection>;
