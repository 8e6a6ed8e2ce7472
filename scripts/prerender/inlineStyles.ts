/**
 * A page's styles are inlined: on a slow connection the page paints after one round trip instead of
 * waiting for stylesheets. Each distinct block is allowed by its hash in the CSP.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
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
}

/** Reads each built stylesheet once, however many pages inline it. */
export function styleInliner(siteDir: string): (files: readonly string[]) => Promise<InlinedStyles> {
  const cache = new Map<string, Promise<string>>();
  const read = (file: string) => {
    let css = cache.get(file);
    if (!css) {
      css = readFile(join(siteDir, file), 'utf8');
      cache.set(file, css);
    }
    return css;
  };
  return async (files) => {
    const css = (await Promise.all(files.map(read))).join('\n');
    // The block names its files, so the app can tell Vite they are loaded (src/app/inlinedStyles.ts): otherwise starting
    // the page's code would link the same styles again, a round trip before hydration and a restyle of the page.
    return {
      css,
      tags: [
        inlineStyle(
          css,
          files.map((file) => `/${file}`),
        ),
      ],
    };
  };
}
