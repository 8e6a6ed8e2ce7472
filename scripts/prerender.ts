/**
 * Writes one static HTML file per page and language from the SSR build, the app shell, and the files
 * a static host reads. Each job is a module in scripts/prerender/.
 */
import { minifiedBootScript, startAfterFirstPaint, type BootScripts } from './prerender/bootScripts';
import { pageStyleFiles, styleInliner, type InlinedStyles } from './prerender/inlineStyles';
import { entryOf, readManifest } from './prerender/manifest';
import { renderPages } from './prerender/renderPages';
import { pagePolicy } from './prerender/securityHeaders';
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
  const boot: BootScripts = { beforePaint: minifiedBootScript(server.BOOT_SCRIPT), loader: startAfterFirstPaint(`/${entry.script}`) };

  // Each page kind's styles are inlined as one block, and its pages' policy allows that block and the boot scripts.
  const inline = styleInliner(siteDir);
  const bootScripts = [boot.beforePaint, boot.loader];
  const styles = new Map<string, InlinedStyles>();
  const policies = new Map<string, string>();
  for (const module of new Set(Object.values(server.PAGE_MODULES))) {
    const moduleStyles = await inline(pageStyleFiles(manifest, entry.styles, module));
    styles.set(module, moduleStyles);
    policies.set(module, pagePolicy(bootScripts, [moduleStyles.css]));
  }

  const pages = await renderPages(server, {
    siteDir,
    stylesOf: (module) => styles.get(module)!,
    policyOf: (module) => policies.get(module)!,
    boot,
  });
  await writeAppShell(siteDir, { title: await server.siteName(), entryStyles: entry.styles, boot, policy: pagePolicy(bootScripts) });
  await writeHostFiles(siteDir);
  await writeSitemap(siteDir, server, pages);
  return pages.length;
}
