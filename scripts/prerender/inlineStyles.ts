/**
 * A page's styles are inlined: on a slow connection the page paints after one round trip instead of
 * waiting for stylesheets. Only what its first screen may need is inlined (firstScreenStyles.ts); the rest is one file
 * per page kind that the app links once the page has painted. Each distinct block is allowed by its hash in the CSP.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { splitStyles } from './firstScreenStyles';
import { stylesOf, type Manifest } from './manifest';
import { inlineStyle } from './pageTemplate';

/** The entry's stylesheets, then those of the page's own module, each once. */
export function pageStyleFiles(manifest: Manifest, entryStyles: readonly string[], pageModule: string): string[] {
  return [...new Set([...entryStyles, ...stylesOf(manifest, [pageModule])])];
}

export interface InlinedStyles {
  /** The text of the `<style>` block, for the CSP. */
  css: string;
  tags: string[];
  /** The file of the styles left out of the block, relative to the site's root; null when nothing was left out. */
  laterFile: string | null;
}

/** Reads each built stylesheet once, however many page kinds inline it. */
export function styleInliner(
  siteDir: string,
): (files: readonly string[], firstScreenTokens: ReadonlySet<string>) => Promise<InlinedStyles> {
  const cache = new Map<string, Promise<string>>();
  const read = (file: string) => {
    let css = cache.get(file);
    if (!css) {
      css = readFile(join(siteDir, file), 'utf8');
      cache.set(file, css);
    }
    return css;
  };
  return async (files, firstScreenTokens) => {
    const { first, later } = splitStyles((await Promise.all(files.map(read))).join('\n'), firstScreenTokens);
    // Named by its content, like the build's own files, so hosts and the offline worker may keep it for good.
    const laterFile = later ? `assets/later-${createHash('sha256').update(later).digest('hex').slice(0, 10)}.css` : null;
    if (laterFile) await writeFile(join(siteDir, laterFile), later);
    const laterUrl = laterFile && `/${laterFile}`;
    // The block names its files, so the app can tell Vite they are loaded (src/app/inlinedStyles.ts): otherwise starting
    // the page's code would link the same styles again, a round trip before hydration and a restyle of the page.
    const block = inlineStyle(
      first,
      files.map((file) => `/${file}`),
      laterUrl,
    );
    // Without scripts nothing links the rest; a `<noscript>` link is not even fetched when scripts run.
    const tags = laterUrl ? [block, `<noscript><link rel="stylesheet" href="${laterUrl}"></noscript>`] : [block];
    return { css: first, tags, laterFile };
  };
}
