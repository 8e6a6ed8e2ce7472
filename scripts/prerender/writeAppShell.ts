import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { inlineScript, pageDocument } from './pageTemplate';

/**
 * The app shell, an empty page whose script shows the page its address names, or sends an address that is no page to
 * its language's home. Static hosts answer a path they have no file for with `404.html` (GitHub Pages, Netlify,
 * Cloudflare Pages, S3, nginx with `error_page`), and the offline worker answers a page it does not hold with it.
 */
export const APP_SHELL_FILE = '404.html';

interface ShellParts {
  title: string;
  entryStyles: readonly string[];
  /** The app's entry module (relative to the site's root). */
  entryScript: string;
  /** The boot script that runs before the first paint (the one that names every page's saved state); no loader: see below. */
  bootScript: string;
  policy: string;
  /** What the shell says to a visitor without scripts, who would otherwise get a blank page. */
  noScript: string;
}

export function appShellDocument({ title, entryStyles, entryScript, bootScript, policy, noScript }: ShellParts): string {
  return pageDocument({
    policy,
    lang: 'en',
    dir: 'ltr',
    head: [inlineScript(bootScript), `<title>${title}</title>`, ...entryStyles.map((file) => `<link rel="stylesheet" href="/${file}">`)],
    body: '',
    // Started at once, not after the first paint as a page's loader does: the empty shell paints nothing, so waiting
    // for its paint kept a visitor on a blank page for the loader's whole fallback wait (3 s).
    scripts: [`<noscript>${noScript}</noscript>`, `<script type="module" src="/${entryScript}"></script>`],
  });
}

export async function writeAppShell(siteDir: string, parts: ShellParts): Promise<void> {
  await writeFile(join(siteDir, APP_SHELL_FILE), appShellDocument(parts));
}
