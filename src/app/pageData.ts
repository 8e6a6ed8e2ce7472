/*
 * The data the build gives a page (see `build` in the page table): worked out from the game data at build time, so a
 * page about one pet never downloads every pet. The prerendered HTML carries its own page's data; a page reached by a
 * link fetches the file the build wrote for it. The data is the same in every language.
 */
import type { Params } from 'react-router';
import { settled, track, type TrackedPromise } from '../lib/trackedPromise';
import type { PageKey } from './pages';

/** The element of the prerendered HTML holding its page's data (a JSON block, which browsers never run). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The folder of the data files; a path in it with no file is answered 404 with MISSING_PAGE_DATA_FILE. */
export const PAGE_DATA_DIR = '/page-data';
export const MISSING_PAGE_DATA_FILE = `${PAGE_DATA_DIR}/404.json`;

/** Where the data of the page at an unprefixed path is served. */
export function pageDataUrl(path: string): string {
  return `${PAGE_DATA_DIR}${path === '/' ? '/index' : path}.json`;
}

/** Where a page's data comes from: the build works it out, the browser reads what the build wrote. */
export type PageDataSource = (page: PageKey, path: string, params: Readonly<Params>) => Promise<unknown>;

/** Null for a path the build wrote no data for (no such pet, say): the page then sends the visitor home. */
async function fetchPageData(_page: PageKey, path: string): Promise<unknown> {
  const response = await fetch(pageDataUrl(path));
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`the data of ${path} did not load (HTTP ${response.status})`);
  return response.json();
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

/** The JSON block the prerender writes; `<` is escaped so no data can close the element early. */
export function embeddedPageData(path: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" data-path="${path.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${json}</script>`;
}
