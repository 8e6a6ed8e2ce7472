import { use, useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { loadTexts } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { useLanguage } from '../i18n/useLanguage';
import { forgetFailedOnDemand } from '../lib/onDemand';
import { splitLanguage } from '../lib/paths';
import { settled, track, type TrackedPromise } from '../lib/trackedPromise';
import { isReloadPending } from './loadFailure';
import { forgetFailedPageData, loadPageData } from './pageData';
import { loadPageModule, PAGES, type PageDefinition, type PageKey, type PageModule } from './pages';
import { RedirectHome } from './RedirectHome';
import { useDocumentHead } from './useDocumentHead';

const loading = new Map<string, TrackedPromise<PageModule>>();

/**
 * Forgets the pages whose code or data failed to load, once their error is on screen: the next visit to such a page
 * tries again. (Forgotten earlier, the failed page would be asked for again at once by React's retry, and again.)
 */
export function forgetFailedPageLoads(): void {
  for (const [key, promise] of loading) if (promise.status === 'rejected') loading.delete(key);
  forgetFailedPageData();
  forgetFailedOnDemand();
}

/**
 * A page's code together with the texts it shows, loaded once per language. Start-up calls it before hydrating,
 * so the page's part of the prerendered HTML is taken over as soon as its code is in.
 */
export function loadPage(page: PageKey, language: Language): Promise<PageModule> {
  const key = `${page}@${language}`;
  let promise = loading.get(key);
  if (!promise) {
    // Marked as React reads settled promises, so a page whose code is already in renders at once (the prerender
    // then writes it in place, and hydration takes it over without waiting).
    promise = track(
      Promise.all([
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
      }),
    );
    loading.set(key, promise);
  }
  return promise;
}

const NO_DATA = settled(undefined);

/** The data the build gave the page at this path, for a page given any (see pageData.ts). */
export function loadDataOf(page: PageKey, pathname: string, params: Readonly<Record<string, string | undefined>>) {
  return (PAGES[page] as PageDefinition).withData ? loadPageData(page, splitLanguage(pathname).path, params) : NO_DATA;
}

/** Marks the page as live: browser tests wait for it, and CSS stops hiding a calculation still being restored. */
function useMarkLive(): void {
  useEffect(() => {
    const root = document.documentElement;
    delete root.dataset.restoring;
    root.dataset.appReady = 'true';
  }, []);
}

function LoadedPage({ module, data }: { module: PageModule; data: unknown }) {
  useDocumentHead(module.handle, data);
  useMarkLive();
  return <module.Component data={data} />;
}

/**
 * One page, loaded lazily: until its code and data are in, a navigation keeps the current page on screen (the router
 * navigates in a transition) and hydration keeps the prerendered HTML.
 */
export function Page({ page }: { page: PageKey }) {
  // Both asked for before either is waited on, so a page reached by a link loads its code and data side by side.
  const data: Promise<unknown> = loadDataOf(page, useLocation().pathname, useParams());
  const module = loadPage(page, useLanguage());
  const loaded = use(data);
  // The build wrote no data for this path (no such crop, say): the visitor goes home.
  if (loaded === null) return <RedirectHome />;
  return <LoadedPage module={use(module)} data={loaded} />;
}
