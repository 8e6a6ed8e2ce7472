import { use, useEffect, useState } from 'react';
import { useLocation, useParams, type Params } from 'react-router';
import { loadCommonTexts, loadTexts } from '../i18n/i18n';
import type { Language } from '../i18n/languages';
import { splitLanguage } from '../lib/paths';
import { track, type TrackedPromise } from '../lib/trackedPromise';
import { loadedOrLeaving } from './loadFailure';
import { forgetFailedPageData, loadPageData } from './pageData';
import { definitionOf, loadPageModule, PAGES, type AnyPageModule, type PageKey } from './pages';
import { RedirectFromNoPage } from './RedirectFromNoPage';
import { useDocumentHead } from './useDocumentHead';

const loading = new Map<string, TrackedPromise<AnyPageModule>>();

/**
 * Forgets the pages whose code or data failed to load, once their error is on screen: the next visit to such a page
 * tries again. (Forgotten earlier, the failed page would be asked for again at once by React's retry, and again.)
 */
export function forgetFailedPageLoads(): void {
  for (const [key, promise] of loading) if (promise.status === 'rejected') loading.delete(key);
  for (const [key, promise] of opened) if (promise.status === 'rejected') opened.delete(key);
  forgetFailedPageData();
}

/**
 * A page's code together with the texts it shows, loaded once per language. Start-up calls it before hydrating,
 * so the page's part of the prerendered HTML is taken over as soon as its code is in.
 */
export function loadPage(page: PageKey, language: Language): Promise<AnyPageModule> {
  const key = `${page}@${language}`;
  let promise = loading.get(key);
  if (!promise) {
    // Marked as React reads settled promises, so a page whose code is already in renders at once (the prerender
    // then writes it in place, and hydration takes it over without waiting).
    promise = track(
      Promise.all([
        loadPageModule(page),
        loadCommonTexts(language),
        ...PAGES[page].texts.map((section) => loadTexts(language, section)),
      ]).then(([module]) => loadedOrLeaving(typeof module?.load === 'function' ? module : undefined, `the ${page} page`)),
    );
    loading.set(key, promise);
  }
  return promise;
}

/** A page's route module with what its `load` returned for one address. */
export interface LoadedPageProps {
  module: AnyPageModule;
  props: unknown;
}

const opened = new Map<string, TrackedPromise<LoadedPageProps | null>>();

/** The data the build gave the page at this path (see pageData.ts), as the page's `load` asks for it. */
function buildDataOf(page: PageKey, path: string, params: Readonly<Params>) {
  return <T,>(): Promise<T | null> => {
    if (!definitionOf(page).build) return Promise.reject(new Error(`the ${page} page has no build module to give it data`));
    // The build module that wrote the data types it; the page's load names that type.
    return loadPageData(page, path, params) as Promise<T | null>;
  };
}

/**
 * Everything a page needs before it renders at an address, loaded once per address: its code and texts, then what
 * its `load` returns (null: no such page). Start-up awaits it before hydrating, the prerender before rendering, and a
 * navigation keeps the last page on screen meanwhile. The query is the one the page opens at (a shared link's state):
 * the page follows its own edits of the query from then on (see useUrlState).
 */
export function loadPageProps(page: PageKey, pathname: string, params: Readonly<Params>, search: string): Promise<LoadedPageProps | null> {
  const key = `${pathname}${search}`;
  let promise = opened.get(key);
  if (!promise) {
    const { language, path } = splitLanguage(pathname);
    // Asked for before the page's code is in, so a page reached by a link loads its code and data side by side.
    if (definitionOf(page).build) void loadPageData(page, path, params).catch(() => undefined);
    promise = track(
      loadPage(page, language).then(async (module) => {
        const props = await module.load({ params, search, language, buildData: buildDataOf(page, path, params) });
        return props === null ? null : { module, props };
      }),
    );
    opened.set(key, promise);
  }
  return promise;
}

/**
 * Marks the page as live: browser tests wait for it, and CSS stops hiding a calculation still being restored, or saying
 * the page could not be loaded when its loader gave up on a start that came late (scripts/prerender/bootScripts.ts).
 */
function useMarkLive(): void {
  useEffect(() => {
    const root = document.documentElement;
    delete root.dataset.restoring;
    delete root.dataset.bootFailed;
    root.dataset.appReady = 'true';
  }, []);
}

function LoadedPage({ module, props }: LoadedPageProps) {
  useDocumentHead(module, props);
  useMarkLive();
  return <module.Component {...(props as object)} />;
}

/**
 * One page, loaded lazily: until its code and what its `load` returns are in, a navigation keeps the current page on
 * screen (the router navigates in a transition) and hydration keeps the prerendered HTML.
 */
export function Page({ page }: { page: PageKey }) {
  const { pathname, search } = useLocation();
  // The query the page opened at: the page's own edits of the address change the query, not what it loaded with.
  const [openedAt] = useState(search);
  const loaded = use(loadPageProps(page, pathname, useParams(), openedAt));
  // No such page at this path (the build wrote no data for it: no such crop, say): the visitor goes to its list or home.
  if (loaded === null) return <RedirectFromNoPage />;
  return <LoadedPage {...loaded} />;
}
