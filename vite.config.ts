import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin, type UserConfig } from 'vite';
import { browserGameData } from './scripts/browserGameData.ts';
import { homeInTwoChunks } from './scripts/homeChunks.ts';
import { pageDocument } from './scripts/prerender/pageTemplate.ts';
import { GAME_ICON_PATH_PATTERN, type GameIconKind, type GameIconSize } from './src/ui/gameIconPath.ts';

/**
 * Two notices about the bundled React Router that do not apply here: its "use client" marks are for
 * React Server Components, and it checks that React 19's useOptimistic exists before using it.
 */
type WarningHandler = NonNullable<NonNullable<NonNullable<UserConfig['build']>['rolldownOptions']>['onwarn']>;

const withoutHarmlessWarnings: WarningHandler = (warning, warn) => {
  const harmless =
    warning.code === 'MODULE_LEVEL_DIRECTIVE' || (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic'));
  if (!harmless) warn(warning);
};

/*
 * React Router's package exports only its development build (remix-run/react-router#12532), whose only difference is
 * that its development warnings are on. Browsers get the production build it also ships.
 */
const reactRouterProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
};

/**
 * index.html names only the entry module; the document around it is the prerender's page template, so
 * the dev server and the built pages have the same head tags, written in one place.
 */
const appDocument: Plugin = {
  name: 'app-document',
  transformIndexHtml: {
    order: 'pre',
    handler: (entryScript) => pageDocument({ lang: 'en', dir: 'ltr', head: [], body: '', scripts: [entryScript.trim()] }),
  },
};

/** The dev server draws each crop's and pet's icon on request, as the build writes them (scripts/icons). */
const gameIconsInDev: Plugin = {
  name: 'game-icons-in-dev',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const match = GAME_ICON_PATH_PATTERN.exec(request.url ?? '');
      if (!match) return next();
      server
        .ssrLoadModule('/scripts/icons/gameIcons.ts')
        .then(async (module) => {
          const { gameIconWebp } = module as typeof import('./scripts/icons/gameIcons');
          const picture = await gameIconWebp(match[1] as GameIconKind, match[3]!, match[2] as GameIconSize);
          if (picture === undefined) return next();
          response.setHeader('Content-Type', 'image/webp');
          response.end(picture);
        })
        .catch(next);
    });
  },
};

/** The game's data and what reads it, each in a chunk of its own (see the chunk groups below). */
const GAME_DATA_CHUNKS = {
  crops: /src\/game\/(origins\.ts|data\/(crops|crop-origins)\.json)/,
  mutations: /src\/game\/(mutationData\.ts|data\/(mutations|updates-2026)\.json)/,
  formula: /src\/game\/formula\.ts/,
};

// Home's modules that read the crops or the mutations go with the data; one that only uses the formula does not, so a
// page that links to the calculator (with its link contract) loads the formula's small chunk and not the data.
const homeChunks = homeInTwoChunks(
  (id) => GAME_DATA_CHUNKS.crops.test(id) || GAME_DATA_CHUNKS.mutations.test(id),
  (id) => Object.values(GAME_DATA_CHUNKS).some((test) => test.test(id)),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server renderer reads the data files whole; the browser gets only the fields pages read.
  plugins: command === 'build' && !isSsrBuild ? [appDocument, browserGameData, homeChunks.plugin] : [appDocument, gameIconsInDev],
  resolve: { alias: command === 'build' && !isSsrBuild ? [reactRouterProduction] : [] },
  build: {
    // The prerender reads the manifest for the entry's script and styles and each page's own styles.
    manifest: true,
    target: 'es2022',
    // Browsers without modulepreload (Safari before 17) still load every module through its import; the polyfill only
    // fetched them earlier, at 0.4 KB on every page.
    modulePreload: { polyfill: false },
    // Chunking only matters for what browsers download; the server renderer keeps the default.
    rolldownOptions: isSsrBuild
      ? { onwarn: withoutHarmlessWarnings }
      : {
          onwarn: withoutHarmlessWarnings,
          treeshake: {
            // The project's own modules have no side effects beyond their styles and the entry point, so a
            // page that asks the engine for pet growth does not load the crop data it never uses.
            moduleSideEffects: (id: string) =>
              id.includes('/node_modules/') || !id.includes('/src/') || /\.css($|\?)/.test(id) || id.endsWith('/src/main.tsx'),
          },
          output: {
            // Chromium's explicit compile hint: it compiles the file's functions while the file streams in, off the main
            // thread, instead of one by one on the main thread as the page first calls them. Every chunk here is loaded
            // when a page is about to run it; other browsers read a comment (docs/performance.md, 2026-11-28).
            postBanner: '//# allFunctionsCalledOnLoad',
            codeSplitting: {
              groups: [
                {
                  // Every page runs on these, so one file serves them best: left to itself the bundler spreads them
                  // over three chunks and moves them as the app's imports change (1.3 KB more on every page). Only
                  // the formula page renders react-i18next's Trans, which stays with it (matched by file name: every page
                  // runs useTranslation, which had been left out with it, in a chunk of its own). Vite's helper for dynamic
                  // imports, which every page runs, goes with them rather than in a request of its own.
                  name: 'framework',
                  test: (id: string) =>
                    (/\/node_modules\/(react|react-dom|scheduler|i18next|react-i18next|react-router)\//.test(id) &&
                      !/\/(Icu)?Trans[^/]*\.js$/.test(id)) ||
                    id.includes('vite/preload-helper'),
                },
                {
                  // The crop table and the mutation data stay in chunks of their own: left to itself the bundler
                  // merges the engine's small shared modules into them, and the pet page (which needs only those)
                  // then downloads every crop too. Apart from each other, the crop calculator values the crops the
                  // build gives it with the mutation data, and loads the crop table when another crop is wanted.
                  name: 'game-crops',
                  test: GAME_DATA_CHUNKS.crops,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'game-mutations',
                  test: GAME_DATA_CHUNKS.mutations,
                  includeDependenciesRecursively: false,
                },
                {
                  // What the data is read and looked up with, kept apart from the modules that read the data: merged
                  // with them, the chunks would import each other, and the data would run before the rules it reads with.
                  name: 'game-formula',
                  test: GAME_DATA_CHUNKS.formula,
                  includeDependenciesRecursively: false,
                },
                {
                  // The parts the wiki's pages share: a research note in the page's language, the breadcrumbs and the
                  // infobox. Left to itself the bundler moves the note into a chunk of its own once a page uses it
                  // without the others (the weather page), one more name in the entry's list of every chunk, which
                  // every offline worker keeps (docs/decisions.md, the precache budget).
                  name: 'wiki-parts',
                  test: /\/src\/(ui\/ResearchNote|features\/wiki\/(InfoboxFrame|Breadcrumbs))\.tsx$/,
                  includeDependenciesRecursively: false,
                },
                {
                  // What every list shares: its search field and count, and the readers of its link's search, choices
                  // and order (src/links/listParams.ts). Apart, the readers made a chunk of their own, one more name in
                  // the entry's list of every chunk (as wiki-parts above).
                  name: 'list-parts',
                  test: /\/src\/(ui\/(ListStatus|ListSearchField)\.tsx|links\/listParams\.ts)$/,
                  includeDependenciesRecursively: false,
                },
                // Home's shared modules in two chunks (scripts/homeChunks.ts).
                ...homeChunks.groups,
              ],
            },
          },
        },
  },
}));
