/**
 * Writes the service worker after the prerender, so it can precache the finished HTML. The app shell,
 * every script, stylesheet, font and language, and both calculators' pages in every language are
 * precached: after one visit the calculators work offline, reload included. Other pages are fetched
 * from the network first and kept for offline use.
 */
import { generateSW } from 'workbox-build';
import { PAGE_DATA_DIR } from '../src/app/pageDataFiles';
import { LANGUAGES } from '../src/i18n/languages';
import { localizePath, PAGE_PATHS } from '../src/lib/paths';
import { GAME_ICON_PATH_PATTERN } from '../src/ui/gameIconPath';
import { iconIds } from './icons/gameIcons';

export const SERVICE_WORKER_FILE = 'sw.js';
export const APP_SHELL_FILE = 'app-shell.html';

/** Pages a visitor must be able to reopen offline. */
const OFFLINE_PAGES = LANGUAGES.flatMap((language) =>
  [PAGE_PATHS.cropCalculator, PAGE_PATHS.petCalculator].map((path) => localizePath(language, path)),
);

function htmlFileOf(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`;
}

export async function writeServiceWorker(siteDir: string): Promise<{ count: number; size: number }> {
  const pageFiles = new Map(OFFLINE_PAGES.map((url) => [htmlFileOf(url), url]));
  const { count, size, warnings } = await generateSW({
    globDirectory: siteDir,
    // .woff is only for browsers without woff2, which have no service worker either.
    globPatterns: ['assets/**/*.{js,css,woff2}', APP_SHELL_FILE, 'favicon.svg', 'manifest.webmanifest', ...pageFiles.keys()],
    // Hashed file names are their own version; the rest get a content hash from Workbox.
    dontCacheBustURLsMatching: /^assets\//,
    // The prerendered pages are addressed without "index.html".
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: pageFiles.get(entry.url) ?? entry.url })),
        warnings: [],
      }),
    ],
    // A calculator link's query is state for the page's script, not a different page.
    ignoreURLParametersMatching: [/.*/],
    swDest: `${siteDir}/${SERVICE_WORKER_FILE}`,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // A new version waits until the visitor agrees to refresh, so old and new files never mix.
    skipWaiting: false,
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: `/${APP_SHELL_FILE}` },
        },
      },
      {
        // A page's data, like its HTML, from the network first and kept for offline use (a regular expression, for
        // the reason the icons' is).
        urlPattern: new RegExp(`${PAGE_DATA_DIR}/.+\\.json$`),
        handler: 'NetworkFirst',
        options: { cacheName: 'page-data', networkTimeoutSeconds: 4, expiration: { maxEntries: 60 } },
      },
      {
        // Icons are many small files, not precached: each is kept once seen, for offline use, and refreshed in the
        // background on the next visit (an icon can change under the same name). A regular expression, not a
        // function: Workbox writes it into the worker as it is, without this module's names.
        urlPattern: new RegExp(GAME_ICON_PATH_PATTERN.source.slice(1)),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'icons', expiration: { maxEntries: iconIds('crop').length + iconIds('pet').length } },
      },
    ],
  });
  for (const warning of warnings) console.warn(warning);
  return { count, size };
}
