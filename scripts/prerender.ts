/**
 * Writes one static HTML file per page and language from the SSR build, the app shell, and the files
 * a static host reads. Each job is a module in scripts/prerender/.
 */
import { minifiedBootScripts, startAfterFirstPaint, type BootScripts } from './prerender/bootScripts';
import { pageStyleFiles, styleInliner, type InlinedStyles } from './prerender/inlineStyles';
import { entryOf, readManifest } from './prerender/manifest';
import { fillStylesAndPolicies, renderPages } from './prerender/renderPages';
import { pagePolicy } from './prerender/securityHeaders';
import { loadServerEntry } from './prerender/serverEntry';
import { writeAppShell } from './prerender/writeAppShell';
import { writeHostFiles } from './prerender/writeHostFiles';
import { writeSitemap } from './prerender/writeSitemap';
import { serverBuildDir, siteDir } from './siteDir';

export interface Prerendered {
  /** How many pages were written. */
  pageCount: number;
  /** For each route module, the file of the styles its pages link after the first paint (relative to the site's root). */
  laterStyles: Map<string, string>;
}

/** Renders every page. */
export async function prerender(): Promise<Prerendered> {
  const server = await loadServerEntry(serverBuildDir);
  const manifest = await readManifest(siteDir);
  const entry = entryOf(manifest);
  const boot: BootScripts = { beforePaintFor: minifiedBootScripts(server.bootScriptFor), loader: startAfterFirstPaint(`/${entry.script}`) };
  const { pages, firstScreenTokens } = await renderPages(server, { siteDir, boot });

  // Each page kind's styles are inlined as one block, what any of its pages shows first, and its pages' policy allows
  // that block and the boot scripts its pages carry.
  const inline = styleInliner(siteDir);
  const bootScripts = new Map<string, Set<string>>();
  for (const page of pages) bootScripts.set(page.module, (bootScripts.get(page.module) ?? new Set()).add(page.bootScript));
  const styles = new Map<string, InlinedStyles>();
  const policies = new Map<string, string>();
  const laterStyles = new Map<string, string>();
  for (const [module, tokens] of firstScreenTokens) {
    const moduleStyles = await inline(pageStyleFiles(manifest, entry.styles, module), tokens);
    styles.set(module, moduleStyles);
    policies.set(module, pagePolicy([...bootScripts.get(module)!, boot.loader], [moduleStyles.css]));
    if (moduleStyles.laterFile) laterStyles.set(module, moduleStyles.laterFile);
  }
  await fillStylesAndPolicies(
    pages,
    (module) => styles.get(module)!,
    (module) => policies.get(module)!,
  );

  await writeAppShell(siteDir, {
    title: await server.siteName(),
    entryStyles: entry.styles,
    entryScript: entry.script,
    bootScript: boot.beforePaintFor(null),
    policy: pagePolicy([boot.beforePaintFor(null)]),
    noScript: await server.appShellNoScript(),
  });
  await writeHostFiles(siteDir);
  await writeSitemap(siteDir, server, pages);
  return { pageCount: pages.length, laterStyles };
}
