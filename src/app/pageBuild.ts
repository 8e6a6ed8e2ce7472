/*
 * The pages' build-time modules (`build` in the page table): which paths to prerender and the data each page is given.
 * The server renderer and tests use it; a browser loads a build module only when it is offline without the page's
 * data file (see pageData.ts), so what these modules read is never part of a page's first load.
 */
import type { Params } from 'react-router';
import type { PageDataSource } from './pageData';
import { definitionOf, PAGES, type PageKey } from './pages';

export interface PageBuildModule {
  /** The unprefixed paths to prerender, for a page whose path has parameters. */
  prerenderPaths?: () => string[];
  /** The data of the page at these parameters, or null when they name nothing (the page then sends the visitor to its list or home). */
  pageData?: (params: Readonly<Params>) => unknown;
}

const buildModules = import.meta.glob<PageBuildModule>('../features/*/*.build.ts');

export async function loadPageBuild(page: PageKey): Promise<PageBuildModule> {
  const module = definitionOf(page).build;
  if (module === undefined) return {};
  const load = buildModules[`../features/${module}`];
  if (!load) throw new Error(`no build module at src/features/${module}`);
  return load();
}

/** Every unprefixed path the page is prerendered at. */
export async function prerenderPathsOf(page: PageKey): Promise<string[]> {
  const { prerenderPaths } = await loadPageBuild(page);
  return prerenderPaths ? prerenderPaths() : [PAGES[page].path];
}

/** Works a page's data out from the game data, as the build does. */
export const buildPageData: PageDataSource = async (page, _path, params) => {
  const { pageData } = await loadPageBuild(page);
  if (!pageData) throw new Error(`the ${page} page has no pageData in its build module`);
  return pageData(params) ?? null;
};
