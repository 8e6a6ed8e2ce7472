import { use, useEffect } from 'react';
import { loadTexts } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { isReloadPending } from './loadFailure';
import { loadPageModule, PAGES, type PageKey, type PageModule } from './pages';
import { useDocumentHead } from './useDocumentHead';

type TrackedPromise = Promise<PageModule> & { status?: string; value?: PageModule; reason?: unknown };

const loading = new Map<string, TrackedPromise>();

/**
 * Forgets the pages whose code failed to load, once their error is on screen: the next visit to such a page tries
 * again. (Forgotten earlier, the failed page would be asked for again at once by React's retry, and again.)
 */
export function forgetFailedPageLoads(): void {
  for (const [key, promise] of loading) if (promise.status === 'rejected') loading.delete(key);
}

/**
 * A page's code together with the texts it shows, loaded once per language. Start-up calls it before hydrating,
 * so the page's part of the prerendered HTML is taken over as soon as its code is in.
 */
export function loadPage(page: PageKey, language: Language): Promise<PageModule> {
  const key = `${page}@${language}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = Promise.all([
      loadPageModule(page),
      loadTexts(language, 'common'),
      ...PAGES[page].texts.map((section) => loadTexts(language, section)),
    ]).then(([module]) => {
      // A failed chunk whose error was handled by reloading the page (see loadFailure.ts) resolves to nothing.
      if (typeof module?.Component !== 'function') {
        if (isReloadPending()) return new Promise<never>(() => undefined);
        throw new Error(`the ${page} page did not load`);
      }
      return module;
    });
    // Marked as React reads settled promises, so a page whose code is already in renders at once (the prerender
    // then writes it in place, and hydration takes it over without waiting).
    const tracked: TrackedPromise = promise;
    promise.then(
      (value) => {
        Object.assign(tracked, { status: 'fulfilled', value });
      },
      (reason: unknown) => {
        Object.assign(tracked, { status: 'rejected', reason });
      },
    );
    loading.set(key, tracked);
  }
  return promise;
}

/** Marks the page as live: browser tests wait for it, and CSS stops hiding a calculation still being restored. */
function useMarkLive(): void {
  useEffect(() => {
    const root = document.documentElement;
    delete root.dataset.restoring;
    root.dataset.appReady = 'true';
  }, []);
}

function LoadedPage({ module }: { module: PageModule }) {
  useDocumentHead(module.handle);
  useMarkLive();
  return <module.Component />;
}

/**
 * One page, loaded lazily: until its code is in, a navigation keeps the current page on screen (the router
 * navigates in a transition) and hydration keeps the prerendered HTML.
 */
export function Page({ page }: { page: PageKey }) {
  return <LoadedPage module={use(loadPage(page, useLanguage()))} />;
}
