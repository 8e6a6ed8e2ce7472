/*
 * The data the build gives a page (see `build` in the page table): worked out from the game data at build time, so a
 * page about one pet never downloads every pet. The prerendered HTML carries its own page's data; a page reached by a
 * link fetches the file the build wrote for it. The data is the same in every language. Offline, a page whose file is
 * not at hand works its data out in the browser, from the game data the service worker keeps.
 */
import type { Params } from 'react-router';
import { settled, track, type TrackedPromise } from '../lib/trackedPromise';
import { loadedOrLeaving } from './loadFailure';
import { PAGE_DATA_ELEMENT_ID, pageDataUrl } from './pageDataFiles';
import type { PageKey } from './pages';

/** Where a page's data comes from: the build works it out, the browser reads what the build wrote. */
export type PageDataSource = (page: PageKey, path: string, params: Readonly<Params>) => Promise<unknown>;

/**
 * Null for a path the build wrote no data for (no such pet, say): the page then sends the visitor to its list or home. Hosts answer
 * such a path in their own ways: 404 with their 404 page, or 200 with the home page (hosts that send every unknown
 * path to index.html). Whatever is not JSON means no such page; only a server error is an error.
 */
async function fetchPageData(page: PageKey, path: string, params: Readonly<Params>): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(pageDataUrl(path));
  } catch {
    // No network and nothing kept: the page's build module, with the engine and data, is in the worker's cache. Loaded
    // only then, as the pages that get their data online never need it.
    const pageBuild = await loadedOrLeaving(
      await (import('./pageBuild') as Promise<typeof import('./pageBuild') | undefined>),
      'the page builder',
    );
    return pageBuild.buildPageData(page, path, params);
  }
  if (response.status >= 500) throw new Error(`the data of ${path} did not load (HTTP ${response.status})`);
  if (!response.ok || !/\bjson\b/.test(response.headers.get('Content-Type') ?? '')) return null;
  return response.json().catch(() => null);
}

let source: PageDataSource = fetchPageData;
const loading = new Map<string, TrackedPromise<unknown>>();

/** The server renderer and tests work the data out instead of fetching it. */
export function setPageDataSource(next: PageDataSource): void {
  source = next;
  loading.clear();
}

/** A page's data, loaded once per path. */
export function loadPageData(page: PageKey, path: string, params: Readonly<Params>): TrackedPromise<unknown> {
  let promise = loading.get(path);
  if (!promise) {
    promise = track(source(page, path, params));
    loading.set(path, promise);
  }
  return promise;
}

/** Forgets data that failed to load once its error is on screen, so the next visit asks again (see Page.tsx). */
export function forgetFailedPageData(): void {
  for (const [path, promise] of loading) if (promise.status === 'rejected') loading.delete(path);
}

/** Takes the data the prerender wrote into the page, so hydration renders it without a request. */
export function takeEmbeddedPageData(): void {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  const path = element?.dataset.path;
  if (!element?.textContent || path === undefined) return;
  loading.set(path, settled(JSON.parse(element.textContent) as unknown));
}
