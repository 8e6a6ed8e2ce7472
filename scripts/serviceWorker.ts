/**
 * Writes the offline workers after the prerender, so they can precache the finished HTML: one per language
 * (src/app/offlineSupport.ts registers the page's own), each precaching what its visitors need offline and nothing
 * more, as most players are on metered phone data. That is the app shell, the app's start-up code, both calculators with
 * the code they load on use, their texts in that language and their two pages in that language: after one visit the
 * calculators work offline, reload included. Everything else is kept as it is used: hashed files once fetched, pages and
 * their data from the network first.
 */
import { generateSW } from 'workbox-build';
import { serviceWorkerPath } from '../src/app/offlineSupport';
import { PAGE_DATA_DIR } from '../src/app/pageDataFiles';
import { LANGUAGES, type Language } from '../src/i18n/languages';
import { localizePath } from '../src/lib/paths';
import { GAME_ICON_PATH_PATTERN, GAME_ICON_SIZE_NAMES } from '../src/ui/gameIconPath';
import { iconIds } from './icons/gameIcons';
import { APP_ENTRY_SOURCE, readManifest, type Manifest } from './prerender/manifest';
import { SITE_ICON_FILE } from './prerender/pageTemplate';
import type { ServerEntry } from './prerender/serverEntry';
import { APP_SHELL_FILE } from './prerender/writeAppShell';

/** The pages a visitor must be able to reopen offline, in their language (the page table names them). */
type OfflinePages = ServerEntry['OFFLINE_PAGES'];

/** Code the app's start-up loads on a return visit: Workbox's page helper, which offers a new deploy. */
const RETURN_VISIT_MODULES = ['src/app/serviceWorkerClient.ts'];

const textsModule = (language: Language, section: string) => `src/i18n/locales/${language}/${section}.ts`;
const isTexts = (module: string) => module.startsWith('src/i18n/locales/');

/** The worker files, relative to the site's root. */
export function serviceWorkerFiles(): string[] {
  return LANGUAGES.map((language) => serviceWorkerPath(language).slice(1));
}

/**
 * The built files of some modules, with their static imports and stylesheets; with `onUse`, also the code they load
 * when used (their dynamic imports), except texts, which each worker chooses by language.
 */
export function builtFilesOf(manifest: Manifest, modules: readonly string[], onUse: boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`Vite manifest has no entry for ${key}`);
    files.add(chunk.file);
    chunk.css?.forEach((file) => files.add(file));
    chunk.imports?.forEach(visit);
    // The entry loads every page on demand: only a page's own code counts as what it loads on use.
    if (onUse && key !== APP_ENTRY_SOURCE) chunk.dynamicImports?.filter((module) => !isTexts(module)).forEach(visit);
  };
  modules.forEach(visit);
  return files;
}

function htmlFileOf(urlPath: string): string {
  return urlPath === '/' ? 'index.html' : `${urlPath.slice(1)}/index.html`;
}

/** What the worker of a language precaches, as paths relative to the site's root (pages as their HTML files). */
export function precachedFiles(
  manifest: Manifest,
  offlinePages: OfflinePages,
  language: Language,
  laterStyles: ReadonlyMap<string, string>,
): { files: string[]; pages: Map<string, string> } {
  const pages = new Map(offlinePages.map((page) => [htmlFileOf(localizePath(language, page.path)), localizePath(language, page.path)]));
  const sections = new Set(offlinePages.flatMap((page) => page.texts));
  const files = new Set([
    APP_SHELL_FILE,
    SITE_ICON_FILE,
    'manifest.webmanifest',
    ...builtFilesOf(manifest, [APP_ENTRY_SOURCE, ...RETURN_VISIT_MODULES], false),
    ...builtFilesOf(
      manifest,
      offlinePages.map((page) => page.module),
      true,
    ),
    ...builtFilesOf(
      manifest,
      [...sections].map((section) => textsModule(language, section)),
      false,
    ),
    // The styles those pages link after their first paint (scripts/prerender/inlineStyles.ts).
    ...offlinePages.flatMap((page) => laterStyles.get(page.module) ?? []),
    ...offlinePages.flatMap((page) => page.dataFile ?? []),
    ...pages.keys(),
  ]);
  return { files: [...files], pages };
}

