import type { ComponentType } from 'react';
import { loadTexts, textsLoaded } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import type { PageHandle } from '../lib/pageMeta';
import { PAGE_TEXTS, type PageKey } from './pageModules';

/** What each page's route module exports. */
export interface PageModule {
  Component: ComponentType;
  handle: PageHandle;
}

// Spelled out so the bundler makes one chunk per page.
const loaders: Record<PageKey, () => Promise<PageModule>> = {
  crop: () => import('../features/crop-calculator/route'),
  pet: () => import('../features/pet-calculator/route'),
  wikiIndex: () => import('../features/wiki/indexRoute'),
  wikiCrop: () => import('../features/wiki/cropRoute'),
};

const modules = new Map<PageKey, PageModule>();
const failures = new Map<PageKey, unknown>();
const pending = new Map<string, Promise<void>>();

export function loadedPage(page: PageKey): PageModule | undefined {
  return modules.get(page);
}

/** The error of the last failed load of a page's code, forgotten once read. */
export function takePageFailure(page: PageKey): unknown {
  const failure = failures.get(page);
  failures.delete(page);
  return failure;
}

/** The page's code and its texts in this language are in, so it renders at once. */
export function isPageReady(page: PageKey, language: Language): boolean {
  return modules.has(page) && textsLoaded(language, 'common') && textsLoaded(language, PAGE_TEXTS[page]);
}

/**
 * Loads a page's code with the texts it shows, so a navigation shows the new page only once both are
 * in. A failure is kept for the page to throw to its error boundary.
 */
export function loadPage(page: PageKey, language: Language): Promise<void> {
  const key = `${page}@${language}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all([loaders[page](), loadTexts(language, 'common'), loadTexts(language, PAGE_TEXTS[page])])
      .then(([module]) => {
        // A failed chunk whose error was handled (see loadFailure.ts) resolves to nothing.
        if (typeof module?.Component !== 'function') throw new Error(`the ${page} page did not load`);
        modules.set(page, module);
      })
      .catch((error: unknown) => {
        failures.set(page, error);
        throw error;
      })
      .finally(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}
