/** `npm run build`: client bundle, server renderer, then the prerendered pages (see prerender.ts). */
import { join } from 'node:path';
import { build } from 'vite';
import { chunkImportCycles } from './chunkCycles';
import { writeGameIcons } from './icons/writeGameIcons';
import { prerender } from './prerender';
import { loadServerEntry } from './prerender/serverEntry';
import { writeServiceWorkers } from './serviceWorker';
import { serverBuildDir, siteDir } from './siteDir';

const started = performance.now();
await build({ logLevel: 'warn', build: { outDir: siteDir, emptyOutDir: true } });
const cycles = chunkImportCycles(join(siteDir, 'assets'));
if (cycles.length > 0) throw new Error(`chunks import each other: ${cycles.map((cycle) => cycle.join(' → ')).join('; ')}`);
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverBuildDir, emptyOutDir: true, manifest: false } });
const { pageCount, laterStyles } = await prerender();
const icons = await writeGameIcons(siteDir);
const precache = await writeServiceWorkers(siteDir, (await loadServerEntry(serverBuildDir)).OFFLINE_PAGES, laterStyles);
console.log(`each language's offline worker precaches at most ${precache.count} files, ${Math.round(precache.size / 1024)} KB`);
console.log(`built ${pageCount} pages and ${icons} icons into ${siteDir} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
