/**
 * Writes one static HTML file per page and language from the SSR build, the app shell, and the files
 * a static host reads. Each job is a module in scripts/prerender/.
 */
import { startAfterFirstPaint, type BootScripts } from './prerender/bootScripts';
import { entryOf, readManifest } from './prerender/manifest';
import { renderPages } from './prerender/renderPages';
import { loadServerEntry } from './prerender/serverEntry';
import { writeAppShell } from './prerender/writeAppShell';
import { writeHostFiles } from './prerender/writeHostFiles';
import { writeSitemap } from './prerender/writeSitemap';
import { serverBuildDir, siteDir } from './siteDir';

/** Renders every page; returns how many were written. */
export async function prerender(): Promise<number> {
  const server = await loadServerEntry(serverBuildDir);
  const manifest = await readManifest(siteDir);
  const entry = entryOf(manifest);
  const boot: BootScripts = { beforePaint: server.BOOT_SCRIPT, loader: startAfterFirstPaint(`/${entry.script}`) };

  const { pages, inlineStyles } = await renderPages(server, { siteDir, manifest, entryStyles: entry.styles, boot });
  await writeAppShell(siteDir, { title: await server.siteName(), entryStyles: entry.styles, boot });
  await writeHostFiles(siteDir, { scripts: [boot.beforePaint, boot.loader], styles: inlineStyles });
  await writeSitemap(siteDir, server, pages);
  return pages.length;
}
