/* Where pages' data is written and served (see pageData.ts); the build scripts read these too. */

/** The element of the prerendered HTML holding its page's data (a JSON block, which browsers never run). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** The folder of the data files. */
export const PAGE_DATA_DIR = '/page-data';

/** Where the data of the page at an unprefixed path is served. */
export function pageDataUrl(path: string): string {
  return `${PAGE_DATA_DIR}${path === '/' ? '/index' : path}.json`;
}

/** The JSON block the prerender writes; `<` is escaped so no data can close the element early. */
export function embeddedPageData(path: string, data: unknown): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}" data-path="${path.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${json}</script>`;
}