interface Precache {
  count: number;
  size: number;
}

async function writeServiceWorker(
  siteDir: string,
  manifest: Manifest,
  offlinePages: OfflinePages,
  laterStyles: ReadonlyMap<string, string>,
  language: Language,
): Promise<Precache> {
  const { files, pages } = precachedFiles(manifest, offlinePages, language, laterStyles);
  const { count, size, warnings } = await generateSW({
    globDirectory: siteDir,
    // The worker Vite emits for number formatting is no module of the manifest.
    globPatterns: [...files, 'assets/formattingWorker-*.js'],
    // Hashed file names are their own version; the rest get a content hash from Workbox.
    dontCacheBustURLsMatching: /^assets\//,
    // The prerendered pages are addressed without "index.html".
    manifestTransforms: [
      async (entries) => ({
        manifest: entries.map((entry) => ({ ...entry, url: pages.get(entry.url) ?? entry.url })),
        warnings: [],
      }),
    ],
    // A calculator link's query is state for the page's script, not a different page.
    ignoreURLParametersMatching: [/.*/],
    swDest: `${siteDir}${serviceWorkerPath(language)}`,
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    // A new version waits until the visitor agrees to refresh, so old and new files never mix.
    skipWaiting: false,
    runtimeCaching: [
      {
        urlPattern: ({ request }) => request.mode === 'navigate',
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 60 },
          precacheFallback: { fallbackURL: `/${APP_SHELL_FILE}` },
          // A page is kept under its address without the query, which is state for the page's script (the same HTML
          // whatever it says), and without a folder's slash, which some hosts add by a redirect (GitHub Pages: `/wiki`
          // → `/wiki/`): a page seen online reopens offline from any link to it, not only the one first opened. The
          // redirect itself is never kept: replayed offline, it would send the player to the address it named when it
          // was kept, without the link's query. Written into the worker as they are, so they name nothing of this
          // module (and no inner function).
          plugins: [
            {
              cacheKeyWillBeUsed: async ({ request }) => {
                const url = new URL(request.url);
                url.search = '';
                url.pathname = url.pathname.replace(/(.)\/$/, '$1');
                return url.href;
              },
              cacheWillUpdate: async ({ response }) => (response.type === 'opaqueredirect' || response.redirected ? null : response),
            },
          ],
        },
      },
      {
        // Hashed files never change under their name: kept as they are used (another language's texts, another page's
        // code), from the cache first. A regular expression, for the reason the icons' is.
        urlPattern: /\/assets\//,
        handler: 'CacheFirst',
        options: { cacheName: 'assets', expiration: { maxEntries: 300 } },
      },
      {
        // A page's data, like its HTML, from the network first and kept for offline use.
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
        options: {
          cacheName: 'icons',
          // Offline, an icon never seen online is an empty picture, not a failed one: Chromium drew its broken-image
          // sign inside the tier's ring (the crop field, the value list's rows). Written into the worker as it is.
          plugins: [
            {
              handlerDidError: async () =>
                new Response('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>', {
                  headers: { 'Content-Type': 'image/svg+xml' },
                }),
            },
          ],
          // An icon unused for a month goes, and with it any file of an earlier drawing (the icons were SVG files once).
          expiration: {
            maxEntries: (iconIds('crop').length + iconIds('pet').length) * GAME_ICON_SIZE_NAMES.length,
            maxAgeSeconds: 30 * 24 * 3600,
          },
        },
      },
    ],
  });
  for (const warning of warnings) console.warn(warning);
  return { count, size };
}

/** Writes every language's worker; returns what the largest precaches. */
export async function writeServiceWorkers(
  siteDir: string,
  offlinePages: OfflinePages,
  laterStyles: ReadonlyMap<string, string>,
): Promise<Precache> {
  const manifest = await readManifest(siteDir);
  const written: Precache[] = [];
  for (const language of LANGUAGES) written.push(await writeServiceWorker(siteDir, manifest, offlinePages, laterStyles, language));
  return written.reduce((largest, each) => (each.size > largest.size ? each : largest));
}
